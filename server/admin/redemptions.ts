import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminRedemption, Page, RedemptionListQuery } from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { redemptions, referrals, users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { deletedAccountName } from "#server/users/service.ts";
import { iso, isoOrNull, paged } from "./paging.ts";

const redemptionNotFound = () => new HttpError(404, "There is no redemption with this number.");

/** Points turned into PKR: the payout queue and marking a payout paid. */
export function createAdminRedemptions(db: Db) {
  const redemptionColumns = {
    id: redemptions.id,
    userName: users.name,
    userEmail: users.email,
    points: redemptions.points,
    pkr: redemptions.pkr,
    status: redemptions.status,
    note: redemptions.note,
    createdAt: redemptions.createdAt,
    paidAt: redemptions.paidAt,
    userId: redemptions.userId,
    emailVerifiedAt: users.emailVerifiedAt,
  };

  type RedemptionRow = {
    id: number;
    userName: string;
    userEmail: string;
    points: number;
    pkr: number;
    status: (typeof redemptions.$inferSelect)["status"];
    note: string | null;
    createdAt: Date;
    paidAt: Date | null;
    userId: string;
    emailVerifiedAt: Date | null;
  };

  /**
   * Each payout with the referrals its account had collected by then, so the points it spends
   * can be traced to the sign-ups (and their confirmation) that earned them.
   */
  async function redemptionsOut(rows: RedemptionRow[]): Promise<AdminRedemption[]> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const earned =
      userIds.length === 0
        ? []
        : await db
            .select({
              referrerId: referrals.referrerId,
              referredEmail: users.email,
              deletedAt: users.deletedAt,
              status: referrals.status,
              flagReason: referrals.flagReason,
              points: referrals.points,
              createdAt: referrals.createdAt,
              verifiedAt: referrals.verifiedAt,
            })
            .from(referrals)
            .innerJoin(users, eq(users.id, referrals.referredUserId))
            .where(inArray(referrals.referrerId, userIds))
            .orderBy(asc(referrals.createdAt));
    return rows.map(({ userId, emailVerifiedAt, ...row }) => ({
      ...row,
      createdAt: iso(row.createdAt),
      paidAt: isoOrNull(row.paidAt),
      emailVerified: emailVerifiedAt !== null,
      referrals: earned
        .filter((referral) => referral.referrerId === userId && referral.createdAt <= row.createdAt)
        .map((referral) => ({
          referredEmail: referral.deletedAt ? deletedAccountName : referral.referredEmail,
          status: referral.status,
          flagReason: referral.flagReason,
          points: referral.points,
          createdAt: iso(referral.createdAt),
          verifiedAt: isoOrNull(referral.verifiedAt),
        })),
    }));
  }

  /** Pending first, oldest first (the order to pay them in), then paid, latest first. */
  async function listRedemptions(
    query: z.output<typeof RedemptionListQuery>,
  ): Promise<Page<AdminRedemption>> {
    const where = query.status === "all" ? undefined : eq(redemptions.status, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(redemptions).where(where),
      db
        .select(redemptionColumns)
        .from(redemptions)
        .innerJoin(users, eq(users.id, redemptions.userId))
        .where(where)
        .orderBy(
          sql`${redemptions.status} <> 'pending'`,
          sql`case when ${redemptions.status} = 'pending' then ${redemptions.createdAt} end asc`,
          sql`${redemptions.paidAt} desc nulls last`,
          desc(redemptions.id),
        )
        .$dynamic(),
      redemptionsOut,
    );
  }

  /** Marks a pending redemption paid, once; the user's points history shows it as paid. */
  async function payRedemption(id: number, note: string): Promise<AdminRedemption> {
    const [paid] = await db
      .update(redemptions)
      .set({ status: "paid", paidAt: sql`now()`, note: note || null })
      .where(and(eq(redemptions.id, id), eq(redemptions.status, "pending")))
      .returning({ id: redemptions.id });
    const [row] = await db
      .select(redemptionColumns)
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .where(eq(redemptions.id, id));
    if (!row) throw redemptionNotFound();
    if (!paid) throw new HttpError(409, "This redemption has already been marked paid.");
    const [out] = await redemptionsOut([row]);
    return out!;
  }

  return { list: listRedemptions, pay: payRedemption };
}

export type AdminRedemptions = ReturnType<typeof createAdminRedemptions>;
