import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { newsletterStatuses } from "#contract/newsletter-fields.ts";
import { createdAt, instant, knownValues, serialId } from "./columns.ts";

/**
 * Newsletter subscriptions with double opt-in: "pending" until the link in the confirmation
 * e-mail is opened. Only the SHA-256 of the confirmation token is kept; the unsubscribe token is
 * kept as it is, because every newsletter e-mail (and the subscriber export) carries it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serialId(),
    /** Trimmed and lower-cased. */
    email: text().notNull().unique("newsletter_subscribers_email_unique"),
    status: text({ enum: newsletterStatuses }).notNull().default("pending"),
    confirmTokenHash: text().unique("newsletter_subscribers_confirm_unique"),
    confirmExpiresAt: instant(),
    unsubscribeToken: text().notNull().unique("newsletter_subscribers_unsubscribe_unique"),
    /** When the latest confirmation e-mail was asked for. */
    requestedAt: instant().notNull().defaultNow(),
    confirmedAt: instant(),
    unsubscribedAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    ...knownValues(table.status),
    check("newsletter_subscribers_email_lowercase", sql`${table.email} = lower(${table.email})`),
    index("newsletter_subscribers_status_idx").on(table.status, table.createdAt),
  ],
);
