import { describe, expect, test } from "vitest";
import { byVisitorDay, slotLabel } from "#site/booking/slot-labels.ts";
import { instantAt, offsetMinutes, siteTimeZone } from "#site/booking/zone.ts";
import { type ConsultantWeek, freeSlots, type SlotQuery, type SlotRules } from "./slots.ts";

const karachi = siteTimeZone;
/** An instant from Karachi's wall clock: "2027-03-22 10:00". */
const at = (wall: string) => {
  const [day, clock] = wall.split(" ") as [string, string];
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return instantAt(day, h * 60 + m, karachi);
};
const iso = (instant: number) => new Date(instant).toISOString();

const rules: SlotRules = {
  durationMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeHours: 0,
  bookingWindowDays: 14,
  dailyLimit: 10,
  slotEveryMinutes: 30,
};

/** 2027-03-22 is a Monday. */
const monday = "2027-03-22";
const week = (overrides: Partial<ConsultantWeek> = {}): ConsultantWeek => ({
  id: "omar",
  hours: { monday: [{ from: "10:00", to: "12:00" }] },
  daysOff: [],
  calls: [],
  busy: [],
  ...overrides,
});
const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  kind: "free",
  rules,
  consultants: [week()],
  holidays: [],
  now: at("2027-03-21 09:00"),
  timeZone: karachi,
  to: at("2027-03-23 00:00"),
  ...overrides,
});
/** The Karachi wall-clock times of the free starts. */
const startsOf = (q: SlotQuery) =>
  freeSlots(q).map((slot) => new Date(slot.start + 5 * 3_600_000).toISOString().slice(0, 16));

describe("Karachi's clock", () => {
  test("is UTC+5 the year round: no clock change", () => {
    expect(offsetMinutes(Date.parse("2027-01-15T12:00:00Z"), karachi)).toBe(300);
    expect(offsetMinutes(Date.parse("2027-07-15T12:00:00Z"), karachi)).toBe(300);
    expect(iso(at("2027-03-29 14:00"))).toBe("2027-03-29T09:00:00.000Z");
  });
});

describe("free slots", () => {
  test("fall on the grid within working hours, the whole call inside them", () => {
    expect(startsOf(query())).toEqual([
      `${monday}T10:00`,
      `${monday}T10:30`,
      `${monday}T11:00`,
      `${monday}T11:30`,
    ]);
    const hour = { ...rules, durationMinutes: 60 };
    expect(startsOf(query({ rules: hour }))).toEqual([
      `${monday}T10:00`,
      `${monday}T10:30`,
      `${monday}T11:00`,
    ]);
  });

  test("keep the buffer clear around a booked call, of whichever kind", () => {
    const call = {
      start: at(`${monday} 10:30`),
      end: at(`${monday} 11:00`),
      kind: "other",
      bufferMinutes: 0,
    };
    expect(startsOf(query({ consultants: [week({ calls: [call] })] }))).toEqual([
      `${monday}T10:00`,
      `${monday}T11:00`,
      `${monday}T11:30`,
    ]);
    const buffered = { ...rules, bufferMinutes: 15 };
    expect(startsOf(query({ rules: buffered, consultants: [week({ calls: [call] })] }))).toEqual([
      `${monday}T11:30`,
    ]);
    // The booked call's own, longer buffer counts too.
    const longBuffer = { ...call, bufferMinutes: 30 };
    expect(startsOf(query({ consultants: [week({ calls: [longBuffer] })] }))).toEqual([
      `${monday}T11:30`,
    ]);
  });

  test("start no sooner than the minimum notice, and within the booking window", () => {
    const now = at(`${monday} 09:10`);
    const noticed = { ...rules, minimumNoticeHours: 2 };
    expect(startsOf(query({ now, rules: noticed }))).toEqual([`${monday}T11:30`]);
    const everyMonday = query({ to: undefined, now: at("2027-03-21 09:00") });
    const mondays = (days: number) =>
      new Set(
        startsOf({ ...everyMonday, rules: { ...rules, bookingWindowDays: days } }).map((start) =>
          start.slice(0, 10),
        ),
      );
    expect(mondays(7)).toEqual(new Set([monday]));
    expect(mondays(9)).toEqual(new Set([monday, "2027-03-29"]));
  });

  test("skip public holidays and the consultant's days off", () => {
    expect(startsOf(query({ holidays: [monday] }))).toEqual([]);
    expect(startsOf(query({ consultants: [week({ daysOff: [monday] })] }))).toEqual([]);
    expect(startsOf(query({ holidays: ["2027-03-23"] }))).toHaveLength(4);
  });

  test("stop on a day the consultant has reached the daily limit of this kind", () => {
    const call = (kind: string) => ({
      start: at(`${monday} 15:00`),
      end: at(`${monday} 15:30`),
      kind,
      bufferMinutes: 0,
    });
    const limited = { ...rules, dailyLimit: 1 };
    expect(
      startsOf(query({ rules: limited, consultants: [week({ calls: [call("free")] })] })),
    ).toEqual([]);
    expect(
      startsOf(query({ rules: limited, consultants: [week({ calls: [call("hour")] })] })),
    ).toHaveLength(4);
  });

  test("keep clear of the consultant's calendar's busy times, with the buffer", () => {
    const busy = [{ start: at(`${monday} 11:00`), end: at(`${monday} 11:20`) }];
    expect(startsOf(query({ consultants: [week({ busy })] }))).toEqual([
      `${monday}T10:00`,
      `${monday}T10:30`,
      `${monday}T11:30`,
    ]);
    const buffered = { ...rules, bufferMinutes: 15 };
    expect(startsOf(query({ rules: buffered, consultants: [week({ busy })] }))).toEqual([
      `${monday}T10:00`,
    ]);
  });

  test("name every consultant free at a start", () => {
    const zainab = week({ id: "zainab", hours: { monday: [{ from: "11:00", to: "12:30" }] } });
    const slots = freeSlots(query({ consultants: [week(), zainab] }));
    expect(slots.map((slot) => [iso(slot.start), slot.consultants])).toEqual([
      ["2027-03-22T05:00:00.000Z", ["omar"]],
      ["2027-03-22T05:30:00.000Z", ["omar"]],
      ["2027-03-22T06:00:00.000Z", ["omar", "zainab"]],
      ["2027-03-22T06:30:00.000Z", ["omar", "zainab"]],
      ["2027-03-22T07:00:00.000Z", ["zainab"]],
    ]);
  });
});

describe("a visitor in Europe/London across the clocks' change", () => {
  // The UK moves to summer time on Sunday 28 March 2027; Karachi does not move.
  const afternoons = week({
    hours: {
      friday: [{ from: "14:00", to: "15:00" }],
      monday: [{ from: "14:00", to: "15:00" }],
    },
  });
  const slots = freeSlots(
    query({ consultants: [afternoons], now: at("2027-03-25 09:00"), to: undefined }),
  ).filter((slot) => slot.start < at("2027-03-30 00:00"));
  const london = "Europe/London";

  test("the same Karachi hours are the same UTC instants before and after", () => {
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      "2027-03-26T09:00:00.000Z",
      "2027-03-26T09:30:00.000Z",
      "2027-03-29T09:00:00.000Z",
      "2027-03-29T09:30:00.000Z",
    ]);
  });

  test("shows 09:00 GMT before and 10:00 BST after, with 14:00 Karachi beside both", () => {
    const labels = slots.map((slot) => slotLabel(slot.start, london));
    expect(labels.map((label) => [label.day, label.time, label.karachiTime])).toEqual([
      ["2027-03-26", "09:00", "14:00"],
      ["2027-03-26", "09:30", "14:30"],
      ["2027-03-29", "10:00", "14:00"],
      ["2027-03-29", "10:30", "14:30"],
    ]);
    expect(labels[2]!.spoken).toBe("Monday 29 March, 10:00 your time, 14:00 in Karachi");
    expect(slotLabel(slots[0]!.start, karachi).spoken).toBe("Friday 26 March, 14:00");
  });

  test("a late Karachi slot falls on the visitor's day, not Karachi's", () => {
    // 04:30 in Karachi on Tuesday is still Monday evening in Los Angeles.
    const early = week({ hours: { tuesday: [{ from: "04:30", to: "05:00" }] } });
    const [slot] = freeSlots(query({ consultants: [early], to: undefined }));
    const groups = byVisitorDay([slot!], "America/Los_Angeles");
    expect(groups.map((group) => group.heading)).toEqual(["Monday 22 March"]);
  });
});
