import { count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AdminMe, AdminOverview } from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import {
  contactMessages,
  newsletterSubscribers,
  redemptions,
  referrals,
  users,
} from "#server/db/schema/index.ts";
import { dueFollowUps, siteDay } from "#server/leads/follow-ups.ts";
import { adminRoute, denied } from "./route-kit.ts";

/** The admin area's front page: who is signed in, and what waits for an administrator. */
export function createAdminOverview(db: Db, clock: () => Date = () => new Date()) {
  async function me(userId: string) {
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user!;
  }

  async function overview(): Promise<AdminOverview> {
    const weekAgo = sql`now() - interval '7 days'`;
    const [[leads], [subscribers], [people], [payouts], [held], followUps] = await Promise.all([
      db
        .select({
          newLeads: sql<number>`count(*) filter (where ${contactMessages.status} = 'new')`,
          leadsThisWeek: sql<number>`count(*) filter (where ${contactMessages.status} <> 'spam' and ${contactMessages.createdAt} >= ${weekAgo})`,
        })
        .from(contactMessages),
      db
        .select({
          confirmed: sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'confirmed')`,
          pending: sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'pending')`,
        })
        .from(newsletterSubscribers),
      db.select({ value: count() }).from(users).where(isNull(users.deletedAt)),
      db
        .select({ value: count(), pkr: sql<number>`coalesce(sum(${redemptions.pkr}), 0)` })
        .from(redemptions)
        .where(inArray(redemptions.status, ["requested", "approved"])),
      db.select({ value: count() }).from(referrals).where(eq(referrals.status, "flagged")),
      dueFollowUps(db, siteDay(clock())),
    ]);
    return {
      newLeads: Number(leads?.newLeads ?? 0),
      leadsThisWeek: Number(leads?.leadsThisWeek ?? 0),
      confirmedSubscribers: Number(subscribers?.confirmed ?? 0),
      pendingSubscribers: Number(subscribers?.pending ?? 0),
      users: people?.value ?? 0,
      pendingRedemptions: payouts?.value ?? 0,
      pendingPkr: Number(payouts?.pkr ?? 0),
      flaggedReferrals: held?.value ?? 0,
      followUps,
    };
  }

  return { me, overview };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverview>;

export function registerOverviewRoutes(api: FastifyInstance, overview: AdminOverviewService) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/me",
    {
      schema: {
        ...adminRoute,
        summary: "The signed-in administrator (403 for other accounts)",
        response: { 200: AdminMe, ...denied },
      },
    },
    async (request) => overview.me(request.userId),
  );

  app.get(
    "/admin/overview",
    {
      schema: {
        ...adminRoute,
        summary: "Figures for the admin home page",
        response: { 200: AdminOverview, ...denied },
      },
    },
    async () => overview.overview(),
  );
}
