import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import {
  type ContactField,
  contactFieldLabels,
  contactFields,
  contactLimits,
  contactMessageSchema,
} from "#contract/contact.ts";
import type { Db } from "#server/db/index.ts";
import { contactDrafts } from "#server/db/schema/index.ts";
import { site } from "#site/facts.ts";

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

/**
 * The drafts of the error page a browser without JavaScript lands on when the server refused
 * its post. A message the server accepts becomes a lead (server/leads/create-from-contact.ts).
 */
export function createContactService(deps: { db: Db }) {
  const { db } = deps;

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

  return { saveDraft, readDraft };
}

export type ContactService = ReturnType<typeof createContactService>;
