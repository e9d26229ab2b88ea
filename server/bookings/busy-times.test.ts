import { describe, expect, test } from "vitest";
import { calendar, event, karachiZone } from "#test/calendar-data.ts";
import { type BusyReading, busyTimesOf } from "./busy-times.ts";

const at = (iso: string) => Date.parse(iso);
/** March 2027 (Monday 1st to Wednesday 31st): the window of most tests. */
const march = { window: { start: at("2027-03-01T00:00:00Z"), end: at("2027-04-01T00:00:00Z") } };
const reading: BusyReading = { ...march, timeZone: "Asia/Karachi" };
const spans = (data: string, options = reading) =>
  busyTimesOf(data, options).map(
    (span) => `${new Date(span.start).toISOString()} → ${new Date(span.end).toISOString()}`,
  );

describe("busy times from a consultant's calendar", () => {
  test("an event in UTC is busy where it overlaps the window; one outside is not", () => {
    const data = calendar(
      ...event("UID:a", "DTSTART:20270310T050000Z", "DTEND:20270310T060000Z"),
      ...event("UID:b", "DTSTART:20270410T050000Z", "DTEND:20270410T060000Z"),
    );
    expect(spans(data)).toEqual(["2027-03-10T05:00:00.000Z → 2027-03-10T06:00:00.000Z"]);
  });

  test("a weekly event is busy on each occurrence, less the one struck out, with the moved one where it went", () => {
    const data = calendar(
      ...karachiZone,
      ...event(
        "UID:weekly",
        "DTSTART;TZID=Asia/Karachi:20270208T110000",
        "DTEND;TZID=Asia/Karachi:20270208T120000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO",
        "EXDATE;TZID=Asia/Karachi:20270315T110000",
      ),
      ...event(
        "UID:weekly",
        "RECURRENCE-ID;TZID=Asia/Karachi:20270322T110000",
        "DTSTART;TZID=Asia/Karachi:20270323T150000",
        "DTEND;TZID=Asia/Karachi:20270323T160000",
      ),
      ...event(
        "UID:weekly",
        "RECURRENCE-ID;TZID=Asia/Karachi:20270329T110000",
        "DTSTART;TZID=Asia/Karachi:20270329T110000",
        "DTEND;TZID=Asia/Karachi:20270329T120000",
        "STATUS:CANCELLED",
      ),
    );
    // 11:00 in Karachi is 06:00 UTC: the 1st and 8th as ruled, the 15th struck out, the 22nd
    // moved to Tuesday 23rd at 15:00 (10:00 UTC), the 29th cancelled.
    expect(spans(data)).toEqual([
      "2027-03-01T06:00:00.000Z → 2027-03-01T07:00:00.000Z",
      "2027-03-08T06:00:00.000Z → 2027-03-08T07:00:00.000Z",
      "2027-03-23T10:00:00.000Z → 2027-03-23T11:00:00.000Z",
    ]);
  });

  test("a zone named without its definition is read with the zone database, across London's clock change", () => {
    // London moves to summer time on Sunday 28 March 2027: 09:00 is 09:00 UTC before, 08:00 after.
    const data = calendar(
      ...event(
        "UID:london",
        "DTSTART;TZID=Europe/London:20270322T090000",
        "DTEND;TZID=Europe/London:20270322T100000",
        "RRULE:FREQ=WEEKLY;COUNT=2",
      ),
    );
    expect(spans(data)).toEqual([
      "2027-03-22T09:00:00.000Z → 2027-03-22T10:00:00.000Z",
      "2027-03-29T08:00:00.000Z → 2027-03-29T09:00:00.000Z",
    ]);
  });

  test("free and cancelled events take no time", () => {
    const data = calendar(
      ...event(
        "UID:free",
        "DTSTART:20270310T050000Z",
        "DTEND:20270310T060000Z",
        "TRANSP:TRANSPARENT",
      ),
      ...event("UID:off", "DTSTART:20270311T050000Z", "DTEND:20270311T060000Z", "STATUS:CANCELLED"),
      ...event("UID:held", "DTSTART:20270312T050000Z", "DTEND:20270312T060000Z", "TRANSP:OPAQUE"),
    );
    expect(spans(data)).toEqual(["2027-03-12T05:00:00.000Z → 2027-03-12T06:00:00.000Z"]);
  });

  test("an all-day event and a floating time are the site's wall clock (Karachi)", () => {
    const data = calendar(
      ...event("UID:leave", "DTSTART;VALUE=DATE:20270317", "DTEND;VALUE=DATE:20270319"),
      ...event("UID:floating", "DTSTART:20270320T140000", "DURATION:PT90M"),
    );
    expect(spans(data)).toEqual([
      "2027-03-16T19:00:00.000Z → 2027-03-18T19:00:00.000Z",
      "2027-03-20T09:00:00.000Z → 2027-03-20T10:30:00.000Z",
    ]);
  });

  test("occurrences a server expanded itself (no rule, no main event) are each busy", () => {
    const data = calendar(
      ...event(
        "UID:expanded",
        "RECURRENCE-ID:20270301T060000Z",
        "DTSTART:20270301T060000Z",
        "DTEND:20270301T070000Z",
      ),
      ...event(
        "UID:expanded",
        "RECURRENCE-ID:20270308T060000Z",
        "DTSTART:20270308T060000Z",
        "DTEND:20270308T070000Z",
      ),
    );
    expect(spans(data)).toHaveLength(2);
  });

  test("the site's own bookings are left to the database", () => {
    const data = calendar(
      ...event("UID:booking-7@site.test", "DTSTART:20270310T050000Z", "DTEND:20270310T053000Z"),
      ...event("UID:dentist", "DTSTART:20270310T090000Z", "DTEND:20270310T100000Z"),
    );
    expect(
      spans(data, { ...reading, ignoreUid: (uid: string) => uid.startsWith("booking-") }),
    ).toEqual(["2027-03-10T09:00:00.000Z → 2027-03-10T10:00:00.000Z"]);
  });

  test("a daily event begun years ago reaches the window; its later occurrences are not followed", () => {
    const data = calendar(
      ...event(
        "UID:standup",
        "DTSTART:20150105T040000Z",
        "DTEND:20150105T041500Z",
        "RRULE:FREQ=DAILY",
      ),
    );
    const found = spans(data);
    expect(found).toHaveLength(31);
    expect(found[0]).toBe("2027-03-01T04:00:00.000Z → 2027-03-01T04:15:00.000Z");
  });
});
