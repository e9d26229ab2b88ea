import { createServer, type Server, type Socket } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BookedCall, SlotList } from "#contract/bookings.ts";
import { bookingHolds, bookings, jobs } from "#server/db/schema/index.ts";
import { instantAt, siteTimeZone } from "#site/booking/zone.ts";
import { call, eventually, freshIp, PUBLIC_URL } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { calendar, event, karachiZone } from "#test/calendar-data.ts";
import { useRadicale, useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { freePort } from "#test/ports.ts";
import { radicalePassword } from "#test/radicale.ts";
import { holdsOf } from "./book-call.ts";
import { calendarEventJob, removeBookingEvent, writeBookingEvent } from "./calendar-sync.ts";
import { createConsultantCalendars, isBookingUid } from "./consultant-calendars.ts";

/**
 * The consultants' calendars against a real CalDAV server: Debian's Radicale, started by the
 * test (tests/support/radicale.ts), with Basic authentication. Omar's calendar is configured by
 * its own address; Zainab's by the server's, so it is found the way calendar apps find one. The
 * app's clock stands on Monday 22 March 2027, 08:00 in Karachi; on Tuesday and Thursday mornings
 * (before 12:00) only Omar takes free consultations, so his calendar alone decides those slots.
 */

/** Karachi's wall clock as an ISO instant: "2027-03-25 10:00". */
const karachi = (wall: string) => {
  const [day, clock] = wall.split(" ") as [string, string];
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return new Date(instantAt(day, h * 60 + m, siteTimeZone)).toISOString();
};

/** A calendar object of one event, its times in UTC or Karachi's zone. */
const calendarData = (...lines: string[]) => calendar(...karachiZone, ...event(...lines));

const users = ["omar-farooq", "zainab-ali"] as const;
/** "http://user:password@127.0.0.1:port/path/" */
const withCredentials = (url: string, user: string) => {
  const address = new URL(url);
  address.username = user;
  address.password = encodeURIComponent(radicalePassword(user));
  return address.href;
};

describeOnPglite("the consultants' calendars over CalDAV (Radicale)", (backend) => {
  const now = new Date(karachi("2027-03-22 08:00"));
  const radicale = useRadicale(users);
  const sink = useSmtpSink();
  const calendars = { omar: "", zainab: "" };
  beforeAll(async () => {
    calendars.omar = await radicale.makeCalendar("omar-farooq", "work");
    calendars.zainab = await radicale.makeCalendar("zainab-ali", "calls");
  });
  const t = useTestApp(backend, () => ({
    env: {
      SMTP_URL: sink.url,
      CONSULTANT_CALENDARS: [
        `omar-farooq=${withCredentials(calendars.omar, "omar-farooq")}`,
        `zainab-ali=${withCredentials(`${radicale.baseUrl}/`, "zainab-ali")}`,
      ].join(","),
      CALENDAR_TIMEOUT: "3s",
    },
    // Read the calendars on every request (the cache has its own test below), retry writes fast.
    app: { clock: () => now, calendars: { cacheMs: 0, retryBaseMs: 100, retryMaxMs: 400 } },
    captureLogs: true,
  }));

  const slotsOn = async (day: string) => {
    const answer = await call(
      t.app,
      "GET",
      `/bookings/slots?consultation=free-consultation&from=${karachi(`${day} 00:00`)}&days=1`,
    );
    expect(answer.statusCode).toBe(200);
    return (answer.json() as SlotList).slots.map((slot) => slot.start);
  };
  const book = async (start: string, email: string) => {
    const answer = await call(t.app, "POST", "/bookings", {
      ip: freshIp(),
      body: {
        consultation: "free-consultation",
        start,
        name: "Sana Iqbal",
        email,
        company: "Iqbal Clinics",
        need: "A booking site for our three clinics.",
        timeZone: "Europe/London",
      },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json() as BookedCall;
  };
  const calendarJobs = (bookingId: number) =>
    t.app.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, calendarEventJob.kind),
          sql`${jobs.payload} ->> 'bookingId' = ${String(bookingId)}`,
        ),
      );
  const omarsEvents = (uid: string) =>
    radicale
      .objects("omar-farooq", calendars.omar)
      .then((objects) => objects.filter((object) => object.ics.includes(`UID:${uid}`)));
  /** Writes an event, given its iCalendar lines, into Omar's work calendar. */
  const putInOmarsCalendar = (file: string, ...lines: string[]) =>
    radicale.put("omar-farooq", calendars.omar, file, calendarData(...lines));

  test("a busy event in the consultant's calendar blocks its slot, a recurring one each occurrence", async () => {
    expect(await slotsOn("2027-03-25")).toContain(karachi("2027-03-25 10:30"));
    await putInOmarsCalendar(
      "dentist.ics",
      "UID:dentist-1",
      "DTSTART;TZID=Asia/Karachi:20270325T103000",
      "DTEND;TZID=Asia/Karachi:20270325T110000",
      "SUMMARY:Dentist",
    );
    const thursday = await slotsOn("2027-03-25");
    // The 30-minute call keeps 15 minutes free either side: 10:00 and 11:00 go too.
    for (const gone of ["10:00", "10:30", "11:00"])
      expect(thursday).not.toContain(karachi(`2027-03-25 ${gone}`));
    expect(thursday).toContain(karachi("2027-03-25 11:30"));

    // Weekly on Tuesdays 10:00–11:00 since February; Radicale sends the rule, not the occurrences.
    await putInOmarsCalendar(
      "team-meeting.ics",
      "UID:team-meeting",
      "DTSTART;TZID=Asia/Karachi:20270202T100000",
      "DTEND;TZID=Asia/Karachi:20270202T110000",
      "RRULE:FREQ=WEEKLY;BYDAY=TU",
      "SUMMARY:Team meeting",
    );
    // (Tuesday 23 March is Pakistan Day, a holiday: nobody takes calls.)
    for (const tuesday of ["2027-03-30", "2027-04-06"]) {
      const slots = await slotsOn(tuesday);
      for (const gone of ["10:00", "10:30", "11:00"])
        expect(slots).not.toContain(karachi(`${tuesday} ${gone}`));
      expect(slots).toContain(karachi(`${tuesday} 11:30`));
    }
  });

  test("a calendar found from the server's address (discovery) blocks its consultant's slots too", async () => {
    // Monday 18:00–19:00: only Zainab then (Omar until 18:00, Bilal until 17:00).
    expect(await slotsOn("2027-03-29")).toContain(karachi("2027-03-29 18:00"));
    await radicale.put(
      "zainab-ali",
      calendars.zainab,
      "gym.ics",
      calendarData("UID:gym", "DTSTART:20270329T130000Z", "DTEND:20270329T140000Z", "SUMMARY:Gym"),
    );
    const monday = await slotsOn("2027-03-29");
    expect(monday).not.toContain(karachi("2027-03-29 18:00"));
    expect(monday).not.toContain(karachi("2027-03-29 18:30"));
  });

  test("a booking creates the event in the consultant's calendar, with the invitation's UID", async () => {
    const booked = await book(karachi("2027-03-25 11:30"), "sana@example.com");
    expect(booked.consultant.name).toBe("Omar Farooq");
    const uid = `booking-${booked.id}@site.test`;
    const [stored] = await eventually(async () => {
      const found = await omarsEvents(uid);
      return found.length > 0 ? found : undefined;
    });
    const ics = stored!.ics.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("DTSTART:20270325T063000Z");
    expect(ics).toContain("DTEND:20270325T070000Z");
    // iCalendar escapes the comma.
    expect(ics).toContain("SUMMARY:Free 30-minute consultation: Sana Iqbal\\, Iqbal Clinics");
    expect(ics).toContain("sana@example.com");
    // Stored, not sent: no METHOD, and no attendees a scheduling server would invite again.
    expect(ics).not.toContain("METHOD:");
    expect(ics).not.toContain("ATTENDEE");
    // The invitation mailed carries the same UID, so a calendar shows the two as one event.
    const [mail] = await sink.waitFor("sana@example.com");
    expect(mail!.raw.replace(/=\r?\n/g, "")).toContain(`UID:${uid}`);
    // The site's own event is not a busy time to it (the database holds the booking).
    const thursday = await slotsOn("2027-03-25");
    expect(thursday).not.toContain(karachi("2027-03-25 11:30"));
    expect(thursday).toContain(karachi("2027-03-25 14:00"));
  });

  test("a reschedule updates the event; a cancellation removes it (the functions the change links call)", async () => {
    const booked = await book(karachi("2027-03-30 11:30"), "moving@example.com");
    const uid = `booking-${booked.id}@site.test`;
    await eventually(async () => ((await omarsEvents(uid)).length > 0 ? true : undefined));

    // Moved to Thursday 1 April, 10:00, as a reschedule does: times, holds, then the event.
    const start = new Date(karachi("2027-04-01 10:00"));
    const end = new Date(start.getTime() + 30 * 60_000);
    await t.app.db.transaction(async (tx) => {
      await tx.delete(bookingHolds).where(eq(bookingHolds.bookingId, booked.id));
      await tx
        .update(bookings)
        .set({ startsAt: start, endsAt: end, linkVersion: 1 })
        .where(eq(bookings.id, booked.id));
      await tx.insert(bookingHolds).values(
        holdsOf(start.getTime(), end.getTime(), 15).map((at) => ({
          consultant: "omar-farooq",
          at,
          bookingId: booked.id,
        })),
      );
      await writeBookingEvent(tx, { id: booked.id, consultant: "omar-farooq" });
    });
    const moved = await eventually(async () => {
      const [found] = await omarsEvents(uid);
      return found?.ics.includes("DTSTART:20270401T050000Z") ? found : undefined;
    });
    expect(moved.ics).toContain("SEQUENCE:1");
    expect(await omarsEvents(uid)).toHaveLength(1);

    // Cancelled: the status, the holds gone, then the event.
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ status: "cancelled", cancelledAt: now, linkVersion: 2 })
        .where(eq(bookings.id, booked.id));
      await tx.delete(bookingHolds).where(eq(bookingHolds.bookingId, booked.id));
      await removeBookingEvent(tx, { id: booked.id, consultant: "omar-farooq" });
    });
    await eventually(async () => ((await omarsEvents(uid)).length === 0 ? true : undefined));
    // Nothing else of Omar's went with it.
    expect(await omarsEvents("dentist-1")).toHaveLength(1);
  });

  test("an event the consultant's mail app filed from the invitation is the one updated", async () => {
    const booked = await book(karachi("2027-04-06 11:30"), "filed@example.com");
    const uid = `booking-${booked.id}@site.test`;
    const [ours] = await eventually(async () => {
      const found = await omarsEvents(uid);
      return found.length > 0 ? found : undefined;
    });
    // As if the mail app had got there first: the same UID under a name of its own.
    const objectUrl = new URL(encodeURIComponent(ours!.file), calendars.omar).href;
    await fetch(objectUrl, {
      method: "DELETE",
      headers: {
        authorization: `Basic ${Buffer.from(`omar-farooq:${radicalePassword("omar-farooq")}`).toString("base64")}`,
      },
    });
    await putInOmarsCalendar(
      "from-mail.ics",
      `UID:${uid}`,
      "DTSTART:20270406T063000Z",
      "DTEND:20270406T070000Z",
      "SUMMARY:Invitation: Free 30-minute consultation",
    );
    await t.app.db.transaction((tx) =>
      writeBookingEvent(tx, { id: booked.id, consultant: "omar-farooq" }),
    );
    const updated = await eventually(async () => {
      const found = await omarsEvents(uid);
      return found.length === 1 && found[0]!.ics.includes("Sana Iqbal") ? found[0] : undefined;
    });
    expect(updated!.file).toBe("from-mail.ics");
  });

  test("an unreachable calendar: slots are listed with its busy times last known, the booking is taken, the event written once it is back", async () => {
    // Read once while it answers: the dentist's appointment (first test) is known.
    expect(await slotsOn("2027-03-25")).not.toContain(karachi("2027-03-25 10:30"));
    await radicale.stop();
    try {
      const thursday = await slotsOn("2027-03-25");
      // The dentist's appointment, read before, still blocks its slot; the rest are offered.
      expect(thursday).not.toContain(karachi("2027-03-25 10:30"));
      expect(thursday).toContain(karachi("2027-03-25 12:00"));
      expect(t.logs.join("\n")).toContain("consultant's calendar not read");
      const booked = await book(karachi("2027-04-01 11:30"), "while-down@example.com");
      const uid = `booking-${booked.id}@site.test`;
      // The write waits in the queue, failing, until the calendar answers again.
      await eventually(async () => {
        const [job] = await calendarJobs(booked.id);
        return job?.lastError ? job : undefined;
      });
      await radicale.start();
      await eventually(
        async () => ((await omarsEvents(uid)).length > 0 ? true : undefined),
        15_000,
      );
    } finally {
      await radicale.start().catch(() => {});
    }
  });

  test("a consultant without a calendar: the site's own bookings only; the booking's calendar job has nothing to do", async () => {
    // Saturday 14:00–16:00: only Bilal, who has no calendar connected.
    const booked = await book(karachi("2027-03-27 14:30"), "bilal-call@example.com");
    expect(booked.consultant.name).toBe("Bilal Ahmed");
    const [job] = await eventually(async () => {
      const found = await calendarJobs(booked.id);
      return found[0]?.doneAt ? found : undefined;
    });
    expect(job!.lastError).toBeNull();
  });
});

/** A server that accepts connections and never answers: a calendar that hangs. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/calendars/omar/`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("reading a consultant's calendar: the cache and the deadline", () => {
  const radicale = useRadicale(["omar-farooq"]);
  let hanging: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    hanging = await silentServer();
  });
  afterAll(() => hanging.close());
  const range = {
    start: Date.parse("2027-03-22T00:00:00Z"),
    end: Date.parse("2027-03-29T00:00:00Z"),
  };
  /** A reader of Omar's calendar at `url`, signed in as him, with a test's own settings. */
  const omarsCalendar = (
    url: string,
    settings: Partial<Parameters<typeof createConsultantCalendars>[0]>,
  ) =>
    createConsultantCalendars({
      accounts: {
        "omar-farooq": {
          consultant: "omar-farooq",
          url,
          username: "omar-farooq",
          password: radicalePassword("omar-farooq"),
        },
      },
      timeoutMs: 3_000,
      horizonMs: 7 * 24 * 60 * 60_000,
      timeZone: siteTimeZone,
      ignoreUid: () => false,
      log: { warn: () => {} },
      ...settings,
    });
  /** A new calendar of Omar's, holding one event (its iCalendar lines); its address. */
  const newCalendarWith = async (name: string, ...lines: string[]) => {
    const url = await radicale.makeCalendar("omar-farooq", name);
    await radicale.put("omar-farooq", url, "event.ics", calendarData(...lines));
    return url;
  };

  test("one reading serves the requests of a minute, those at once included", async () => {
    const url = await newCalendarWith(
      "cached",
      "UID:call",
      "DTSTART:20270323T050000Z",
      "DTEND:20270323T060000Z",
    );
    let requests = 0;
    let clock = 0;
    const calendars = omarsCalendar(url, {
      horizonMs: 21 * 24 * 60 * 60_000,
      ignoreUid: isBookingUid(PUBLIC_URL),
      now: () => clock,
      fetch: (input, init) => {
        requests++;
        return fetch(input, init);
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => calendars.busyOf("omar-farooq", range)),
    );
    for (const busy of answers)
      expect(busy).toEqual([
        { start: Date.parse("2027-03-23T05:00:00Z"), end: Date.parse("2027-03-23T06:00:00Z") },
      ]);
    const firstReading = requests;
    // Its first reading found the calendar (one PROPFIND) and read it (one REPORT).
    expect(firstReading).toBe(2);
    clock += 59_000;
    // A later page of the picker, within the reading's reach.
    await calendars.busyOf("omar-farooq", { start: range.end, end: range.end + 7 * 86_400_000 });
    expect(requests).toBe(firstReading);
    clock += 2_000;
    await calendars.busyOf("omar-farooq", range);
    expect(requests).toBe(firstReading + 1);
    expect(await calendars.busyOf("zainab-ali", range)).toEqual([]);
  });

  test("a server that refuses to expand recurring events is asked for them as written", async () => {
    const url = await newCalendarWith(
      "plain",
      "UID:weekly",
      "DTSTART;TZID=Asia/Karachi:20270301T100000",
      "DTEND;TZID=Asia/Karachi:20270301T110000",
      "RRULE:FREQ=WEEKLY",
    );
    const refusedExpansions: string[] = [];
    const calendars = omarsCalendar(url, {
      fetch: async (input, init) => {
        if (String(init?.body ?? "").includes("expand")) {
          refusedExpansions.push(String(input));
          return new Response("<error/>", { status: 403 });
        }
        return fetch(input, init);
      },
    });
    expect(await calendars.busyOf("omar-farooq", range)).toEqual([
      { start: Date.parse("2027-03-22T05:00:00Z"), end: Date.parse("2027-03-22T06:00:00Z") },
    ]);
    expect(refusedExpansions).toHaveLength(1);
  });

  test("a wrong password or calendar name is logged saying so, never with the password", async () => {
    const warnings: object[] = [];
    const calendars = createConsultantCalendars({
      accounts: {
        "omar-farooq": {
          consultant: "omar-farooq",
          url: `${radicale.baseUrl}/omar-farooq/`,
          username: "omar-farooq",
          password: "not-the-password",
        },
        "zainab-ali": {
          consultant: "zainab-ali",
          url: `${radicale.baseUrl}/`,
          username: "omar-farooq",
          password: radicalePassword("omar-farooq"),
          calendar: "Holidays",
        },
      },
      timeoutMs: 3_000,
      horizonMs: 7 * 24 * 60 * 60_000,
      timeZone: siteTimeZone,
      ignoreUid: () => false,
      log: { warn: (detail) => warnings.push(detail) },
    });
    expect(await calendars.busyOf("omar-farooq", range)).toEqual([]);
    expect(await calendars.busyOf("zainab-ali", range)).toEqual([]);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain("refused the user name and password: HTTP 401");
    expect(logged).toContain("no calendar named Holidays in the account");
    expect(logged).not.toContain("not-the-password");
    expect(logged).not.toContain(radicalePassword("omar-farooq"));
  });

  test("a calendar that does not answer in time is logged, read as free, and not asked again until the reading is due", async () => {
    const warnings: object[] = [];
    let clock = 0;
    const calendars = omarsCalendar(hanging.url, {
      timeoutMs: 300,
      horizonMs: 21 * 24 * 60 * 60_000,
      log: { warn: (detail) => warnings.push(detail) },
      now: () => clock,
    });
    const started = Date.now();
    expect(await calendars.busyOf("omar-farooq", range)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain("no answer within 300 ms");
    // Within the minute: answered at once, without another try or another log line.
    clock += 30_000;
    const again = Date.now();
    expect(await calendars.busyOf("omar-farooq", range)).toEqual([]);
    expect(Date.now() - again).toBeLessThan(100);
    expect(warnings).toHaveLength(1);
  });
});
