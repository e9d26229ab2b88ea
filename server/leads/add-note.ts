import { leadEvents } from "#server/db/schema/index.ts";
import { type LeadDeps, lockedLead } from "./rules.ts";

export type AddLeadNoteInput = { id: number; note: string; adminId: string };

/** Adds an administrator's note to a lead's history. */
export async function addLeadNote(
  deps: Pick<LeadDeps, "db">,
  input: AddLeadNoteInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockedLead(tx, input.id);
    await tx
      .insert(leadEvents)
      .values({ leadId: input.id, kind: "note", adminId: input.adminId, note: input.note });
  });
}
