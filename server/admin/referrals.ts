import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  AdminReferral,
  DecideReferralBody,
  type Page,
  type ReferralFilter,
  ReferralListQuery,
  ReferralPage,
} from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { iso, isoOrNull, paged, searchIn } from "#server/db/paging.ts";
import { referrals, users } from "#server/db/schema/index.ts";
import { listRoutes, onItem } from "#server/http/admin-route-kit.ts";
import { HttpError } from "#server/http/errors.ts";
import type { ReferralService } from "#server/referrals/service.ts";

const referrer = alias(users, "referrer");
const referred = alias(users, "referred");

type Row = Omit<AdminReferral, "createdAt" | "verifiedAt" | "decidedAt"> & {
  referredDeletedAt: Date | null;
  createdAt: Date;
  verifiedAt: Date | null;
  decidedAt: Date | null;
};

const out = ({ referredDeletedAt, ...row }: Row): AdminReferral => ({
  ...row,
  // A deleted account's row keeps only a made-up address: show none.
  referredEmail: referredDeletedAt ? "" : row.referredEmail,
  createdAt: iso(row.createdAt),
  verifiedAt: isoOrNull(row.verifiedAt),
  decidedAt: isoOrNull(row.decidedAt),
});

/** The review queue of the referral programme: held referrals, approved or rejected by hand. */
export function createAdminReferrals(deps: { db: Db; referrals: ReferralService }) {
  const { db } = deps;

  const select = () =>
    db
      .select({
        id: referrals.id,
        referrerName: referrer.name,
        referrerEmail: referrer.email,
        referredName: referred.name,
        referredEmail: referred.email,
        referredDeletedAt: referred.deletedAt,
        status: referrals.status,
        flagReason: referrals.flagReason,
        points: referrals.points,
        createdAt: referrals.createdAt,
        verifiedAt: referrals.verifiedAt,
        decidedAt: referrals.decidedAt,
      })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
      .innerJoin(referred, eq(referred.id, referrals.referredUserId));

  function where(q: string, status: ReferralFilter): SQL | undefined {
    return and(
      status === "all" ? undefined : eq(referrals.status, status),
      searchIn(q, [referrer.email, referrer.name, referred.email, referred.name]),
    );
  }

  async function list(query: z.output<typeof ReferralListQuery>): Promise<Page<AdminReferral>> {
    const filter = where(query.q, query.status);
    return paged(
      query.page,
      db
        .select({ value: count() })
        .from(referrals)
        .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
        .innerJoin(referred, eq(referred.id, referrals.referredUserId))
        .where(filter),
      select()
        .where(filter)
        // The review queue oldest first: whoever waited longest is answered first.
        .orderBy(
          query.status === "flagged" ? asc(referrals.createdAt) : desc(referrals.createdAt),
          desc(referrals.id),
        )
        .$dynamic(),
      (rows) => rows.map(out),
    );
  }

  async function decide(
    id: number,
    decision: "approve" | "reject",
    adminId: string,
  ): Promise<AdminReferral> {
    await db.transaction((tx) => deps.referrals.decide(tx, id, decision, adminId));
    const [row] = await select().where(eq(referrals.id, id));
    if (!row) throw new HttpError(404, "There is no referral with this number.");
    return out(row);
  }

  return { list, decide };
}

const registerReferralList = listRoutes({
  path: "/admin/referrals",
  summary: "Referrals: held for review (oldest first) by default, or by status",
  query: ReferralListQuery,
  page: ReferralPage,
});

export type AdminReferrals = ReturnType<typeof createAdminReferrals>;

export function registerReferralRoutes(api: FastifyInstance, referrals: AdminReferrals) {
  const app = registerReferralList(api, referrals);

  app.post(
    "/admin/referrals/:id/decision",
    {
      schema: {
        ...onItem(
          "Approve (credit the points) or reject a referral held for review",
          AdminReferral,
          409,
        ),
        body: DecideReferralBody,
      },
    },
    async (request) => referrals.decide(request.params.id, request.body.decision, request.userId),
  );
}
