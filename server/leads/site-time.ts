/** The company works in Karachi: follow-up days and working mornings are Pakistan's. */
export const siteTimeZone = "Asia/Karachi";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: siteTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: siteTimeZone,
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/** "2026-11-24": the day an instant falls on in the site's time zone. */
export const siteDay = (at: Date) => dayFormat.format(at);

/** The weekday ("Mon"…"Sun") and hour (0–23) of an instant in the site's time zone. */
export function siteClock(at: Date): { weekday: string; hour: number } {
  const parts = partsFormat.formatToParts(at);
  return {
    weekday: parts.find((part) => part.type === "weekday")?.value ?? "",
    hour: Number(parts.find((part) => part.type === "hour")?.value ?? 0),
  };
}
