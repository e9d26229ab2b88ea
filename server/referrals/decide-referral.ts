import { eq, sql } from "drizzle-orm";
import type { AdminReferral } from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { referrals } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { creditReferral } from "./credit-referral.ts";
import { heldReferral } from "./list-referrals.ts";
import { lockReferrer, type ReferralDeps, referralMessages } from "./rules.ts";

export type DecideReferralInput = {
  id: number;
  decision: "approve" | "reject";
  /** The administrator deciding. */
  adminId: string;
};

/**
 * An administrator's decision on a held referral: approved, it is credited (a mailbox credited
 * before stays refused, whoever approves it); rejected, it keeps the reason it was held for.
 */
export async function decideReferral(
  deps: ReferralDeps<Db>,
  input: DecideReferralInput,
): Promise<AdminReferral> {
  const { id, decision, adminId } = input;
  await deps.db.transaction(async (tx) => {
    const referral = await lockedRow(tx, referrals, id);
    if (!referral) throw new HttpError(404, referralMessages.notFound);
    if (referral.status !== "flagged") throw new HttpError(409, referralMessages.notFlagged);
    if (decision === "approve" && (await lockReferrer(tx, referral.referrerId))) {
      await creditReferral({ ...deps, db: tx }, { referral, decidedBy: adminId });
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
  });
  const row = await heldReferral(deps.db, id);
  if (!row) throw new HttpError(404, referralMessages.notFound);
  return row;
}
