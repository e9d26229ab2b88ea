import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AdminReferral, Page, ReferralFilter, ReferralListQuery } from "#contract/admin.ts";
import type { Queryable } from "#server/db/index.ts";
import { iso, isoOrNull, paged, searchIn } from "#server/db/paging.ts";
import { referrals, users } from "#server/db/schema/index.ts";

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

function select(db: Queryable) {
  return db
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
}

function where(q: string, status: ReferralFilter): SQL | undefined {
  return and(
    status === "all" ? undefined : eq(referrals.status, status),
    searchIn(q, [referrer.email, referrer.name, referred.email, referred.name]),
  );
}

/** One referral as the review queue shows it. */
export async function heldReferral(db: Queryable, id: number): Promise<AdminReferral | undefined> {
  const [row] = await select(db).where(eq(referrals.id, id));
  return row && out(row);
}

/** The review queue of the programme: held referrals oldest first by default, or by status. */
export async function listReferrals(
  deps: { db: Queryable },
  query: z.output<typeof ReferralListQuery>,
): Promise<Page<AdminReferral>> {
  const filter = where(query.q, query.status);
  return paged(
    query.page,
    deps.db
      .select({ value: count() })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
      .innerJoin(referred, eq(referred.id, referrals.referredUserId))
      .where(filter),
    select(deps.db)
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
