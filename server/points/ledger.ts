import { and, eq, gte, sql } from "drizzle-orm";
import type { PointsReason } from "#contract/rules.ts";
import type { Tx } from "#server/db/index.ts";
import { pointsLedger, users } from "#server/db/schema/index.ts";

/**
 * What a change of points refers to: the friend who earned it, the redemption it belongs to, or
 * the won lead a referred-client reward pays for.
 */
export type PointsReference = { referredUserId?: string; redemptionId?: number; leadId?: number };

/** One change of an account's points: how many, why, and what it refers to. */
export type PointsChange = PointsReference & {
  userId: string;
  amount: number;
  reason: PointsReason;
};

/** A change is a whole number of points above zero; its sign comes from the call. */
function checkAmount(amount: number, what: "credit" | "debit") {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`a ${what} is a positive integer`);
}

/** Adds `amount` to the account's balance; the ledger row that explains it is the caller's. */
function raiseBalance(tx: Tx, userId: string, amount: number) {
  return tx
    .update(users)
    .set({ points: sql`${users.points} + ${amount}` })
    .where(eq(users.id, userId));
}

/**
 * The only writer of a balance (users.points) and its ledger (points_ledger): each change is one
 * row and one update in the caller's transaction, so the ledger always explains the balance.
 * Callers lock the account's row first when they read the balance to decide (redeem).
 */
export async function creditPoints(tx: Tx, change: PointsChange): Promise<void> {
  checkAmount(change.amount, "credit");
  await raiseBalance(tx, change.userId, change.amount);
  await tx.insert(pointsLedger).values(change);
}

/**
 * A credit that a unique index allows once (a won lead's client_referral): the ledger row is
 * inserted first and the balance raised only when it went in, so a concurrent or repeated credit
 * (a second transaction waits for the first, then inserts nothing) changes nothing. Returns
 * whether this call credited.
 */
export async function creditPointsOnce(
  tx: Tx,
  change: PointsChange & { leadId: number },
): Promise<boolean> {
  checkAmount(change.amount, "credit");
  const [credited] = await tx
    .insert(pointsLedger)
    .values(change)
    .onConflictDoNothing({
      target: pointsLedger.leadId,
      where: sql`${pointsLedger.reason} = 'client_referral'`,
    })
    .returning({ id: pointsLedger.id });
  if (!credited) return false;
  await raiseBalance(tx, change.userId, change.amount);
  return true;
}

/** Takes points off; false (and nothing written) when the balance does not cover them. */
export async function debitPoints(tx: Tx, change: PointsChange): Promise<boolean> {
  const { userId, amount } = change;
  checkAmount(amount, "debit");
  const [updated] = await tx
    .update(users)
    .set({ points: sql`${users.points} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.points, amount)))
    .returning({ id: users.id });
  if (!updated) return false;
  await tx.insert(pointsLedger).values({ ...change, amount: -amount });
  return true;
}

/**
 * Records a decision that moves no points (a forfeited redemption: its points left the balance
 * when it was requested), so the member's history still shows what became of them.
 */
export async function recordForfeit(tx: Tx, userId: string, redemptionId: number): Promise<void> {
  await tx
    .insert(pointsLedger)
    .values({ userId, reason: "redemption_forfeited", amount: 0, redemptionId });
}
