import { enqueueMail } from "#server/mail/outbox.ts";
import { attributeLead, type LeadVisit } from "./attribute.ts";
import { type CreatedLead, createLead, type NewLead } from "./create-lead.ts";
import { queueForward } from "./forward.ts";
import type { LeadDeps, Written } from "./rules.ts";
import {
  describeJudgement,
  type FormSignals,
  judgeContactMessage,
  type SpamJudgement,
} from "./spam-score.ts";
import { contactNotificationMail } from "./templates.ts";

export type ContactLeadInput = {
  written: Written;
  /** What the form saw: its honeypot and its signed token (server/contact/form-token.ts). */
  form: Omit<FormSignals, "tokenReused">;
  visit: LeadVisit | null;
};

/** The lead a judged message becomes: its stage, score, signals and the history's reason. */
function asLead(judged: SpamJudgement) {
  const { spamScore, spamSignals } = judged;
  const stage =
    judged.stage === "spam"
      ? { stage: "spam" as const, spamReason: judged.spamReason }
      : { stage: judged.stage };
  return { ...stage, spamScore, spamSignals, note: describeJudgement(judged) };
}

/**
 * A message sent with the contact form becomes a lead, whatever it looks like: nothing a person
 * wrote is dropped. Its spam score (spam-score.ts) decides where it starts: New, Check (maybe a
 * bot, maybe a person in a hurry: an administrator decides, mark-not-spam.ts) or, on a sure
 * sign only, Spam. A New lead's e-mail to the company inbox (and its forward) are queued in the
 * transaction that stores it: once this returns, the message is safe whatever the mail server
 * does. Check and Spam are neither mailed nor forwarded; the overview and the morning digest
 * count Check.
 */
export async function createLeadFromContact(
  deps: Omit<LeadDeps, "clientBonusPoints">,
  input: ContactLeadInput,
): Promise<{ id: number; stage: SpamJudgement["stage"] }> {
  const attribution = await attributeLead(deps, input.visit);
  const { form, written } = input;
  const nonce = form.token.state === "valid" ? form.token.nonce : null;
  const base: Pick<NewLead, "origin" | "written" | "attribution"> = {
    origin: "contact",
    written,
    attribution,
  };
  const stored = await deps.db.transaction(async (tx) => {
    let judged = judgeContactMessage(written, form);
    let created: CreatedLead | null = await createLead(
      { db: tx },
      { ...base, ...asLead(judged), formNonce: nonce },
    );
    if (!created) {
      // The token was spent by another message: kept all the same, scored for the replay.
      judged = judgeContactMessage(written, { ...form, tokenReused: true });
      created = (await createLead({ db: tx }, { ...base, ...asLead(judged) }))!;
    }
    const { id, createdAt: receivedAt } = created;
    if (judged.stage !== "new") return { id, stage: judged.stage };
    const { mailTo: to, publicUrl } = deps;
    await enqueueMail(
      tx,
      contactNotificationMail({ to, id, message: written, receivedAt, publicUrl }),
    );
    if (deps.forward) await queueForward(tx, id);
    return { id, stage: judged.stage };
  });
  if (stored.stage === "new") deps.queued();
  return stored;
}
