import { and, asc, count, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { AdminOverview } from "#contract/admin.ts";
import { addDays, siteDayStart } from "#contract/site-time.ts";
import { adminCallOf } from "#server/bookings/list-calls.ts";
import type { Db } from "#server/db/index.ts";
import {
  bookings,
  leads,
  newsletterSubscribers,
  redemptions,
  referrals,
  users,
} from "#server/db/schema/index.ts";
import { siteDay } from "#server/leads/site-time.ts";
import { dueFollowUps } from "#server/leads/waiting-leads.ts";

/** The calls booked for `today` (a Karachi day), cancelled ones left out, the first first. */
async function todaysCalls(db: Db, today: string): Promise<AdminOverview["todaysCalls"]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        gte(bookings.startsAt, siteDayStart(today)),
        lt(bookings.startsAt, siteDayStart(addDays(today, 1))),
        ne(bookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(200);
  return rows.map(adminCallOf);
}

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
    const today = siteDay(clock());
    const [[lead], [subscribers], [people], [payouts], [held], followUps, calls] =
      await Promise.all([
        db
          .select({
            newLeads: sql<number>`count(*) filter (where ${leads.status} = 'new')`,
            checkLeads: sql<number>`count(*) filter (where ${leads.status} = 'check')`,
            leadsThisWeek: sql<number>`count(*) filter (where ${leads.status} <> 'spam' and ${leads.createdAt} >= ${weekAgo})`,
          })
          .from(leads),
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
        dueFollowUps({ db }, { today }),
        todaysCalls(db, today),
      ]);
    return {
      newLeads: Number(lead?.newLeads ?? 0),
      checkLeads: Number(lead?.checkLeads ?? 0),
      leadsThisWeek: Number(lead?.leadsThisWeek ?? 0),
      confirmedSubscribers: Number(subscribers?.confirmed ?? 0),
      pendingSubscribers: Number(subscribers?.pending ?? 0),
      users: people?.value ?? 0,
      pendingRedemptions: payouts?.value ?? 0,
      pendingPkr: Number(payouts?.pkr ?? 0),
      flaggedReferrals: held?.value ?? 0,
      followUps,
      todaysCalls: calls,
    };
  }

  return { me, overview };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverview>;
