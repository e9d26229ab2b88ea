import { site } from "#site/facts.ts";

/** The office's clock: a business day is a day the Karachi office opens. */
const timeZone = "Asia/Karachi";

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone });
const readable = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone,
});

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The day a reply is due by, from the one reply promise (site.replyPromise: within one business
 * day, Monday to Saturday): the first business day after the day the message arrived, counted
 * in Karachi time. A message on Friday is due on Saturday; on Saturday or Sunday, on Monday.
 */
export function replyDueDate(received: Date): Date {
  let day = new Date(received.getTime() + dayMs);
  while (!site.hours.days.includes(weekday.format(day))) day = new Date(day.getTime() + dayMs);
  return day;
}

/** The due day as a person reads it: "Monday 30 November". */
export function replyDueLabel(received: Date): string {
  return readable.format(replyDueDate(received));
}
