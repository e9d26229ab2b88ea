/**
 * What the booking use cases (one a file in this folder) share: their dependencies, the
 * consultations as the slot computation reads them, and the answers they give.
 */
import {
  type BookedCall,
  bookingPath,
  nextSlotsOffered,
  type SlotTaken,
} from "#contract/bookings.ts";
import type { Tx } from "#server/db/index.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { type BookingRow, bookings } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import type { LeadDeps } from "#server/leads/rules.ts";
import {
  type Consultation,
  consultantBySlug,
  consultationBySlug,
  publicHolidays,
} from "#site/booking/consultations.ts";
import { siteTimeZone } from "#site/booking/zone.ts";
import type { BookingLinks } from "./links.ts";
import type { Span } from "./slots.ts";

/** Busy times from the consultants' own calendars (CalDAV), or none when none is connected. */
export type BusyTimes = {
  busyOf(consultant: string, range: Span): Promise<Span[]>;
};

export const noCalendars: BusyTimes = { busyOf: async () => [] };

/**
 * A member's consultancy hours (server/consultancy-hours/), for a consultation only members
 * with an hour may book: checked before a slot is held, spent in the booking's transaction.
 */
export type HourSpending = {
  check(userId: string): Promise<void>;
  spend(tx: Tx, input: { userId: string; bookingId: number }): Promise<void>;
};

/**
 * Everything a booking use case may need. A booked call becomes a lead (book-call.ts), so the
 * deps include what the lead's attribution and its mail to the company inbox take.
 */
export type BookingDeps = Pick<LeadDeps, "db" | "insights" | "log" | "mailTo" | "publicUrl"> & {
  clock: () => Date;
  calendars: BusyTimes;
  hours: HourSpending;
  /** Where a consultant's invitations go (CONSULTANT_EMAILS, else the company inbox). */
  consultantEmail: (consultant: string) => string;
  /** Called after mail was queued, so the job worker runs now. */
  queued: () => void;
  /** The signed reschedule and cancel links of the visitor's mails. */
  links: BookingLinks;
};

export const timeZone = siteTimeZone;
export const holidays = publicHolidays.map((holiday) => holiday.date);

export const bookingMessages = {
  unknown: "There is no consultation of this kind.",
  membersOnly: "This consultation is for members with a consultancy hour to spend.",
  taken: "That time has just been taken. Choose another: here are the next free ones.",
  noneNext: "That time has just been taken, and nothing else is free in the next weeks.",
  unknownConsultant: "There is no consultant of this name for this consultation.",
  notFound: "There is no booked call with this number.",
  linkInvalid:
    "This link is not valid. Open the link in the latest e-mail about your call, or reply to that e-mail.",
  linkUsed:
    "This link has been used: the call was moved or cancelled since. The latest e-mail about it has the links that work now.",
  linkExpired:
    "The call's time has come, so it can no longer be moved or cancelled here. Reply to the confirmation e-mail to reach us.",
  sameTime: "The call is already at that time. Choose another time to move it to.",
  notBooked: "This call is no longer booked: it was cancelled or marked a no-show.",
  over: "This call is over: it can be marked a no-show, not cancelled.",
  notYet: "A call can be marked a no-show once its time has come.",
} as const;

/** A booking, locked for a change: changes of one booking run one after the other. */
export async function lockedBooking(tx: Tx, id: number) {
  const booking = await lockedRow(tx, bookings, id);
  if (!booking) throw new HttpError(404, bookingMessages.notFound);
  return booking;
}

export function consultationOr404(slug: string): Consultation {
  const consultation = consultationBySlug(slug);
  if (!consultation) throw new HttpError(404, bookingMessages.unknown, {}, "consultation");
  return consultation;
}

/** The consultation as one of its consultants takes it: the slots of that person only. */
export function consultationWith(consultation: Consultation, consultant: string): Consultation {
  if (!consultation.consultants.includes(consultant))
    throw new HttpError(404, bookingMessages.unknownConsultant, {}, "consultant");
  return { ...consultation, consultants: [consultant] };
}

export function consultantName(slug: string): { name: string; role: string } {
  const consultant = consultantBySlug(slug);
  return { name: consultant?.name ?? slug, role: consultant?.role ?? "" };
}

/** 409: the slot is gone; the body offers the next free ones (contract: SlotTaken). */
export class SlotTakenError extends HttpError {
  constructor(readonly body: SlotTaken) {
    super(409, body.message, {}, "start");
  }
}

export function slotTaken(next: readonly { start: number; end: number }[]): SlotTakenError {
  return new SlotTakenError({
    message: next.length > 0 ? bookingMessages.taken : bookingMessages.noneNext,
    field: "start",
    nextSlots: next.slice(0, nextSlotsOffered).map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  });
}

/** A stored booking as the visitor's pages show it, with the line that says what happened. */
export function bookedCallOf(row: BookingRow, message: string): BookedCall {
  return {
    id: row.id,
    consultation: row.consultation,
    title: consultationBySlug(row.consultation)?.title ?? row.consultation,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    consultant: consultantName(row.consultant),
    status: row.status,
    message,
  };
}

/** Where another call of a kind is booked: its page, or the dashboard for a member's hour. */
export function rebookPath(consultation: string): string {
  return consultationBySlug(consultation)?.audience === "anyone"
    ? bookingPath({ consultation })
    : "/dashboard";
}
