/**
 * Wall-clock time in a named time zone, with the platform's Intl only (no zone database of our
 * own): the slot computation turns Karachi working hours into instants with it, and the booking
 * page groups and labels slots in the visitor's zone. Days are "YYYY-MM-DD" strings.
 */

/** The site's time zone: working hours, holidays and the admin's agenda are in it. */
export const siteTimeZone = "Asia/Karachi";

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at an instant: its fields as numbers. */
export function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant))
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/** How far `timeZone` is ahead of UTC at an instant, in minutes (Karachi: always 300). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The day an instant falls on in `timeZone`. */
export function dayIn(instant: number, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Minutes after midnight on the wall clock of `timeZone` at an instant. */
export function minuteOfDayIn(instant: number, timeZone: string): number {
  const { hour, minute } = wallClock(instant, timeZone);
  return hour * 60 + minute;
}

/**
 * The instant the wall clock of `timeZone` shows `minutes` after midnight of `day`. A time that
 * a clock change skips is read with the offset before the change, as a person setting an alarm
 * would mean it.
 */
export function instantAt(day: string, minutes: number, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date) + minutes * 60_000;
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  const second = asUtc - offsetMinutes(first, timeZone) * 60_000;
  return first === second ? first : Math.max(first, second);
}

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The days of the week as content/consultants/ names them, Monday first. */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** The weekday of a day, as content/consultants/ names it. */
export function weekdayOf(day: string): Weekday {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // getUTCDay() counts from Sunday, the list from Monday.
  return weekdays[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
}

/** "09:30" as minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes after midnight as "09:30". */
export function clockOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
