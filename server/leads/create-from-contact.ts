import type { SpamReason } from "#contract/admin-fields.ts";
import { contactMinFillMs } from "#contract/contact-fields.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { attributeLead, type LeadVisit } from "./attribute.ts";
import { createLead, type StartingStage } from "./create-lead.ts";
import { queueForward } from "./forward.ts";
import type { LeadDeps, Written } from "./rules.ts";
import { contactNotificationMail } from "./templates.ts";

/**
 * What the contact form observed about a message, beside what the person wrote: whether the
 * hidden honeypot field was filled in, and the form's signed token (server/contact/form-token.ts):
 * missing, not ours, or valid with its age and its single-use nonce.
 */
export type ContactFormCheck = {
  honeypot: boolean;
  token:
    | { state: "missing" }
    | { state: "invalid" }
    | { state: "valid"; ageMs: number; nonce: string };
};

export type ContactLeadInput = {
  written: Written;
  form: ContactFormCheck;
  visit: LeadVisit | null;
};

/** Why the message looks sent by a bot, judging by its form; null if it does not. */
function spamReasonOf(form: ContactFormCheck): SpamReason | null {
  if (form.honeypot) return "honeypot";
  if (form.token.state === "missing") return "no-token";
  if (form.token.state === "invalid") return "bad-token";
  if (form.token.ageMs < contactMinFillMs) return "too-fast";
  return null;
}

const stageOf = (reason: SpamReason | null): StartingStage =>
  reason ? { stage: "spam", spamReason: reason } : { stage: "new" };

/**
 * A message sent with the contact form becomes a lead. It is stored, and for a real one the
 * company inbox's e-mail (and the forward) queued, in one transaction: once this returns, the
 * message is safe whatever the mail server does. A message that looks sent by a bot is kept
 * too, as spam, and neither mailed nor forwarded.
 */
export async function createLeadFromContact(
  deps: Omit<LeadDeps, "clientBonusPoints">,
  input: ContactLeadInput,
): Promise<{ id: number; spam: boolean }> {
  const attribution = await attributeLead(deps, input.visit);
  const { form, written } = input;
  const suspected = spamReasonOf(form);
  const nonce = form.token.state === "valid" ? form.token.nonce : null;
  const lead = { origin: "contact", written, attribution } as const;
  const stored = await deps.db.transaction(async (tx) => {
    const first = await createLead(
      { db: tx },
      { ...lead, ...stageOf(suspected), formNonce: nonce },
    );
    // A token already spent: kept all the same, as spam, so nothing a person wrote is lost.
    const created =
      first ?? (await createLead({ db: tx }, { ...lead, ...stageOf("token-reused") }));
    const { id, createdAt: receivedAt } = created!;
    if (!first || suspected) return { id, spam: true };
    const { mailTo: to, publicUrl } = deps;
    await enqueueMail(
      tx,
      contactNotificationMail({ to, id, message: written, receivedAt, publicUrl }),
    );
    if (deps.forward) await queueForward(tx, id);
    return { id, spam: false };
  });
  if (!stored.spam) deps.queued();
  return stored;
}
