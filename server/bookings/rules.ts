/**
 * What the booking use cases (one a file in this folder) share: their dependencies, the
 * consultations as the slot computation reads them, and the answers they give.
 */
import { nextSlotsOffered, type SlotTaken } from "#contract/bookings.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Insights } from "#server/insights/service.ts";
import type { WarningLog } from "#server/leads/rules.ts";
import {
  type Consultation,
  consultantBySlug,
  consultationBySlug,
  publicHolidays,
} from "#site/booking/consultations.ts";
import { siteTimeZone } from "#site/booking/zone.ts";
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

export type BookingDeps = {
  db: Queryable;
  insights: Pick<Insights, "visitOf">;
  log: WarningLog;
  /** The company inbox, told of each booking. */
  mailTo: string;
  publicUrl: string;
  clock: () => Date;
  calendars: BusyTimes;
  hours: HourSpending;
  /** Where a consultant's invitations go (CONSULTANT_EMAILS, else the company inbox). */
  consultantEmail: (consultant: string) => string;
  /** Called after mail was queued, so the job worker runs now. */
  queued: () => void;
};

export const timeZone = siteTimeZone;
export const holidays = publicHolidays.map((holiday) => holiday.date);

export const bookingMessages = {
  unknown: "There is no consultation of this kind.",
  membersOnly: "This consultation is for members with a consultancy hour to spend.",
  taken: "That time has just been taken. Choose another: here are the next free ones.",
  noneNext: "That time has just been taken, and nothing else is free in the next weeks.",
} as const;

export function consultationOr404(slug: string): Consultation {
  const consultation = consultationBySlug(slug);
  if (!consultation) throw new HttpError(404, bookingMessages.unknown, {}, "consultation");
  return consultation;
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
