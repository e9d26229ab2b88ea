import type { z } from "zod";
import type { UpdateLeadBody } from "#contract/admin.ts";
import { leadEvents } from "#server/db/schema/index.ts";
import { rewardReferrer } from "./reward-referrer.ts";
import { type LeadDeps, lockedLead, moveLead } from "./rules.ts";

export type SetLeadStageInput = z.output<typeof UpdateLeadBody> & {
  id: number;
  /** The administrator making the change. */
  adminId: string;
};

/**
 * Moves a lead to a stage. A value given with a proposal or a win replaces the deal's value
 * (left out, the value stays); a lost reason is kept only while the lead is lost. Marking a
 * lead won credits its referrer's reward, once per lead ever (reward-referrer.ts). The change
 * and its history entry are one transaction; the admin area's hook adds the audit log's row.
 */
export async function setLeadStage(
  deps: Pick<LeadDeps, "db" | "clientBonusPoints">,
  input: SetLeadStageInput,
): Promise<void> {
  const { id, status } = input;
  await deps.db.transaction(async (tx) => {
    const lead = await lockedLead(tx, id);
    const lostReason = status === "lost" ? input.lostReason || null : null;
    await moveLead(tx, lead, status, { valuePkr: input.valuePkr, lostReason });
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: "status",
      adminId: input.adminId,
      fromStatus: lead.status,
      toStatus: status,
      valuePkr: input.valuePkr ?? null,
      lostReason,
    });
    if (status === "won" && lead.referrerId)
      await rewardReferrer(
        { db: tx, clientBonusPoints: deps.clientBonusPoints },
        { leadId: id, referrerId: lead.referrerId },
      );
  });
}
