import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { SpamReason } from "#contract/admin-fields.ts";
import {
  type ContactField,
  type ContactMessage,
  contactFieldLabels,
  contactFields,
  contactLimits,
  contactMessageSchema,
  isHoneypotFilled,
} from "#contract/contact.ts";
import type { Db } from "#server/db/index.ts";
import { contactDrafts, contactMessages } from "#server/db/schema/index.ts";
import { type LeadAttributionColumns, noAttribution } from "#server/leads/attribution.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { site } from "#site/facts.ts";
import type { FormTokenCheck, FormTokens } from "./form-token.ts";
import { queueForward } from "./forwarder.ts";
import { contactNotificationMail } from "./templates.ts";

export const contactAnswers = {
  /** Shown for every accepted message, spam included: a bot learns nothing from the answer. */
  received: (firstName: string) =>
    `✅ Thank you, ${firstName}. Your message has reached us. ${site.replyPromise.hero}`,
  tooMany: (wait: string) =>
    `You have sent several messages in a short time. Please try again in ${wait}, or call or e-mail us instead.`,
  notValid: "Your message could not be sent. Check the highlighted field and send it again.",
} as const;

/** A form's drafts are kept this long for the error page, then swept. */
const draftLifetime = sql`interval '1 hour'`;

export type Refusal = { message: string; field?: ContactField };

/** The first problem with a submission, as a sentence that names its field. */
export function describeProblem(input: unknown): Refusal | null {
  const parsed = contactMessageSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return { message: contactAnswers.notValid };
  const key = String(issue.path[0] ?? "");
  const field = (contactFields as readonly string[]).includes(key)
    ? (key as ContactField)
    : undefined;
  if (!field) return { message: "The form was not complete. Please fill it in again." };
  const text = issue.code === "invalid_type" ? "is required." : issue.message;
  return { message: `${contactFieldLabels[field]}: ${text}`, field };
}

type Written = Pick<
  ContactMessage,
  "firstName" | "lastName" | "company" | "phone" | "email" | "subject" | "message"
>;

/** What the sender wrote, without the form's traps: the part of a message kept and shown. */
export function writtenFields(from: Written): Written {
  const { firstName, lastName, company, phone, email, subject, message } = from;
  return { firstName, lastName, company, phone, email, subject, message };
}

export type ContactDeps = {
  db: Db;
  formTokens: FormTokens;
  mailTo: string;
  publicUrl: string;
  /** Pass accepted messages on to CONTACT_FORWARD_URL. */
  forward: boolean;
  /** Called after mail (and a forward) was queued, so the workers run now. */
  queued: () => void;
};

export function createContactService(deps: ContactDeps) {
  const { db } = deps;

  /** Why the message looks sent by a bot, judging by itself and its token; null if it does not. */
  function spamReason(message: ContactMessage, token: FormTokenCheck): SpamReason | null {
    if (isHoneypotFilled(message)) return "honeypot";
    if (token.state === "missing") return "no-token";
    if (token.state === "invalid") return "bad-token";
    if (deps.formTokens.isTooFast(token)) return "too-fast";
    return null;
  }

  /**
   * Stores the message, and for a real one queues the inbox's e-mail (and the forward), all in
   * one transaction: once this returns, the message is safe whatever the mail server does.
   */
  async function receive(
    message: ContactMessage,
    attribution: LeadAttributionColumns = noAttribution,
  ): Promise<{ id: number; spam: boolean }> {
    const token = deps.formTokens.check(message.formToken);
    const nonce = token.state === "valid" ? token.nonce : null;
    const suspected = spamReason(message, token);
    const fields = writtenFields(message);
    const { id, reason } = await db.transaction(async (tx) => {
      const stored = { id: contactMessages.id, createdAt: contactMessages.createdAt };
      // The unique nonce decides which message a token belongs to, even when two arrive at once.
      const [first] = await tx
        .insert(contactMessages)
        .values({
          ...fields,
          ...attribution,
          status: suspected ? "spam" : "new",
          spamReason: suspected,
          formNonce: nonce,
        })
        .onConflictDoNothing({ target: contactMessages.formNonce })
        .returning(stored);
      // A token already spent: kept all the same, as spam, so nothing a person wrote is lost.
      const reason: SpamReason | null = first ? suspected : "token-reused";
      const [row] = first
        ? [first]
        : await tx
            .insert(contactMessages)
            .values({ ...fields, ...attribution, status: "spam", spamReason: reason })
            .returning(stored);
      if (reason) return { id: row!.id, reason };
      await enqueueMail(
        tx,
        contactNotificationMail({
          to: deps.mailTo,
          id: row!.id,
          message,
          receivedAt: row!.createdAt,
          publicUrl: deps.publicUrl,
        }),
      );
      if (deps.forward) await queueForward(tx, row!.id);
      return { id: row!.id, reason };
    });
    if (!reason) deps.queued();
    return { id, spam: reason !== null };
  }

  /**
   * Keeps what a visitor without JavaScript typed into a refused form, so the error page can
   * show it again. Only the visible fields, each cut to its limit.
   */
  async function saveDraft(input: unknown, refusal: Refusal): Promise<string> {
    const source = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const name of contactFields) {
      const value = source[name];
      if (typeof value !== "string") continue;
      const limit = name === "message" ? contactLimits.message : 300;
      // Control characters (NUL above all, which PostgreSQL cannot store) are not worth keeping.
      fields[name] = value.replace(/[^\P{Cc}\t\n\r]/gu, "").slice(0, limit);
    }
    const id = randomBytes(16).toString("base64url");
    await db
      .delete(contactDrafts)
      .where(lt(contactDrafts.createdAt, sql`now() - ${draftLifetime}`));
    await db
      .insert(contactDrafts)
      .values({ id, fields, problem: refusal.message, field: refusal.field ?? null });
    return id;
  }

  async function readDraft(id: string) {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const [draft] = await db
      .select()
      .from(contactDrafts)
      .where(
        and(eq(contactDrafts.id, id), gt(contactDrafts.createdAt, sql`now() - ${draftLifetime}`)),
      );
    return draft ?? null;
  }

  return { receive, saveDraft, readDraft };
}

export type ContactService = ReturnType<typeof createContactService>;
