import { and, eq, lt, sql } from "drizzle-orm";
import { REDEEM_BLOCK, redeemable } from "#contract/rewards.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import type { Db, Tx } from "#server/db/index.ts";
import { idempotencyKeys, payoutMethods, redemptions, users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { debitPoints } from "#server/points/ledger.ts";

export type RedeemOutcome = {
  statusCode: 200 | 400 | 409;
  body: { message: string };
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
};

const format = (value: number) => value.toLocaleString("en-US");

export const rewardMessages = {
  inProgress: "A request with this Idempotency-Key is still being processed. Try again shortly.",
  redeemed: (points: number, pkr: number) =>
    `✅ Redeemed ${format(points)} points for PKR ${format(pkr)}. Your payout is in review, usually within one business day; we e-mail you when it is paid.`,
  redeemedNeedsDetails: (points: number, pkr: number) =>
    `✅ Redeemed ${format(points)} points for PKR ${format(pkr)}. Add your payout details (JazzCash, Easypaisa or a bank account) so we can review and pay it.`,
  unverified:
    "Please confirm your email address before redeeming points: open the link we e-mailed you, or ask for a new one on your dashboard.",
  notEnough: (points: number) =>
    `You need at least ${format(REDEEM_BLOCK)} points to redeem. You have ${format(points)}, so ${format(REDEEM_BLOCK - points)} more are needed.`,
};

/** Answers to an Idempotency-Key are kept this long. */
const keyLifetime = sql`interval '24 hours'`;

/**
 * Turns the largest multiple of 200 points into a redemption for an administrator to review.
 * The user's row is locked (FOR UPDATE) and the points module debits with a guard, in one
 * transaction with the redemption, so concurrent requests cannot spend the same points twice.
 */
async function redeemIn(tx: Tx, userId: string): Promise<Omit<RedeemOutcome, "replayed">> {
  const [user] = await tx
    .select({ points: users.points, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw sessionEnded();
  // A payout goes to a person who proved the mailbox, never to an address typed at random.
  if (!user.emailVerifiedAt) throw new HttpError(403, rewardMessages.unverified);
  const value = redeemable(user.points);
  if (value.points === 0)
    return { statusCode: 400, body: { message: rewardMessages.notEnough(user.points) } };
  // Without a payout method it waits for one; giving it makes the request (users/payout.ts).
  const [method] = await tx
    .select({ userId: payoutMethods.userId })
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, userId));
  const [redemption] = await tx
    .insert(redemptions)
    .values({
      userId,
      points: value.points,
      pkr: value.pkr,
      status: method ? "requested" : "awaiting-details",
    })
    .returning({ id: redemptions.id });
  const debited = await debitPoints(tx, {
    userId,
    amount: value.points,
    reason: "redemption",
    redemptionId: redemption!.id,
  });
  if (!debited) throw new Error("balance changed under a row lock");
  if (!method)
    return {
      statusCode: 200,
      body: { message: rewardMessages.redeemedNeedsDetails(value.points, value.pkr) },
    };
  return { statusCode: 200, body: { message: rewardMessages.redeemed(value.points, value.pkr) } };
}

/**
 * With an Idempotency-Key, the key is claimed in the same transaction: a concurrent request
 * with the same key waits on the user's row lock and then reads the first answer.
 */
export async function requestPayout(
  deps: { db: Db },
  input: { userId: string; idempotencyKey?: string | undefined },
): Promise<RedeemOutcome> {
  const { userId, idempotencyKey } = input;
  return deps.db.transaction(async (tx) => {
    if (!idempotencyKey) return { ...(await redeemIn(tx, userId)), replayed: false };
    // The user's row is locked before the key is claimed: the key's insert takes a key-share
    // lock on that row (its foreign key), and two requests holding one each would then wait
    // for each other to upgrade it (a deadlock, 40P01).
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!owner) throw sessionEnded();
    const key = and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.scope, "redeem"),
      eq(idempotencyKeys.key, idempotencyKey),
    );
    await tx
      .delete(idempotencyKeys)
      .where(and(key, lt(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`)));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, scope: "redeem", key: idempotencyKey, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(key);
      if (stored && stored.statusCode === 200)
        return {
          statusCode: stored.statusCode,
          body: stored.response as { message: string },
          replayed: true,
        };
      // Only reachable if the first request's transaction is somehow still open.
      return { statusCode: 409, body: { message: rewardMessages.inProgress }, replayed: false };
    }
    const outcome = await redeemIn(tx, userId);
    // Only a success is replayed: after a refusal (too few points) the same key may try again
    // once the situation has changed.
    if (outcome.statusCode === 200)
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: outcome.statusCode, response: outcome.body })
        .where(key);
    else await tx.delete(idempotencyKeys).where(key);
    return { ...outcome, replayed: false };
  });
}
