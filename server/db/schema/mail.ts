import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns.ts";

/**
 * Mail waiting to be sent. Requests only insert here; the outbox worker sends, retries with
 * backoff, and blanks the body once sent (it can hold a reset link).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra header fields, such as Reply-To or List-Unsubscribe. */
    headers: jsonb().$type<Record<string, string>>(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    sentAt: instant(),
    lastError: text(),
    /** A worker holds the row until then; a crashed worker's rows become due again. */
    lockedUntil: instant(),
    /**
     * After this the message is useless (the link in it has expired): if still unsent, it is
     * deleted instead of sent, so a reset link never waits in the table in plain text.
     */
    expiresAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    index("mail_outbox_to_idx").on(table.to),
    index("mail_outbox_expires_idx").on(table.expiresAt).where(sql`${table.sentAt} is null`),
  ],
);
