import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import {
  leadEventKinds,
  leadOrigins,
  leadReferredVia,
  leadStatuses,
  type SpamSignal,
  spamReasons,
} from "#contract/admin-fields.ts";
import { createdAt, instant, knownValues, serialId } from "./columns.ts";
import { accountOrNull } from "./owner.ts";

/**
 * Every lead: a person who asked the company for something, stored before they get an answer,
 * whichever way it came (`origin`: the contact form today). What may be spam waits in Check,
 * and spam is kept too, marked, so nothing a person wrote is ever lost to a false alarm. Created only through
 * server/leads/create-lead.ts. (Until migration 0016 this table was `contact_messages`.)
 */
export const leads = pgTable(
  "leads",
  {
    id: serialId(),
    /** How the lead reached the company. */
    origin: text({ enum: leadOrigins }).notNull().default("contact"),
    status: text({ enum: leadStatuses }).notNull().default("new"),
    /** Why it counts as spam ("admin" when marked by hand). */
    spamReason: text({ enum: spamReasons }),
    /**
     * How much it looked sent by a bot when it arrived, and what did (spam signals): from
     * server/leads/spam-score.ts, 0 and none for a lead no form sent.
     */
    spamScore: integer().notNull().default(0),
    spamSignals: text().array().$type<SpamSignal[]>().notNull().default(sql`'{}'::text[]`),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    company: text().notNull().default(""),
    phone: text().notNull().default(""),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The form token's random part: a token is good for one message only. */
    formNonce: text().unique("leads_form_nonce_unique"),
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
    // Attribution: taken from the site's own records when the lead arrived, never from the form.
    landingPath: text(),
    source: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** The last service page the visit viewed before the message. */
    servicePath: text(),
    /** The signed-in member who sent it, if one did. */
    senderUserId: accountOrNull(),
    /** Whom a won deal rewards: the referral link's owner, or the member's own referrer. */
    referrerId: accountOrNull(),
    referredVia: text({ enum: leadReferredVia }),
    /**
     * Keyed digests of the sender's client (its address, an IPv6 /64), network (IPv4 /24) and
     * browser (User-Agent), kept only when the lead has a referrer: a payout compares them with
     * the referrer's own sign-ins (a member who sends their own enquiry through their own link).
     */
    senderClient: text(),
    senderNetwork: text(),
    senderAgent: text(),
  },
  (table) => [
    ...knownValues(table.status, table.origin, table.referredVia),
    check("leads_value_positive", sql`${table.valuePkr} is null or ${table.valuePkr} > 0`),
    index("leads_follow_up_idx")
      .on(table.nextFollowUpOn)
      .where(sql`${table.nextFollowUpOn} is not null`),
    index("leads_referrer_idx").on(table.referrerId),
    check("leads_spam_reason", sql`(${table.status} = 'spam') = (${table.spamReason} is not null)`),
    index("leads_created_idx").on(table.createdAt),
    index("leads_status_idx").on(table.status, table.createdAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/**
 * A lead's history, append-only in practice (nothing updates it): how it arrived, every stage
 * change with its value and lost reason, every note and follow-up date, with the administrator
 * (none for its arrival) and the time.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serialId(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text({ enum: leadEventKinds }).notNull(),
    /** The administrator; null for the lead's arrival, and once their account is gone. */
    adminId: accountOrNull(),
    fromStatus: text({ enum: leadStatuses }),
    toStatus: text({ enum: leadStatuses }),
    valuePkr: bigint({ mode: "number" }),
    lostReason: text(),
    note: text(),
    followUpOn: date({ mode: "string" }),
    at: createdAt(),
  },
  (table) => [...knownValues(table.kind), index("lead_events_lead_idx").on(table.leadId, table.id)],
);
