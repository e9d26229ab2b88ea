import type { LeadStatus } from "#contract/admin-fields.ts";
import type { Tx } from "#server/db/index.ts";
import { leadEvents } from "#server/db/schema/index.ts";
import { lockedLead, moveLead } from "./rules.ts";

export type CallChangeInput = {
  leadId: number;
  /** What happened, in words: "Moved to Thursday 25 March, 11:00 Karachi time (was …)". */
  note: string;
  /** The administrator who made the change; null when the visitor did, by their link. */
  adminId: string | null;
  /**
   * Where the lead goes while it still waits on the call (in Call booked): a cancelled call
   * goes back to New, for someone to write to the person; a missed one to Lost. A lead already
   * further on (contacted, a proposal…) stays where an administrator put it.
   */
  stage?: { to: Extract<LeadStatus, "new" | "lost">; lostReason?: string };
};

/**
 * A booked call changed (server/bookings/): a "call" entry in its lead's history, and the move
 * out of Call booked it implies, in the caller's transaction (the booking's change). The entry
 * carries the stages it moved between, so the history reads as one line.
 */
export async function recordCallChange(deps: { db: Tx }, input: CallChangeInput): Promise<void> {
  const { db } = deps;
  const lead = await lockedLead(db, input.leadId);
  const moves = input.stage && lead.status === "call-booked" ? input.stage : undefined;
  if (moves) await moveLead(db, lead, moves.to, { lostReason: moves.lostReason });
  await db.insert(leadEvents).values({
    leadId: lead.id,
    kind: "call",
    adminId: input.adminId,
    note: input.note,
    fromStatus: moves ? lead.status : null,
    toStatus: moves ? moves.to : null,
    lostReason: moves?.to === "lost" ? (moves.lostReason ?? null) : null,
  });
}
