import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { ReferralFlagReason, ReferralStatus } from "#contract/rules.ts";
import type { ReferralSummary } from "#contract/user.ts";
import { hasRow } from "#server/db/has-row.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { pointsLedger, referrals, securityEvents, users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";

export type ReferralRules = {
  /** Points a credited referral pays (REFERRAL_BONUS_POINTS). */
  bonus: number;
  /** Credited referrals per referrer in 30 days (0: no limit). */
  monthlyCap: number;
  /** Hours within which a shared client address holds a referral for review (0: off). */
  sameIpHours: number;
};

export const referralMessages = {
  notFlagged: "This referral is no longer waiting for review.",
  notFound: "There is no referral with this number.",
};

/**
 * The referral programme, written from the farmer's side: a sign-up with a code only records a
 * pending referral; points move when the referred person proves the mailbox, and not even then
 * when the same client address points to one person on both ends, or when one referrer collects
 * more than the monthly cap. Those are held for an administrator.
 */
export function createReferralService(rules: ReferralRules) {
  /** At sign-up, in its transaction: the referral row, with a reason to hold it if one shows. */
  async function recordSignup(
    tx: Tx,
    input: { referrerId: string; referredUserId: string; ip: string; ipDigest: string },
  ): Promise<void> {
    let flagReason: ReferralFlagReason | null = null;
    if (rules.sameIpHours > 0) {
      const since = sql`now() - make_interval(hours => ${rules.sameIpHours})`;
      const referrerHere = and(
        eq(securityEvents.userId, input.referrerId),
        eq(securityEvents.ip, input.ip),
        gt(securityEvents.at, since),
      );
      const sibling = and(
        eq(referrals.referrerId, input.referrerId),
        eq(referrals.signupIpHash, input.ipDigest),
        gt(referrals.createdAt, since),
      );
      if (await hasRow(tx, securityEvents, referrerHere)) flagReason = "same-ip";
      else if (await hasRow(tx, referrals, sibling)) flagReason = "shared-ip";
    }
    await tx.insert(referrals).values({
      referrerId: input.referrerId,
      referredUserId: input.referredUserId,
      points: rules.bonus,
      signupIpHash: input.ipDigest,
      flagReason,
    });
  }

  /** Pays a referral: balance and ledger together, under the referrer's row lock. */
  async function credit(
    tx: Tx,
    referral: { id: number; referrerId: string; referredUserId: string; points: number },
    decidedBy: string | null,
  ) {
    if (referral.points > 0) {
      await tx
        .update(users)
        .set({ points: sql`${users.points} + ${referral.points}` })
        .where(eq(users.id, referral.referrerId));
      await tx.insert(pointsLedger).values({
        userId: referral.referrerId,
        reason: "referral_bonus",
        amount: referral.points,
        referredUserId: referral.referredUserId,
      });
    }
    await tx
      .update(referrals)
      .set({ status: "credited", decidedAt: sql`now()`, decidedBy })
      .where(eq(referrals.id, referral.id));
  }

  /** Locks the referrer's row; null when the account has been deleted since. */
  async function lockReferrer(tx: Tx, referrerId: string) {
    const [referrer] = await tx
      .select({ id: users.id, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, referrerId))
      .for("update");
    return referrer && !referrer.deletedAt ? referrer : null;
  }

  async function creditedThisMonth(tx: Tx, referrerId: string): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerId, referrerId),
          eq(referrals.status, "credited"),
          gt(referrals.decidedAt, sql`now() - interval '30 days'`),
        ),
      );
    return row?.value ?? 0;
  }

  /**
   * The referred account has proved its mailbox: credit its referral, or hold it for review.
   * The referrer's row lock makes the monthly count exact with sign-ups confirming at once.
   */
  async function onVerified(tx: Tx, referredUserId: string): Promise<void> {
    const [referral] = await tx
      .select({
        id: referrals.id,
        referrerId: referrals.referrerId,
        referredUserId: referrals.referredUserId,
        points: referrals.points,
        flagReason: referrals.flagReason,
      })
      .from(referrals)
      .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, "pending")));
    if (!referral) return;
    const hold = async (reason: ReferralFlagReason, status: ReferralStatus = "flagged") => {
      await tx
        .update(referrals)
        .set({ status, flagReason: reason, verifiedAt: sql`now()` })
        .where(eq(referrals.id, referral.id));
    };
    if (!(await lockReferrer(tx, referral.referrerId))) return hold("account-deleted", "rejected");
    if (referral.flagReason) return hold(referral.flagReason);
    if (
      rules.monthlyCap > 0 &&
      (await creditedThisMonth(tx, referral.referrerId)) >= rules.monthlyCap
    )
      return hold("monthly-cap");
    await tx.update(referrals).set({ verifiedAt: sql`now()` }).where(eq(referrals.id, referral.id));
    await credit(tx, referral, null);
  }

  /** An administrator's decision on a held referral. */
  async function decide(tx: Tx, id: number, decision: "approve" | "reject", adminId: string) {
    const [referral] = await tx
      .select({
        id: referrals.id,
        status: referrals.status,
        referrerId: referrals.referrerId,
        referredUserId: referrals.referredUserId,
        points: referrals.points,
        flagReason: referrals.flagReason,
      })
      .from(referrals)
      .where(eq(referrals.id, id))
      .for("update");
    if (!referral) throw new HttpError(404, referralMessages.notFound);
    if (referral.status !== "flagged") throw new HttpError(409, referralMessages.notFlagged);
    if (decision === "approve" && (await lockReferrer(tx, referral.referrerId))) {
      await credit(tx, referral, adminId);
      return;
    }
    await tx
      .update(referrals)
      .set({
        status: "rejected",
        flagReason: decision === "approve" ? "account-deleted" : (referral.flagReason ?? "admin"),
        decidedAt: sql`now()`,
        decidedBy: adminId,
      })
      .where(eq(referrals.id, referral.id));
  }

  /** When an account is deleted: what it had not earned yet will not be paid. */
  async function onAccountDeleted(tx: Queryable, userId: string): Promise<void> {
    const open = inArray(referrals.status, ["pending", "flagged"]);
    await tx
      .update(referrals)
      .set({ status: "rejected", flagReason: "account-deleted", decidedAt: sql`now()` })
      .where(
        and(
          open,
          sql`(${referrals.referrerId} = ${userId} or ${referrals.referredUserId} = ${userId})`,
        ),
      );
    // The sign-up's address digest was only kept to compare with later sign-ups.
    await tx
      .update(referrals)
      .set({ signupIpHash: null })
      .where(and(eq(referrals.referredUserId, userId), sql`${referrals.signupIpHash} is not null`));
  }

  async function summary(db: Queryable, referrerId: string): Promise<ReferralSummary> {
    const rows = await db
      .select({
        status: referrals.status,
        value: count(),
        points: sql<number>`coalesce(sum(${referrals.points}), 0)`.mapWith(Number),
      })
      .from(referrals)
      .where(eq(referrals.referrerId, referrerId))
      .groupBy(referrals.status);
    const of = (status: ReferralStatus) => rows.find((row) => row.status === status);
    return {
      joined: rows.reduce((sum, row) => sum + row.value, 0),
      confirmed: of("credited")?.value ?? 0,
      pending: of("pending")?.value ?? 0,
      inReview: of("flagged")?.value ?? 0,
      pendingPoints: (of("pending")?.points ?? 0) + (of("flagged")?.points ?? 0),
    };
  }

  return { recordSignup, onVerified, decide, onAccountDeleted, summary };
}

export type ReferralService = ReturnType<typeof createReferralService>;
