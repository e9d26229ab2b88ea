import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import { creditPointsOnce } from "#server/points/ledger.ts";
import type { LeadDeps } from "./rules.ts";

/**
 * The referred-client reward: the one place that credits it. Runs in the caller's transaction
 * (the one that marks the lead won), inserting the ledger row and raising the balance together.
 * The ledger's unique index on a client_referral's lead_id makes a lead pay once, whatever the
 * concurrency (a second transaction waits for the first and then inserts nothing) and whatever
 * stage changes follow (won → lost → won). A deleted referrer is not paid. Returns whether this
 * call credited the points.
 */
export async function rewardReferrer(
  deps: { db: Tx } & Pick<LeadDeps, "clientBonusPoints">,
  input: { leadId: number; referrerId: string },
): Promise<boolean> {
  const points = deps.clientBonusPoints;
  if (points <= 0) return false;
  const [referrer] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.referrerId), isNull(users.deletedAt)))
    .for("update");
  if (!referrer) return false;
  return creditPointsOnce(deps.db, {
    userId: input.referrerId,
    amount: points,
    reason: "client_referral",
    leadId: input.leadId,
  });
}
