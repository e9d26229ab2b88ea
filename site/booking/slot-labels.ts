import { dayIn, siteTimeZone } from "./zone.ts";

/**
 * How the booking page shows a slot: its day and time in the visitor's own zone (what they will
 * put in their diary), with Karachi's time beside it (what the consultant's clock says). The
 * slots themselves are instants: only these labels depend on a zone.
 */

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = map.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, ...options });
    map.set(timeZone, format);
  }
  return format;
}

/** "14:30": a time on the 24-hour clock of `timeZone`. */
export function timeIn(instant: number, timeZone: string): string {
  return cached(timeFormats, timeZone, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

/** "Monday 29 March": a day as a heading says it. */
export function dayLabelIn(instant: number, timeZone: string): string {
  return cached(dayFormats, timeZone, { weekday: "long", day: "numeric", month: "long" }).format(
    instant,
  );
}

export type SlotLabel = {
  /** The visitor's day, "YYYY-MM-DD", which the page groups slots by. */
  day: string;
  time: string;
  /** Karachi's time, shown beside the visitor's when the two differ. */
  karachiTime: string;
  /** What a screen reader says for the slot's button. */
  spoken: string;
};

export function slotLabel(instant: number, visitorZone: string): SlotLabel {
  const time = timeIn(instant, visitorZone);
  const karachiTime = timeIn(instant, siteTimeZone);
  const sameClock = visitorZone === siteTimeZone || time === karachiTime;
  return {
    day: dayIn(instant, visitorZone),
    time,
    karachiTime,
    spoken: `${dayLabelIn(instant, visitorZone)}, ${time}${
      sameClock ? "" : ` your time, ${karachiTime} in Karachi`
    }`,
  };
}

/** Slots grouped by the visitor's day, in order. */
export function byVisitorDay<Slot extends { start: number }>(
  slots: readonly Slot[],
  visitorZone: string,
): { day: string; heading: string; slots: Slot[] }[] {
  const days = new Map<string, { day: string; heading: string; slots: Slot[] }>();
  for (const slot of slots) {
    const day = dayIn(slot.start, visitorZone);
    let group = days.get(day);
    if (!group) {
      group = { day, heading: dayLabelIn(slot.start, visitorZone), slots: [] };
      days.set(day, group);
    }
    group.slots.push(slot);
  }
  return [...days.values()];
}
