import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "#server/db/index.ts";
import { pointsLedger, users } from "#server/db/schema/index.ts";

/**
 * The referred-client reward: the one place that credits it. Runs in the caller's transaction
 * (the one that marks the lead won), inserting the ledger row and raising the balance together.
 * The ledger's unique index on a client_referral's lead_id makes a lead pay once, whatever the
 * concurrency (a second transaction waits for the first and then inserts nothing) and whatever
 * stage changes follow (won → lost → won). A deleted referrer is not paid. Returns whether this
 * call credited the points.
 *
 * On the merge with the points module (branch `money`), this is to become that module's credit
 * call with reason "client_referral" and the lead as reference; the rule stays the index.
 */
export async function creditClientReferral(
  tx: Tx,
  reward: { leadId: number; referrerId: string; points: number },
): Promise<boolean> {
  if (reward.points <= 0) return false;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, reward.referrerId), isNull(users.deletedAt)))
    .for("update");
  if (!referrer) return false;
  const [credited] = await tx
    .insert(pointsLedger)
    .values({
      userId: reward.referrerId,
      reason: "client_referral",
      amount: reward.points,
      leadId: reward.leadId,
    })
    .onConflictDoNothing({
      target: pointsLedger.leadId,
      where: sql`${pointsLedger.reason} = 'client_referral'`,
    })
    .returning({ id: pointsLedger.id });
  if (!credited) return false;
  await tx
    .update(users)
    .set({ points: sql`${users.points} + ${reward.points}` })
    .where(eq(users.id, reward.referrerId));
  return true;
}
