import { leadStatusLabels } from "#contract/admin-fields.ts";
import { leadEvents } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueForward } from "./forward.ts";
import { type LeadDeps, lockedLead, moveLead } from "./rules.ts";

export type MarkNotSpamInput = { id: number; adminId: string };

/** Read by the admin page under the button, so it says what to do instead. */
const notDoubtful = (status: keyof typeof leadStatusLabels) =>
  new HttpError(
    409,
    `This lead is already in the pipeline (${leadStatusLabels[status]}): change its stage instead.`,
  );

/**
 * An administrator's one click on a lead in Check or Spam: a person wrote it. It moves to New,
 * as if it had arrived so, its history saying who decided (the admin area's hook adds the audit
 * log's row), and, when leads are forwarded, it is passed on like every new lead (once: the
 * forward's key is the lead's).
 */
export async function markNotSpam(
  deps: Pick<LeadDeps, "db" | "forward" | "queued">,
  input: MarkNotSpamInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const lead = await lockedLead(tx, input.id);
    if (lead.status !== "check" && lead.status !== "spam") throw notDoubtful(lead.status);
    await moveLead(tx, lead, "new");
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      kind: "status",
      adminId: input.adminId,
      fromStatus: lead.status,
      toStatus: "new",
      note: "Not spam",
    });
    if (deps.forward) await queueForward(tx, lead.id);
  });
  if (deps.forward) deps.queued();
}
