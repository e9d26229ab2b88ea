import { eq, sql } from "drizzle-orm";
import type { LeadStatus } from "#contract/admin-fields.ts";
import type { Tx } from "#server/db/index.ts";
import { leadEvents, leads } from "#server/db/schema/index.ts";
import { lockedLead } from "./rules.ts";

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
  if (moves) {
    const lostReason = moves.to === "lost" ? (moves.lostReason ?? null) : null;
    await db
      .update(leads)
      .set({
        status: moves.to,
        lostReason,
        // As an administrator's move to the stage leaves it (set-stage.ts).
        handledAt: moves.to === "new" ? sql`null` : sql`coalesce(${leads.handledAt}, now())`,
      })
      .where(eq(leads.id, lead.id));
  }
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
