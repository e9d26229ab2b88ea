import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { leadStatuses, spamReasons } from "#contract/admin-fields.ts";
import { createdAt, instant, oneOf } from "./columns.ts";

/**
 * Every message sent with the contact form, stored before the sender gets an answer. Spam
 * (the honeypot filled, or sent faster than a person can type) is kept too, marked, so nothing
 * a person wrote is ever lost to a false alarm.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: text({ enum: leadStatuses }).notNull().default("new"),
    /** Why it counts as spam ("admin" when marked by hand). */
    spamReason: text({ enum: spamReasons }),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    company: text().notNull().default(""),
    phone: text().notNull().default(""),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The form token's random part: a token is good for one message only. */
    formNonce: text().unique("contact_messages_form_nonce_unique"),
    createdAt: createdAt(),
    handledAt: instant(),
  },
  (table) => [
    check("contact_messages_status_known", oneOf(table.status, leadStatuses)),
    check(
      "contact_messages_spam_reason",
      sql`(${table.status} = 'spam') = (${table.spamReason} is not null)`,
    ),
    index("contact_messages_created_idx").on(table.createdAt),
    index("contact_messages_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * What a visitor without JavaScript typed into a form the server refused, kept for an hour so
 * the error page can show the form filled in again (a message is too long for a URL).
 */
export const contactDrafts = pgTable(
  "contact_drafts",
  {
    /** 128 random bits: the page's address carries it. */
    id: text().primaryKey(),
    fields: jsonb().$type<Record<string, string>>().notNull(),
    /** The sentence the error page shows. */
    problem: text().notNull(),
    /** The form field at fault, if one is. */
    field: text(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_drafts_created_idx").on(table.createdAt)],
);
