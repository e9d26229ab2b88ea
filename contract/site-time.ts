/**
 * The site's days. The company works in Karachi, so every day the admin area counts, filters or
 * shows (the statistics, the lists' date filters, follow-ups, the morning digest) is a day in
 * Asia/Karachi, from midnight to midnight there. Pakistan has kept UTC+5 all year since 2009.
 */
export const siteTimeZone = "Asia/Karachi";
/** The zone's offset, for turning a day into the instant it starts. */
const siteOffset = "+05:00";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: siteTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2026-11-24": the day an instant falls on in the site's time zone. */
export const siteDay = (at: Date) => dayFormat.format(at);

/** The instant a site day begins (midnight in Karachi, 19:00 UTC the day before). */
export const siteDayStart = (day: string) => new Date(`${day}T00:00:00${siteOffset}`);

/** The day `count` days after `day` (negative: before): calendar arithmetic, no zone involved. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/**
 * "16 November 2026": a day as a person reads it. A day names no instant, so it reads the same in
 * every time zone.
 */
export function readableDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
