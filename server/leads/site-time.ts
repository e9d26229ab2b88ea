import { siteTimeZone } from "#contract/site-time.ts";

/** The company works in Karachi: follow-up days and working mornings are Pakistan's. */
export { siteDay, siteTimeZone } from "#contract/site-time.ts";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: siteTimeZone,
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/** The weekday ("Mon"…"Sun") and hour (0–23) of an instant in the site's time zone. */
export function siteClock(at: Date): { weekday: string; hour: number } {
  const parts = partsFormat.formatToParts(at);
  return {
    weekday: parts.find((part) => part.type === "weekday")?.value ?? "",
    hour: Number(parts.find((part) => part.type === "hour")?.value ?? 0),
  };
}
