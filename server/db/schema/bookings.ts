import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookingStatuses, budgetRanges } from "#contract/booking-fields.ts";
import { createdAt, instant, knownValues, serialId } from "./columns.ts";
import { leads } from "./leads.ts";
import { accountOrNull } from "./owner.ts";

/**
 * A booked call (server/bookings/): the kind (its slug in content/consultations/), the consultant
 * (their slug in content/team/), the times, the answers and the lead it became. Created only
 * with its holds (below), in one transaction.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serialId(),
    consultation: text().notNull(),
    consultant: text().notNull(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    /** The kind's buffer when booked: kept free before and after the call. */
    bufferMinutes: integer().notNull(),
    status: text({ enum: bookingStatuses }).notNull().default("booked"),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull().default(""),
    need: text().notNull(),
    budget: text({ enum: budgetRanges }),
    /** The visitor's zone, for the times in their mail. */
    timeZone: text().notNull(),
    /** The lead the booking became; every booking is one. */
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    /** The member who booked it, signed in. */
    userId: accountOrNull(),
    /**
     * The booking's version: every change (moved, cancelled, marked a no-show) counts it up. A
     * reschedule or cancel link names the value it was made for, so it works once and no link
     * outlives a change (links.ts); it is also the invitation's SEQUENCE, which makes a calendar
     * replace the event it holds, and part of each reminder's key (reminders.ts).
     */
    linkVersion: integer().notNull().default(0),
    /**
     * When the call's current time was chosen (booked or moved), by the app's clock: a reminder
     * whose moment had passed by then is not sent, as the confirmation has just said it.
     */
    scheduledAt: instant().notNull().defaultNow(),
    /**
     * The member's consultancy hour this call spends (1 for their first, 2 for their second…),
     * null for a call of another kind. See the unique index below.
     */
    consultancyHour: integer(),
    createdAt: createdAt(),
    cancelledAt: instant(),
  },
  (table) => [
    ...knownValues(table.status, table.budget),
    check("bookings_times", sql`${table.endsAt} > ${table.startsAt}`),
    index("bookings_starts_idx").on(table.startsAt),
    index("bookings_consultant_idx").on(table.consultant, table.startsAt),
    /**
     * A member's hour backs one call that still stands: two requests spending the same hour
     * cannot both commit, on any number of instances. A cancelled call gives its hour back
     * (whoever cancels it only sets the status).
     */
    uniqueIndex("bookings_consultancy_hour_once")
      .on(table.userId, table.consultancyHour)
      .where(sql`${table.consultancyHour} is not null and ${table.status} <> 'cancelled'`),
    check(
      "bookings_consultancy_hour_positive",
      sql`${table.consultancyHour} is null or ${table.consultancyHour} >= 1`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The quarter-hours a booked call holds on its consultant's diary, from its start to the end of
 * its buffer. The primary key is the rule "a consultant's time is taken at most once": two
 * requests for overlapping calls, on any number of instances, cannot both commit. A cancelled
 * call's holds are deleted, which frees its time.
 */
export const bookingHolds = pgTable(
  "booking_holds",
  {
    consultant: text().notNull(),
    at: instant().notNull(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ name: "booking_holds_pkey", columns: [table.consultant, table.at] }),
    index("booking_holds_booking_idx").on(table.bookingId),
  ],
);
