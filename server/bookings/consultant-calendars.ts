import type { CalendarAccount, Config } from "#server/config.ts";
import { describeFailure } from "#server/jobs/worker.ts";
import type { WarningLog } from "#server/leads/rules.ts";
import { consultations } from "#site/booking/consultations.ts";
import { type CalDavCalendar, CalendarError, caldavCalendar } from "./caldav.ts";
import { bookingUid } from "./invitation.ts";
import { type BusyTimes, timeZone } from "./rules.ts";
import type { Span } from "./slots.ts";

/**
 * The consultants' own calendars (CONSULTANT_CALENDARS), as the slot computation reads them.
 *
 * One reading of a calendar reaches from the start asked for over the longest booking window, and
 * is kept `cacheMs` (a minute): the picker's pages, a booking's check and the next free slots
 * offered after a refusal are answered from it, and requests arriving during a reading share it.
 *
 * A calendar that fails or does not answer within CALENDAR_TIMEOUT is logged, and its consultant's
 * slots are listed with the busy times last read (none, if it never answered): the site's own
 * bookings still hold each time once, the consultant gets the invitation by mail and the event
 * when the calendar is back (calendar-sync.ts), and a clash with a private appointment is moved
 * with the visitor. Hiding the slots instead would close the site's main call to action whenever
 * a calendar provider has a bad minute. It is tried again after `cacheMs`, not on every request.
 */

export type ConsultantCalendars = BusyTimes & {
  /** The consultant's calendar, or null when none is connected. */
  calendarOf(consultant: string): CalDavCalendar | null;
};

type Reading = {
  busy: Span[];
  /** The window the busy times are known for. */
  known: Span | null;
  readAt: number;
  failedAt: number;
  pending?: Promise<void>;
};

const covers = (outer: Span | null, inner: Span) =>
  outer !== null && outer.start <= inner.start && inner.end <= outer.end;

export function createConsultantCalendars(deps: {
  accounts: Record<string, CalendarAccount>;
  timeoutMs: number;
  /** How long a reading is used: 60 s by default. */
  cacheMs?: number;
  /** How far ahead one reading reaches: the longest booking window. */
  horizonMs: number;
  /** Karachi: where floating times and all-day events are read. */
  timeZone: string;
  /** The site's own bookings, which the database holds already. */
  ignoreUid: (uid: string) => boolean;
  log: WarningLog;
  /** Real time, for the readings' age (the app's clock may be set for a test). */
  now?: () => number;
  fetch?: typeof fetch;
}): ConsultantCalendars {
  const cacheMs = deps.cacheMs ?? 60_000;
  const now = deps.now ?? Date.now;
  const calendars = new Map(
    Object.entries(deps.accounts).map(([consultant, account]) => [
      consultant,
      caldavCalendar(account, {
        timeoutMs: deps.timeoutMs,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }),
    ]),
  );
  const readings = new Map<string, Reading>();

  async function read(consultant: string, calendar: CalDavCalendar, reading: Reading, range: Span) {
    const window = { start: range.start, end: Math.max(range.end, range.start + deps.horizonMs) };
    try {
      reading.busy = await calendar.busy(window, {
        timeZone: deps.timeZone,
        ignoreUid: deps.ignoreUid,
      });
      reading.known = window;
      reading.readAt = now();
    } catch (error) {
      reading.failedAt = now();
      deps.log.warn(
        {
          calendar: {
            consultant,
            error: describeFailure(error),
            ...(error instanceof CalendarError ? { detail: error.message } : {}),
          },
        },
        "consultant's calendar not read: slots listed with the busy times last known",
      );
    }
  }

  return {
    calendarOf: (consultant) => calendars.get(consultant) ?? null,
    async busyOf(consultant, range) {
      const calendar = calendars.get(consultant);
      if (!calendar) return [];
      let reading = readings.get(consultant);
      if (!reading) {
        reading = { busy: [], known: null, readAt: -Infinity, failedAt: -Infinity };
        readings.set(consultant, reading);
      }
      const at = now();
      const fresh = at - reading.readAt < cacheMs && covers(reading.known, range);
      const resting = at - reading.failedAt < cacheMs;
      if (reading.pending) await reading.pending;
      else if (!fresh && !resting) {
        const current = reading;
        current.pending = read(consultant, calendar, current, range).finally(() => {
          current.pending = undefined;
        });
        await current.pending;
      }
      return reading.busy.filter((busy) => busy.start < range.end && range.start < busy.end);
    },
  };
}

const day = 24 * 60 * 60_000;

/** Whether a UID is one of this site's bookings: its own events are not busy times to it. */
export function isBookingUid(publicUrl: string): (uid: string) => boolean {
  const host = new URL(publicUrl).hostname;
  return (uid) => {
    const id = /^booking-(\d+)@/.exec(uid)?.[1];
    return id !== undefined && bookingUid(Number(id), host) === uid;
  };
}

/** The calendars CONSULTANT_CALENDARS connects, read over the longest booking window. */
export function consultantCalendarsOf(
  config: Pick<Config, "CONSULTANT_CALENDARS" | "CALENDAR_TIMEOUT" | "PUBLIC_URL">,
  log: WarningLog,
  options: { cacheMs?: number } = {},
): ConsultantCalendars {
  return createConsultantCalendars({
    accounts: config.CONSULTANT_CALENDARS,
    timeoutMs: config.CALENDAR_TIMEOUT * 1000,
    ...(options.cacheMs !== undefined ? { cacheMs: options.cacheMs } : {}),
    // A day either side: the slot computation reads buffers and daily limits over the edges.
    horizonMs: (Math.max(...consultations.map((kind) => kind.bookingWindowDays)) + 2) * day,
    timeZone,
    ignoreUid: isBookingUid(config.PUBLIC_URL),
    log,
  });
}
