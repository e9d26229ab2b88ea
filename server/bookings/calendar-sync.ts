import { eq } from "drizzle-orm";
import ical, { ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { z } from "zod";
import { budgetRangeLabels } from "#contract/booking-fields.ts";
import type { Queryable } from "#server/db/index.ts";
import { type BookingRow, bookings } from "#server/db/schema/index.ts";
import { defineJob, enqueue } from "#server/jobs/queue.ts";
import { type JobWorker, type RetryOptions, retrySchedule } from "#server/jobs/worker.ts";
import { consultationBySlug } from "#site/booking/consultations.ts";
import { site } from "#site/facts.ts";
import type { ConsultantCalendars } from "./consultant-calendars.ts";
import { bookingUid } from "./invitation.ts";

/**
 * Each booked call as an event in its consultant's own calendar (CONSULTANT_CALENDARS), through
 * the job queue: booking, moving or cancelling a call only queues a job in its transaction, so a
 * slow calendar never slows the visitor's answer, and one that is down gets the event when it is
 * back (retried with backoff, 30 s doubling to an hour, for about a day).
 *
 * The job puts the calendar in line with the booking as it is when the job runs, not as it was
 * when queued: a call booked, moved and cancelled in quick succession ends with no event, in
 * whatever order the retries land. So writing and removing are the same job, two names for the
 * caller's intent.
 */

export const calendarEventJob = defineJob(
  "booking-calendar-event",
  z.object({ bookingId: z.number().int(), consultant: z.string() }),
);

type BookingRef = { id: number; consultant: string };

const queueSync = (tx: Queryable, booking: BookingRef) =>
  enqueue(tx, calendarEventJob, { bookingId: booking.id, consultant: booking.consultant });

/**
 * After a call is booked or moved, in its transaction: the consultant's calendar gets the event
 * (same UID as the invitation mailed, so the two are one event), or has it updated.
 */
export async function writeBookingEvent(tx: Queryable, booking: BookingRef): Promise<void> {
  await queueSync(tx, booking);
}

/**
 * After a call is cancelled (or given to another consultant: then call it for the one it left,
 * and writeBookingEvent for the one it went to), in its transaction: the event is removed.
 */
export async function removeBookingEvent(tx: Queryable, booking: BookingRef): Promise<void> {
  await queueSync(tx, booking);
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The event as stored in the consultant's calendar: a plain event, with no METHOD (RFC 4791
 * forbids one in a stored object) and no organizer or attendees, so a calendar server that
 * schedules (iCloud, Fastmail, Nextcloud) does not mail the visitor an invitation of its own
 * beside ours. Who booked and what they need are in its description.
 */
export function calendarEventOf(row: BookingRow, options: { publicUrl: string; now: Date }) {
  const base = options.publicUrl.replace(/\/+$/, "");
  const host = new URL(options.publicUrl).hostname;
  const title = consultationBySlug(row.consultation)?.title ?? row.consultation;
  const who = `${oneLine(row.name)}${row.company ? `, ${oneLine(row.company)}` : ""}`;
  const calendar = ical({ prodId: { company: host, product: "bookings", language: "EN" } });
  calendar.createEvent({
    id: bookingUid(row.id, host),
    // Each use of a reschedule or cancel link counts one up: later versions replace earlier ones.
    sequence: row.linkVersion,
    start: row.startsAt,
    end: row.endsAt,
    stamp: options.now,
    summary: `${title}: ${who}`,
    description: [
      `${title} booked on ${site.brand.name}'s site by ${oneLine(row.name)} <${row.email}>${row.company ? ` of ${oneLine(row.company)}` : ""}.`,
      `What they need: ${row.need}`,
      ...(row.budget ? [`Budget: ${budgetRangeLabels[row.budget]}`] : []),
      `Their time zone: ${row.timeZone}`,
      ...(row.leadId ? [`The lead: ${base}/admin/leads/${row.leadId}`] : []),
    ].join("\n\n"),
    status: ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  return calendar.toString();
}

/** Puts the consultant's calendar in line with the booking: its event, or none. */
export async function syncBookingEvent(
  deps: { db: Queryable; calendars: Pick<ConsultantCalendars, "calendarOf">; publicUrl: string },
  job: { bookingId: number; consultant: string },
  now: Date = new Date(),
): Promise<void> {
  const calendar = deps.calendars.calendarOf(job.consultant);
  // No calendar connected (any more): nothing to keep in line.
  if (!calendar) return;
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.id, job.bookingId));
  const uid = bookingUid(job.bookingId, new URL(deps.publicUrl).hostname);
  // A no-show keeps its event: the time was given to the call.
  if (!row || row.status === "cancelled" || row.consultant !== job.consultant) {
    await calendar.remove(uid);
    return;
  }
  await calendar.put(uid, calendarEventOf(row, { publicUrl: deps.publicUrl, now }));
}

/** The job's handler: network work, so outside a transaction (at least once; it is idempotent). */
export function registerCalendarSync(
  worker: JobWorker,
  deps: { calendars: Pick<ConsultantCalendars, "calendarOf">; publicUrl: string },
  options: RetryOptions = {},
): void {
  worker.register(calendarEventJob, {
    inTransaction: false,
    ...retrySchedule(options, { retryBaseMs: 30_000, retryMaxMs: 60 * 60_000, maxAttempts: 30 }),
    handle: (db, payload) => syncBookingEvent({ ...deps, db }, payload),
  });
}
