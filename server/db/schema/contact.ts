import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import {
  leadEventKinds,
  leadReferredVia,
  leadStatuses,
  spamReasons,
} from "#contract/admin-fields.ts";
import { createdAt, instant, nullOrOneOf, oneOf, serialId } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every message sent with the contact form, stored before the sender gets an answer. Spam
 * (the honeypot filled, or sent faster than a person can type) is kept too, marked, so nothing
 * a person wrote is ever lost to a false alarm.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serialId(),
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
    /** When it first left "new" (was contacted, or went further). */
    handledAt: instant(),
    /** The deal's value in PKR: proposed, then won. */
    valuePkr: bigint({ mode: "number" }),
    lostReason: text(),
    /** When it was last marked won: the day its value counts as revenue. */
    wonAt: instant(),
    /** The next follow-up, a day in the site's time zone. */
    nextFollowUpOn: date({ mode: "string" }),
    // Attribution: taken from the site's own records when the message arrived, never from the form.
    landingPath: text(),
    source: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** The last service page the visit viewed before the message. */
    servicePath: text(),
    /** The signed-in member who sent it, if one did. */
    senderUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Whom a won deal rewards: the referral link's owner, or the member's own referrer. */
    referrerId: uuid().references(() => users.id, { onDelete: "set null" }),
    referredVia: text({ enum: leadReferredVia }),
  },
  (table) => [
    check("contact_messages_status_known", oneOf(table.status, leadStatuses)),
    check(
      "contact_messages_value_positive",
      sql`${table.valuePkr} is null or ${table.valuePkr} > 0`,
    ),
    check("contact_messages_referred_via_known", nullOrOneOf(table.referredVia, leadReferredVia)),
    index("contact_messages_follow_up_idx")
      .on(table.nextFollowUpOn)
      .where(sql`${table.nextFollowUpOn} is not null`),
    index("contact_messages_referrer_idx").on(table.referrerId),
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

/**
 * A lead's history, append-only in practice (nothing updates it): every stage change with its
 * value and lost reason, every note and follow-up date, with the administrator and the time.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serialId(),
    leadId: integer()
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    kind: text({ enum: leadEventKinds }).notNull(),
    /** The administrator; null once their account is gone. */
    adminId: uuid().references(() => users.id, { onDelete: "set null" }),
    fromStatus: text({ enum: leadStatuses }),
    toStatus: text({ enum: leadStatuses }),
    valuePkr: bigint({ mode: "number" }),
    lostReason: text(),
    note: text(),
    followUpOn: date({ mode: "string" }),
    at: createdAt(),
  },
  (table) => [
    check("lead_events_kind_known", oneOf(table.kind, leadEventKinds)),
    index("lead_events_lead_idx").on(table.leadId, table.id),
  ],
);
