import ICAL from "ical.js";
import { instantAt } from "#site/booking/zone.ts";
import type { Span } from "./slots.ts";

/**
 * The busy times in a consultant's calendar data (iCalendar, RFC 5545, as a CalDAV server
 * answers a calendar-query), read with ical.js: every event that takes their time and overlaps
 * the window, a recurring one as each of its occurrences (RRULE, RDATE, EXDATE and moved or
 * cancelled occurrences), whether or not the server expanded them itself. Radicale, for one,
 * answers with the recurring event as written, so the expansion cannot be left to the server.
 */

export type BusyReading = {
  /** The instants asked about: occurrences outside it are left out. */
  window: Span;
  /** Where a floating time or an all-day event is read: the site's zone (Karachi). */
  timeZone: string;
  /** Events this site wrote itself (its bookings): the database has those already. */
  ignoreUid?: (uid: string) => boolean;
};

/** A recurring event stops being followed after this many occurrences (a rule every minute). */
const maxOccurrences = 20_000;

/** Whether the platform knows `name` as a time zone (Europe/London, not "W. Europe Standard Time"). */
const knownZones = new Map<string, boolean>();
function isIanaZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}

/**
 * The instant a time of the calendar data stands for. A time in a zone the data defines
 * (VTIMEZONE) or in UTC is ical.js's to convert; a TZID without its definition (`tzid`, from
 * the property), which some servers send, is read with the platform's zone database when it
 * names one; a floating time and an all-day date are the site's wall clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, siteZone: string): number {
  const day = `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
  if (time.isDate) return instantAt(day, 0, siteZone);
  const zone = time.zone;
  const floating = !zone || zone.tzid === "floating" || zone === ICAL.Timezone.localTimezone;
  if (!floating) return time.toUnixTime() * 1000;
  const wallZone = tzid && isIanaZone(tzid) ? tzid : siteZone;
  return instantAt(day, time.hour * 60 + time.minute, wallZone) + time.second * 1000;
}

/** The TZID a component's DTSTART and DTEND name, for times whose zone it does not define. */
function zonesOf(component: ICAL.Component): { start?: string; end?: string } {
  const tzid = (name: string) => {
    const value = component.getFirstProperty(name)?.getParameter("tzid");
    return typeof value === "string" ? value : undefined;
  };
  const start = tzid("dtstart");
  const end = tzid("dtend") ?? start;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** Whether an event (or one occurrence moved by its own component) keeps its owner busy. */
function takesTime(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

/** The occurrences of one event (its main component and its moved occurrences) in the window. */
function occurrencesOf(event: ICAL.Event, reading: BusyReading): Span[] {
  const { window, timeZone } = reading;
  const spanOf = (start: ICAL.Time, end: ICAL.Time, component: ICAL.Component) => {
    const zones = zonesOf(component);
    return {
      start: instantOf(start, zones.start, timeZone),
      end: instantOf(end, zones.end, timeZone),
    };
  };
  const inWindow = (span: Span) => span.start < window.end && window.start < span.end;
  if (!event.isRecurring()) {
    const span = spanOf(event.startDate, event.endDate, event.component);
    return takesTime(event.component) && inWindow(span) ? [span] : [];
  }
  const found: Span[] = [];
  const iterator = event.iterator();
  // An occurrence that starts this long before the window can still reach into it.
  const reach = 7 * 24 * 60 * 60_000;
  const mainZone = zonesOf(event.component).start;
  for (let count = 0, next = iterator.next(); next && count < maxOccurrences; count++) {
    const original = instantOf(next, mainZone, timeZone);
    // Occurrences come in the order of their original starts; a moved one lands anywhere near.
    if (original - reach >= window.end) break;
    const moved = next.toString() in event.exceptions;
    if (original + reach > window.start || moved) {
      const details = event.getOccurrenceDetails(next);
      const span = spanOf(details.startDate, details.endDate, details.item.component);
      if (takesTime(details.item.component) && inWindow(span)) found.push(span);
    }
    next = iterator.next();
  }
  return found;
}

/**
 * The busy spans of one calendar object resource (or of several concatenated by the caller, one
 * VCALENDAR each): its events grouped by UID, each recurring one with its exceptions.
 */
export function busyTimesOf(calendarData: string, reading: BusyReading): Span[] {
  const root = new ICAL.Component(ICAL.parse(calendarData));
  const byUid = new Map<string, ICAL.Component[]>();
  for (const component of root.getAllSubcomponents("vevent")) {
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    if (reading.ignoreUid?.(uid)) continue;
    byUid.set(uid, [...(byUid.get(uid) ?? []), component]);
  }
  const busy: Span[] = [];
  for (const components of byUid.values()) {
    const main = components.find((component) => !component.hasProperty("recurrence-id"));
    if (!main) {
      // Occurrences the server expanded (or moved ones without their rule): each stands alone.
      for (const component of components)
        busy.push(...occurrencesOf(new ICAL.Event(component), reading));
      continue;
    }
    const exceptions = components.filter((component) => component !== main);
    busy.push(...occurrencesOf(new ICAL.Event(main, { exceptions }), reading));
  }
  return busy.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
}
