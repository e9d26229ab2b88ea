import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import type { BookedCall, SlotList, SlotTaken } from "#contract/bookings.ts";
import { bookingHolds, bookings, leads } from "#server/db/schema/index.ts";
import { instantAt, siteTimeZone } from "#site/booking/zone.ts";
import { call, eventually, freshIp } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { BROWSER } from "#test/visits.ts";

/** Karachi's wall clock as an ISO instant: "2027-03-25 10:00". */
const karachi = (wall: string) => {
  const [day, clock] = wall.split(" ") as [string, string];
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return new Date(instantAt(day, h * 60 + m, siteTimeZone)).toISOString();
};

/**
 * Booking a call as visitors do, on the project's own content: the free consultation
 * (content/consultations/free-consultation.yaml) with its three consultants' weeks. The app's
 * clock stands on Monday 22 March 2027, 08:00 in Karachi.
 */
const inbox = "sales@site.test";
const omar = "omar@company.test";

describeEachBackend("booking a call", (backend) => {
  const now = new Date(karachi("2027-03-22 08:00"));
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({
    env: { SMTP_URL: sink.url, MAIL_TO: inbox, CONSULTANT_EMAILS: `omar-farooq=${omar}` },
    app: { clock: () => now },
  }));
  const admin = useAdmin(t, "Booking Admin");

  const request = (overrides: Record<string, unknown> = {}) => ({
    consultation: "free-consultation",
    start: karachi("2027-03-25 10:00"),
    name: "Sana Iqbal",
    email: "sana@example.com",
    company: "Iqbal Clinics",
    need: "A booking site for our three clinics.",
    budget: "250k-1m",
    timeZone: "Europe/London",
    ...overrides,
  });
  const book = (body: Record<string, unknown>, ip = freshIp(), headers = {}) =>
    call(t.app, "POST", "/bookings", { body, ip, headers });
  const slots = async (query: string) =>
    (await call(t.app, "GET", `/bookings/slots?${query}`)).json() as SlotList;

  test("the slots of a week follow the consultants' hours, from the notice on", async () => {
    const week = await slots("consultation=free-consultation&days=7");
    const starts = week.slots.map((slot) => slot.start);
    // Four hours' notice from 08:00: Omar's 10:00 on Monday is too soon, 12:00 is not.
    expect(starts).not.toContain(karachi("2027-03-22 10:00"));
    expect(starts[0]).toBe(karachi("2027-03-22 12:00"));
    expect(starts).toContain(karachi("2027-03-25 10:00"));
    // Sunday: nobody works.
    expect(starts.filter((start) => start.startsWith("2027-03-28"))).toEqual([]);
    expect(week.durationMinutes).toBe(30);
    expect((await call(t.app, "GET", "/bookings/slots?consultation=nothing-here")).statusCode).toBe(
      404,
    );
  });

  test("bad input gets the field at fault", async () => {
    const noEmail = await book(request({ email: "sana at example" }));
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: "email" });
    const noNeed = await book(request({ need: "  " }));
    expect(noNeed.json()).toMatchObject({ field: "need" });
    const budget = await book(request({ budget: "a lot" }));
    expect(budget.json()).toMatchObject({ field: "budget" });
    const zone = await book(request({ timeZone: "Mars/Olympus" }));
    expect(zone.json()).toMatchObject({ field: "timeZone" });
    const kind = await book(request({ consultation: "massage" }));
    expect(kind.statusCode).toBe(404);
    expect(kind.json()).toMatchObject({ field: "consultation" });
    const members = await book(request({ consultation: "consultancy-hour" }));
    expect(members.statusCode).toBe(403);
  });

  test("20 requests at once for one consultant's slot book it once; the rest are offered the next free ones", async () => {
    // Thursday 10:30: only Omar works then (Zainab from 12:00, Bilal not on Thursdays).
    const start = karachi("2027-03-25 10:30");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(request({ start, email: `rush${index}@example.com` })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const taken = answers.find((answer) => answer.statusCode === 409)!.json() as SlotTaken;
    expect(taken.field).toBe("start");
    expect(taken.message).toMatch(/just been taken/);
    expect(taken.nextSlots.length).toBeGreaterThan(0);
    expect(taken.nextSlots.map((slot) => slot.start)).not.toContain(start);
    const rows = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, new Date(start)));
    expect(rows).toHaveLength(1);
    // The slot is gone from the list, with its buffer: 10:00 and 11:00 too (15 minutes each side).
    const week = await slots(
      `consultation=free-consultation&from=${karachi("2027-03-25 00:00")}&days=1`,
    );
    const thursday = week.slots.map((slot) => slot.start);
    expect(thursday).not.toContain(start);
    expect(thursday).not.toContain(karachi("2027-03-25 10:00"));
    expect(thursday).not.toContain(karachi("2027-03-25 11:00"));
    expect(thursday).toContain(karachi("2027-03-25 11:30"));
  });

  test("a booking is a lead in Call booked, with the attribution an enquiry gets and the answers", async () => {
    const ip = freshIp();
    const headers = { "user-agent": BROWSER };
    await call(t.app, "POST", "/events", {
      ip,
      headers,
      body: {
        viewport: "desktop",
        path: "/services/webdevelopment",
        landing: true,
        utm_source: "linkedin",
        utm_campaign: "spring",
      },
    });
    const answer = await book(
      request({ start: karachi("2027-03-22 14:00"), service: "/services/webdevelopment" }),
      ip,
      headers,
    );
    expect(answer.statusCode).toBe(201);
    const booked = answer.json() as BookedCall;
    expect(booked).toMatchObject({
      consultation: "free-consultation",
      start: karachi("2027-03-22 14:00"),
      end: karachi("2027-03-22 14:30"),
      status: "booked",
    });
    expect(booked.message).toContain("Monday 22 March, 14:00 Karachi time");
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row!.leadId).not.toBeNull();
    const lead = (
      await call(t.app, "GET", `/admin/leads/${row!.leadId}`, { token: admin.token })
    ).json();
    expect(lead).toMatchObject({
      status: "call-booked",
      email: "sana@example.com",
      company: "Iqbal Clinics",
    });
    expect(lead.message).toContain("A booking site for our three clinics.");
    expect(lead.message).toContain("PKR 250,000 to 1 million");
    expect(lead.attribution).toMatchObject({
      landingPath: "/services/webdevelopment",
      source: "linkedin",
      campaign: "spring",
    });
    // The company inbox hears of it, in the booking's transaction.
    const told = await eventually(() =>
      sink.to(inbox).find((mail) => mail.text.includes(`/admin/leads/${row!.leadId}`)),
    );
    expect(told.subject).toBe(
      "Call booked: Sana Iqbal, Monday 22 March, 14:00 Karachi time, with Omar Farooq",
    );
    const held = await t.app.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.bookingId, booked.id));
    // 30 minutes and a 15-minute buffer after: three quarter-hours.
    expect(held).toHaveLength(3);
    const [stored] = await t.app.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(stored).toMatchObject({ status: "call-booked", origin: "booking" });
  });

  test("the visitor and the consultant get the invitation: METHOD:REQUEST, UTC times, one UID", async () => {
    const email = "farah@example.com";
    const answer = await book(
      request({ start: karachi("2027-03-22 15:00"), email, name: "Farah Khan" }),
    );
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json() as BookedCall;
    const [visitorMail] = await sink.waitFor(email);
    expect(visitorMail!.subject).toBe(
      "Booked: Free 30-minute consultation, Monday 22 March, 10:00",
    );
    expect(visitorMail!.text).toContain("10:00 your time (Monday 22 March, 15:00 in Karachi)");
    const consultantMail = await eventually(() =>
      sink.to(omar).find((mail) => mail.subject.startsWith("New call: Farah Khan")),
    );
    for (const mail of [visitorMail!, consultantMail]) {
      const ics = mail.raw.replace(/=\r?\n/g, "");
      expect(ics).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain("DTSTART:20270322T100000Z");
      expect(ics).toContain("DTEND:20270322T103000Z");
      expect(ics).toContain(`UID:booking-${id}@site.test`);
    }
    expect(consultantMail.text).toContain("What they need: A booking site for our three clinics.");
  });

  test("a start off the grid, outside the hours or in the past is refused with the next free slots", async () => {
    for (const start of [
      karachi("2027-03-25 10:10"),
      karachi("2027-03-28 11:00"),
      karachi("2027-03-21 12:00"),
    ]) {
      const answer = await book(request({ start }));
      expect(answer.statusCode).toBe(409);
      expect((answer.json() as SlotTaken).nextSlots.length).toBeGreaterThan(0);
    }
  });
});
