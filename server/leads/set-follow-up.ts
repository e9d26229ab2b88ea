import { eq } from "drizzle-orm";
import { leadEvents, leads } from "#server/db/schema/index.ts";
import { type LeadDeps, lockedLead } from "./rules.ts";

export type SetLeadFollowUpInput = {
  id: number;
  /** A day in the site's time zone, or null to clear it. */
  on: string | null;
  adminId: string;
};

/** Sets the lead's next follow-up day, or clears it, and records that in its history. */
export async function setLeadFollowUp(
  deps: Pick<LeadDeps, "db">,
  input: SetLeadFollowUpInput,
): Promise<void> {
  const { id, on, adminId } = input;
  await deps.db.transaction(async (tx) => {
    await lockedLead(tx, id);
    await tx.update(leads).set({ nextFollowUpOn: on }).where(eq(leads.id, id));
    await tx.insert(leadEvents).values({ leadId: id, kind: "follow-up", adminId, followUpOn: on });
  });
}
