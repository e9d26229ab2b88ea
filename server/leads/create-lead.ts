import type { LeadOrigin, LeadStatus, SpamReason, SpamSignal } from "#contract/admin-fields.ts";
import { leadEvents, leads } from "#server/db/schema/index.ts";
import type { LeadAttributionColumns } from "./attribute.ts";
import { type LeadDeps, type Written, writtenFields } from "./rules.ts";

/**
 * A lead as a source hands it over. Every way a lead reaches the company (the contact form in
 * create-from-contact.ts; a booked call, the site assistant) is a use case of its own that
 * gathers these and calls `createLead`:
 *
 * ```ts
 * const attribution = await attributeLead(deps, { client, memberId }); // before the transaction
 * await deps.db.transaction(async (tx) => {
 *   const lead = await createLead({ db: tx }, { origin: "booking", stage: "call-booked", … });
 *   // …the source's own rows and mail, in the same transaction
 * });
 * ```
 */
export type NewLead = StartingStage & {
  /** How it came: a value of `leadOrigins` (contract/admin-fields.ts). */
  origin: LeadOrigin;
  /**
   * What the person wrote, each field as they wrote it (`subject` names what kind of lead it
   * is; `message` is the enquiry, or a conversation's transcript).
   */
  written: Written;
  /** From `attributeLead`, or `noAttribution` for a lead no visit brought. */
  attribution: LeadAttributionColumns;
  /** How much it looked sent by a bot, and why (spam-score.ts); none for a lead no form sent. */
  spamScore?: number;
  spamSignals?: SpamSignal[];
  /** A line for the lead's history under its arrival: why it starts in this stage. */
  note?: string | null;
  /** A form token's nonce: the lead is not created when another lead already used it. */
  formNonce?: string | null;
};

/**
 * The stage a lead starts in: "new" for a real enquiry; "check" when it may be spam and may be
 * a person; "spam", with its reason, only when sure.
 */
export type StartingStage =
  | { stage: Exclude<LeadStatus, "spam">; spamReason?: never }
  | { stage: "spam"; spamReason: SpamReason };

export type CreatedLead = { id: number; createdAt: Date };

/**
 * Creates a lead: the one place a `leads` row is inserted. The row (with its attribution and
 * starting stage) and the first entry of its history ("received", into that stage, with the
 * note) are written together, in `deps.db` (the caller's transaction, when it passes one).
 * Returns null, writing nothing, only when `formNonce` was already used by another lead: two
 * leads sent at once with one token find that out here, whatever the number of instances.
 *
 * What a lead's source does around it stays in the source's use case: telling the company
 * inbox, forwarding it (forward.ts), counting the conversion.
 */
export async function createLead(
  deps: Pick<LeadDeps, "db">,
  lead: NewLead,
): Promise<CreatedLead | null> {
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leads)
      .values({
        ...writtenFields(lead.written),
        ...lead.attribution,
        origin: lead.origin,
        status: lead.stage,
        spamReason: lead.spamReason ?? null,
        spamScore: lead.spamScore ?? 0,
        spamSignals: lead.spamSignals ?? [],
        formNonce: lead.formNonce ?? null,
      })
      .onConflictDoNothing({ target: leads.formNonce })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!created) return null;
    await tx.insert(leadEvents).values({
      leadId: created.id,
      kind: "received",
      toStatus: lead.stage,
      note: lead.note || null,
      at: created.createdAt,
    });
    return created;
  });
}
