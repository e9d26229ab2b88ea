import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import { creditPointsOnce } from "#server/points/ledger.ts";

/**
 * The referred-client reward: the one place that credits it. Runs in the caller's transaction
 * (the one that marks the lead won), inserting the ledger row and raising the balance together.
 * The ledger's unique index on a client_referral's lead_id makes a lead pay once, whatever the
 * concurrency (a second transaction waits for the first and then inserts nothing) and whatever
 * stage changes follow (won → lost → won). A deleted referrer is not paid. Returns whether this
 * call credited the points.
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
  return creditPointsOnce(tx, {
    userId: reward.referrerId,
    amount: reward.points,
    reason: "client_referral",
    leadId: reward.leadId,
  });
}
