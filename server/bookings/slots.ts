import type { Weekday } from "#site/booking/schema.ts";
import { addDays, dayIn, instantAt, minutesOf, weekdayOf } from "#site/booking/zone.ts";

/**
 * Free slots, computed without a database or a clock of its own: given the rules of a kind of
 * consultation, each consultant's week, leave and taken times, the public holidays and "now", it
 * returns every start a visitor may book, with the consultants free then. The booking use case
 * feeds it from the database and the consultants' calendars; it is the one place the rules live.
 */

export type SlotRules = {
  durationMinutes: number;
  /** Kept free before and after each call. */
  bufferMinutes: number;
  minimumNoticeHours: number;
  bookingWindowDays: number;
  /** Calls of this kind per consultant and day, at most. */
  dailyLimit: number;
  slotEveryMinutes: number;
};

export type Span = { start: number; end: number };

/** A call already booked with a consultant (any kind): its times, kind and buffer. */
export type TakenCall = Span & { kind: string; bufferMinutes: number };

export type ConsultantWeek = {
  id: string;
  /** Working hours by weekday, wall-clock "HH:MM" in `timeZone`. */
  hours: Partial<Record<Weekday, readonly { from: string; to: string }[]>>;
  daysOff: readonly string[];
  /** The site's own bookings with this consultant. */
  calls: readonly TakenCall[];
  /** Busy times from the consultant's own calendar (CalDAV). */
  busy: readonly Span[];
};

export type SlotQuery = {
  /** The kind of consultation asked for, as `TakenCall.kind` names it (its daily limit counts these). */
  kind: string;
  rules: SlotRules;
  consultants: readonly ConsultantWeek[];
  holidays: readonly string[];
  now: number;
  timeZone: string;
  /** Only slots starting in [from, to): a page of the window (the whole window by default). */
  from?: number;
  to?: number;
};

export type Slot = { start: number; end: number; consultants: string[] };

const minute = 60_000;

/** Whether two half-open spans overlap. */
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The first instant a slot may start: now plus the notice. */
export const earliestStart = (rules: SlotRules, now: number) =>
  now + rules.minimumNoticeHours * 60 * minute;

/** The instant the booking window closes. */
export const windowEnd = (rules: SlotRules, now: number) =>
  now + rules.bookingWindowDays * 24 * 60 * minute;

/** Whether the consultant is free for `slot`: no call or busy time within the buffers. */
function isFree(week: ConsultantWeek, slot: Span, rules: SlotRules): boolean {
  for (const call of week.calls) {
    const buffer = Math.max(call.bufferMinutes, rules.bufferMinutes) * minute;
    if (overlaps(slot, { start: call.start - buffer, end: call.end + buffer })) return false;
  }
  const buffer = rules.bufferMinutes * minute;
  return !week.busy.some((busy) =>
    overlaps(slot, { start: busy.start - buffer, end: busy.end + buffer }),
  );
}

/** Calls of this kind the consultant has on each day (in the site's zone). */
function callsPerDay(week: ConsultantWeek, kind: string, timeZone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of week.calls) {
    if (call.kind !== kind) continue;
    const day = dayIn(call.start, timeZone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** The starts one consultant offers on one day, before the other consultants are merged in. */
function startsOn(day: string, week: ConsultantWeek, query: SlotQuery, range: Span): Span[] {
  const { rules, timeZone } = query;
  const spans = week.hours[weekdayOf(day)] ?? [];
  const length = rules.durationMinutes;
  const found: Span[] = [];
  for (const span of spans) {
    const last = minutesOf(span.to) - length;
    for (let at = minutesOf(span.from); at <= last; at += rules.slotEveryMinutes) {
      const start = instantAt(day, at, timeZone);
      if (start < range.start || start >= range.end) continue;
      const slot = { start, end: start + length * minute };
      if (isFree(week, slot, rules)) found.push(slot);
    }
  }
  return found;
}

/**
 * Every free slot of the query's window, earliest first: a start on the consultant's grid within
 * their working hours (the whole call inside them), not on a holiday or day off, at least the
 * minimum notice from now and inside the booking window, clear of every call and busy time by
 * the buffer, on a day the consultant has not reached the daily limit of this kind.
 */
export function freeSlots(query: SlotQuery): Slot[] {
  const { rules, now, timeZone } = query;
  const range = {
    start: Math.max(earliestStart(rules, now), query.from ?? -Infinity),
    end: Math.min(windowEnd(rules, now), query.to ?? Infinity),
  };
  if (range.start >= range.end) return [];
  const holidays = new Set(query.holidays);
  const slots = new Map<number, Slot>();
  // A day before and after the range in the site's zone: the range's ends are instants.
  const first = addDays(dayIn(range.start, timeZone), -1);
  const last = addDays(dayIn(range.end, timeZone), 1);
  for (const week of query.consultants) {
    const daysOff = new Set(week.daysOff);
    const perDay = callsPerDay(week, query.kind, timeZone);
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (holidays.has(day) || daysOff.has(day)) continue;
      if ((perDay.get(day) ?? 0) >= rules.dailyLimit) continue;
      for (const { start, end } of startsOn(day, week, query, range)) {
        const slot = slots.get(start) ?? { start, end, consultants: [] };
        slot.consultants.push(week.id);
        slots.set(start, slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start - b.start);
}
