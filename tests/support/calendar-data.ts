/**
 * Calendar data (iCalendar) as CalDAV servers store and answer it, for the booking tests: a
 * VCALENDAR around the lines given, an event, and Karachi's zone for times written in it.
 */

/** One VCALENDAR with these lines inside; every line ends with CRLF, as RFC 5545 has it. */
export const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR", ""].join(
    "\r\n",
  );

export const event = (...lines: string[]) => [
  "BEGIN:VEVENT",
  "DTSTAMP:20270101T000000Z",
  ...lines,
  "END:VEVENT",
];

export const karachiZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Asia/Karachi",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0500",
  "TZOFFSETTO:+0500",
  "TZNAME:PKT",
  "END:STANDARD",
  "END:VTIMEZONE",
];
