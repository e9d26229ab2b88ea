import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ADMIN_PAGE_SIZE,
  type AdminReferral,
  type Page,
  type ReferralFilter,
} from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { referrals, users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import { contains, iso, isoOrNull, paged } from "./paging.ts";

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
    const conditions: SQL[] = [];
    if (status !== "all") conditions.push(eq(referrals.status, status));
    if (q) {
      const pattern = contains(q);
      conditions.push(
        or(
          ilike(referrer.email, pattern),
          ilike(referrer.name, pattern),
          ilike(referred.email, pattern),
          ilike(referred.name, pattern),
        )!,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function list(query: {
    q: string;
    status: ReferralFilter;
    page: number;
  }): Promise<Page<AdminReferral>> {
    const filter = where(query.q, query.status);
    return paged(
      query.page,
      db
        .select({ value: count() })
        .from(referrals)
        .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
        .innerJoin(referred, eq(referred.id, referrals.referredUserId))
        .where(filter),
      async (offset) => {
        const rows = await select()
          .where(filter)
          // The review queue oldest first: whoever waited longest is answered first.
          .orderBy(
            query.status === "flagged" ? asc(referrals.createdAt) : desc(referrals.createdAt),
            desc(referrals.id),
          )
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return rows.map(out);
      },
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

export type AdminReferrals = ReturnType<typeof createAdminReferrals>;
