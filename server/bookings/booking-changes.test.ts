import { and, eq, like, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { expect, test } from "vitest";
import type { AdminCall, Lead } from "#contract/admin.ts";
import type { BookedCall, LinkedCall, SlotList, SlotTaken } from "#contract/bookings.ts";
import { calendarEventJob } from "#server/bookings/calendar-sync.ts";
import { createBookingLinks } from "#server/bookings/links.ts";
import { noShowReason } from "#server/bookings/mark-no-show.ts";
import {
  type ReminderDeps,
  remindersJob,
  sendDueReminders,
} from "#server/bookings/send-reminders.ts";
import { bookingHolds, bookings, jobs } from "#server/db/schema/index.ts";
import { instantAt, siteTimeZone } from "#site/booking/zone.ts";
import { call, eventually, PUBLIC_URL, securityDetailsOf, TEST_JWT_SECRET } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useSmtpSink, useTestApp } from "#test/fixtures.ts";
import type { ReceivedMail } from "#test/smtp-sink.ts";

/** Karachi's wall clock as an ISO instant: "2027-03-25 10:00". */
const karachi = (wall: string) => {
  const [day, clock] = wall.split(" ") as [string, string];
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return new Date(instantAt(day, h * 60 + m, siteTimeZone)).toISOString();
};
const minute = 60_000;
const hour = 60 * minute;

const inbox = "sales@site.test";
const omar = "omar@company.test";

/** The links of a visitor's mail: /book/<purpose>?booking=<id>&token=<jwt>. */
function linksIn(mail: ReceivedMail) {
  const link = (purpose: string) => {
    const match = new RegExp(
      `${PUBLIC_URL}/book/${purpose}\\?booking=(\\d+)&token=([A-Za-z0-9_.-]+)`,
    ).exec(mail.text);
    if (!match) throw new Error(`no ${purpose} link in "${mail.subject}"`);
    return { id: Number(match[1]), token: match[2]! };
  };
  return { reschedule: link("reschedule"), cancel: link("cancel") };
}

/** The calendar part of a mail, its folded lines joined. */
const icsOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, "").replace(/\r?\n /g, "");

/**
 * Changing a booked call after it is made (issue 37, step 4 and 5): the signed single-use links
 * that move or cancel it, the CANCEL and updated invitations, the freed time, the reminders
 * with the clock injected, and the calls list's cancel and no-show. The app's clock starts on
 * Monday 22 March 2027, 08:00 in Karachi; tests move it and put it back.
 */
describeEachBackend("changing a booked call", (backend) => {
  const start = new Date(karachi("2027-03-22 08:00"));
  let now = start;
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({
    env: { SMTP_URL: sink.url, MAIL_TO: inbox, CONSULTANT_EMAILS: `omar-farooq=${omar}` },
    app: { clock: () => now },
  }));
  const admin = useAdmin(t, "Calls Admin");
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const reminderDeps = (): ReminderDeps => ({
    db: t.app.db,
    publicUrl: PUBLIC_URL,
    links: createBookingLinks(secret, () => now),
    consultantEmail: (consultant) => (consultant === "omar-farooq" ? omar : inbox),
  });

  /** Books the free consultation at a Karachi time; answers the call and the visitor's links. */
  async function book(wall: string, email: string, name = "Sana Iqbal") {
    const answer = await call(t.app, "POST", "/bookings", {
      body: {
        consultation: "free-consultation",
        start: karachi(wall),
        name,
        email,
        company: "Iqbal Clinics",
        need: "A booking site for our three clinics.",
        timeZone: "Europe/London",
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const booked = answer.json() as BookedCall;
    const [mail] = await sink.waitFor(email);
    return { booked, mail: mail!, links: linksIn(mail!) };
  }

  const checkLink = (id: number, token: string, purpose: "cancel" | "reschedule") =>
    call(t.app, "POST", `/bookings/${id}/link`, { body: { token, purpose } });
  const cancel = (id: number, token: string) =>
    call(t.app, "POST", `/bookings/${id}/cancel`, { body: { token } });
  const reschedule = (id: number, token: string, to: string) =>
    call(t.app, "POST", `/bookings/${id}/reschedule`, { body: { token, start: to } });
  const row = async (id: number) =>
    (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const lead = async (id: number) =>
    (
      await call(t.app, "GET", `/admin/leads/${(await row(id)).leadId}`, { token: admin.token })
    ).json() as Lead;
  const slotsOf = async (query: string) =>
    ((await call(t.app, "GET", `/bookings/slots?${query}`)).json() as SlotList).slots.map(
      (slot) => slot.start,
    );
  /** The consultant's-calendar jobs queued for a booking (calendar-sync.ts): its booking's, its changes'. */
  const calendarJobs = async (id: number) =>
    (
      await t.app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, calendarEventJob.kind),
            sql`(${jobs.payload} ->> 'bookingId')::int = ${id}`,
          ),
        )
    ).length;
  const thursday = () =>
    slotsOf(`consultation=free-consultation&from=${karachi("2027-03-25 00:00")}&days=1`);

  test("a link is refused when forged, for another purpose, for another booking, spent or past the call", async () => {
    const a = await book("2027-03-22 15:00", "links-a@example.com");
    const b = await book("2027-03-22 16:00", "links-b@example.com");
    expect(a.links.cancel.id).toBe(a.booked.id);

    const looked = await checkLink(a.booked.id, a.links.cancel.token, "cancel");
    expect(looked.statusCode).toBe(200);
    expect(looked.json() as LinkedCall).toMatchObject({
      id: a.booked.id,
      status: "booked",
      start: karachi("2027-03-22 15:00"),
      durationMinutes: 30,
    });

    // Forged: the payload changed under the signature, a key of the attacker's, a session token.
    const [header, payload, signature] = a.links.cancel.token.split(".") as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: String(b.booked.id) })).toString(
      "base64url",
    );
    const ownKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(a.booked.id))
      .setAudience("booking-cancel")
      .setExpirationTime("1y")
      .sign(new TextEncoder().encode("an-attackers-own-key-that-is-long-enough-0123"));
    for (const forged of [`${header}.${changed}.${signature}`, ownKey, admin.token, "x.y.z"]) {
      const refused = await cancel(a.booked.id, forged);
      expect(refused.statusCode, forged).toBe(403);
      expect(refused.json()).toMatchObject({ field: "token" });
    }
    // The other link of the same mail, and a link of another booking.
    expect((await cancel(a.booked.id, a.links.reschedule.token)).statusCode).toBe(403);
    expect((await checkLink(a.booked.id, a.links.cancel.token, "reschedule")).statusCode).toBe(403);
    expect((await cancel(b.booked.id, a.links.cancel.token)).statusCode).toBe(403);
    expect((await row(b.booked.id)).status).toBe("booked");
    expect((await row(a.booked.id)).status).toBe("booked");

    // Used once, it is spent, and so is its reschedule twin (the booking's version moved on).
    const cancelled = await cancel(a.booked.id, a.links.cancel.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    for (const answer of [
      await cancel(a.booked.id, a.links.cancel.token),
      await reschedule(a.booked.id, a.links.reschedule.token, karachi("2027-03-22 17:00")),
      await checkLink(a.booked.id, a.links.cancel.token, "cancel"),
    ]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toMatchObject({ field: "token", message: /has been used/ });
    }

    // Past the call's start a link no longer changes it.
    now = new Date(Date.parse(karachi("2027-03-22 16:00")) + minute);
    try {
      const late = await cancel(b.booked.id, b.links.cancel.token);
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toMatch(/time has come/);
    } finally {
      now = start;
    }
    expect((await row(b.booked.id)).status).toBe("booked");
  });

  test("cancelling frees the time, sends both sides CANCEL and moves the lead back to New", async () => {
    // Thursday 10:30: only Omar works then.
    const { booked, links } = await book("2027-03-25 10:30", "cancel@example.com", "Farah Khan");
    expect(await thursday()).not.toContain(karachi("2027-03-25 10:30"));

    const answer = await cancel(booked.id, links.cancel.token);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as BookedCall).message).toContain("Cancelled: Thursday 25 March, 10:30");
    expect(
      await t.app.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, booked.id)),
    ).toEqual([]);
    expect(await row(booked.id)).toMatchObject({ status: "cancelled", linkVersion: 1 });
    expect(await thursday()).toContain(karachi("2027-03-25 10:30"));
    // The event leaves the consultant's calendar by the same job that wrote it.
    expect(await calendarJobs(booked.id)).toBe(2);

    const [, told] = await sink.waitFor("cancel@example.com", 2);
    expect(told!.subject).toBe("Cancelled: Free 30-minute consultation, Thursday 25 March, 05:30");
    expect(told!.text).toContain("is cancelled, as you asked");
    expect(told!.text).toContain(`${PUBLIC_URL}/book/free-consultation`);
    const consultant = await eventually(() =>
      sink.to(omar).find((mail) => mail.subject.startsWith("Call cancelled: Farah Khan")),
    );
    for (const mail of [told!, consultant]) {
      const ics = icsOf(mail);
      expect(ics).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain(`UID:booking-${booked.id}@site.test`);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain("DTSTART:20270325T053000Z");
    }

    const history = await lead(booked.id);
    expect(history.status).toBe("new");
    expect(history.history.at(-1)).toMatchObject({
      kind: "call",
      by: "The visitor",
      fromStatus: "call-booked",
      toStatus: "new",
      note: expect.stringMatching(/^Cancelled by the visitor: Thursday 25 March, 10:30/),
    });

    // The next visitor gets the time.
    const again = await book("2027-03-25 10:30", "next@example.com", "Next Visitor");
    expect(again.booked.start).toBe(karachi("2027-03-25 10:30"));
  });

  test("moving a call: the consultant's free times, the updated invitation, new links, the old time freed", async () => {
    const { booked, links } = await book("2027-03-24 10:00", "move@example.com", "Imran Qureshi");
    const linked = (await checkLink(booked.id, links.reschedule.token, "reschedule")).json();
    const consultant = (linked as LinkedCall).consultantSlug;
    const theirs = await slotsOf(
      `consultation=free-consultation&consultant=${consultant}&from=${karachi("2027-03-24 00:00")}&days=3`,
    );
    expect(theirs).not.toContain(karachi("2027-03-24 10:00"));
    const to = theirs.find((slot) => slot > karachi("2027-03-24 23:00"))!;
    expect(
      (await call(t.app, "GET", "/bookings/slots?consultation=free-consultation&consultant=nobody"))
        .statusCode,
    ).toBe(404);

    // The same time, and a time not free, are refused without spending the link.
    const same = await reschedule(booked.id, links.reschedule.token, karachi("2027-03-24 10:00"));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: "start" });
    const off = await reschedule(booked.id, links.reschedule.token, karachi("2027-03-28 11:00"));
    expect(off.statusCode).toBe(409);
    expect((off.json() as SlotTaken).nextSlots.length).toBeGreaterThan(0);

    const moved = await reschedule(booked.id, links.reschedule.token, to);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: booked.id, start: to, status: "booked" });
    expect(await row(booked.id)).toMatchObject({ linkVersion: 1, scheduledAt: now });
    expect(await calendarJobs(booked.id)).toBe(2);
    const held = await t.app.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.bookingId, booked.id));
    expect(held.map((hold) => hold.at.toISOString())[0]).toBe(to);
    expect(held).toHaveLength(3);
    const after = await slotsOf(
      `consultation=free-consultation&consultant=${consultant}&from=${karachi("2027-03-24 00:00")}&days=3`,
    );
    expect(after).toContain(karachi("2027-03-24 10:00"));
    expect(after).not.toContain(to);

    const [, update] = await sink.waitFor("move@example.com", 2);
    expect(update!.subject).toMatch(/^Moved: Free 30-minute consultation, /);
    expect(update!.text).toContain("It was Wednesday 24 March, 05:00.");
    const ics = icsOf(update!);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:booking-${booked.id}@site.test`);
    expect(ics).toContain("SEQUENCE:1");
    // The old links are spent; the new mail's work.
    expect(
      (await reschedule(booked.id, links.reschedule.token, karachi("2027-03-24 10:00"))).statusCode,
    ).toBe(410);
    const fresh = linksIn(update!);
    expect((await checkLink(booked.id, fresh.reschedule.token, "reschedule")).statusCode).toBe(200);
    expect((await checkLink(booked.id, fresh.cancel.token, "cancel")).statusCode).toBe(200);

    const history = await lead(booked.id);
    expect(history.status).toBe("call-booked");
    expect(history.history.at(-1)).toMatchObject({
      kind: "call",
      by: "The visitor",
      toStatus: null,
    });
    expect(history.history.at(-1)!.note).toMatch(
      /^Moved by the visitor to .* \(it was Wednesday 24 March, 10:00 Karachi time/,
    );
  });

  test("each reminder is queued once, 24 hours and an hour before, for the new time after a move and none after a cancel", async () => {
    const email = "remind@example.com";
    const { booked, links } = await book("2027-03-24 15:00", email, "Hina Raza");
    const callStart = Date.parse(karachi("2027-03-24 15:00"));
    const deps = reminderDeps();
    // Other tests' calls may be due at the same moments: each booking's own keys are counted.
    const run = (at: number) => sendDueReminders(deps, { now: new Date(at) });
    const keysOf = async (id: number) =>
      (
        await t.app.db
          .select({ key: jobs.key })
          .from(jobs)
          .where(like(jobs.key, `booking-reminder:${id}:%`))
          .orderBy(jobs.id)
      ).map((job) => job.key!.slice(`booking-reminder:${id}:`.length));

    await run(callStart - 25 * hour);
    expect(await keysOf(booked.id)).toEqual([]);
    // The worker running twice at once, and again later: one reminder.
    await Promise.all([run(callStart - 24 * hour + minute), run(callStart - 24 * hour + minute)]);
    await run(callStart - 23 * hour);
    expect(await keysOf(booked.id)).toEqual(["0:24h"]);
    const [, reminded] = await sink.waitFor(email, 2);
    expect(reminded!.subject).toBe(
      "Reminder: Free 30-minute consultation, Wednesday 24 March, 10:00",
    );
    expect(reminded!.text).toContain("10:00 your time (Wednesday 24 March, 15:00 in Karachi)");
    expect(linksIn(reminded!).cancel.id).toBe(booked.id);

    // Moved 20 hours before the call to a later time of its consultant: the new time's
    // reminders, once each; the old time's hour reminder never goes.
    now = new Date(callStart - 20 * hour);
    try {
      const consultant = (await row(booked.id)).consultant;
      // Later than a day after the old time, so the runs at the old time's moments are early
      // for the new one's.
      const later = await slotsOf(
        `consultation=free-consultation&consultant=${consultant}&from=${karachi("2027-03-25 00:00")}&days=2`,
      );
      const to = later.find((slot) => slot >= karachi("2027-03-25 17:00"));
      expect(to, `${consultant} has a free time after Thursday 17:00`).toBeDefined();
      const moved = await reschedule(booked.id, links.reschedule.token, to!);
      expect(moved.statusCode, moved.body).toBe(200);
      const newStart = Date.parse(to!);
      await run(callStart - hour + minute);
      await run(newStart - 24 * hour - minute);
      expect(await keysOf(booked.id)).toEqual(["0:24h"]);
      await run(newStart - 24 * hour + minute);
      await run(newStart - 2 * hour);
      await run(newStart - hour + minute);
      await run(newStart - hour + 2 * minute);
      await run(newStart + minute);
      expect(await keysOf(booked.id)).toEqual(["0:24h", "1:24h", "1:1h"]);
      await sink.waitFor(email, 5);
      expect(sink.to(email).filter((mail) => mail.subject.startsWith("Reminder:"))).toHaveLength(3);
    } finally {
      now = start;
    }

    // Booked within a day of its time: no 24-hour reminder (the confirmation said when);
    // cancelled: none at all.
    const soon = await book("2027-03-22 14:00", "soon@example.com", "Soon Visitor");
    const soonStart = Date.parse(karachi("2027-03-22 14:00"));
    await run(soonStart - 2 * hour);
    expect(await keysOf(soon.booked.id)).toEqual([]);
    // The app's own recurring job, on the app's clock: made due now, it queues the hour's one.
    now = new Date(soonStart - hour + minute);
    try {
      await t.app.db
        .update(jobs)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(jobs.key, remindersJob.kind));
      await eventually(async () => ((await keysOf(soon.booked.id)).length > 0 ? true : undefined));
    } finally {
      now = start;
    }
    expect(await keysOf(soon.booked.id)).toEqual(["0:1h"]);
    const gone = await book("2027-03-22 17:00", "gone@example.com", "Gone Visitor");
    expect((await cancel(gone.booked.id, gone.links.cancel.token)).statusCode).toBe(200);
    const goneStart = Date.parse(karachi("2027-03-22 17:00"));
    await run(goneStart - 24 * hour + minute);
    await run(goneStart - hour + minute);
    expect(await keysOf(gone.booked.id)).toEqual([]);
  });

  test("the calls list: upcoming calls soonest first, cancel and no-show by an administrator, audited", async () => {
    const { booked } = await book("2027-03-26 10:00", "agenda@example.com", "Agenda Visitor");
    const other = await book("2027-03-26 12:00", "agenda2@example.com", "Second Visitor");
    const list = await call(t.app, "GET", "/admin/calls", { token: admin.token });
    expect(list.statusCode).toBe(200);
    const upcoming = list.json().items as AdminCall[];
    const starts = upcoming.map((item) => item.start);
    expect(starts).toEqual(starts.toSorted());
    expect(upcoming.find((item) => item.id === booked.id)).toMatchObject({
      title: "Free 30-minute consultation",
      name: "Agenda Visitor",
      email: "agenda@example.com",
      status: "booked",
      leadId: (await row(booked.id)).leadId,
    });
    expect(upcoming.every((item) => item.status === "booked")).toBe(true);
    const searched = await call(t.app, "GET", "/admin/calls?q=agenda2", { token: admin.token });
    expect((searched.json().items as AdminCall[]).map((item) => item.id)).toEqual([
      other.booked.id,
    ]);
    expect((await call(t.app, "GET", "/admin/calls")).statusCode).toBe(401);

    const cancelled = await call(t.app, "POST", `/admin/calls/${booked.id}/cancel`, {
      token: admin.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: booked.id, status: "cancelled" });
    expect(
      await t.app.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, booked.id)),
    ).toEqual([]);
    const [, told] = await sink.waitFor("agenda@example.com", 2);
    expect(told!.text).toContain("we had to cancel your free 30-minute consultation");
    expect(icsOf(told!)).toContain("METHOD:CANCEL");
    const history = await lead(booked.id);
    expect(history.status).toBe("new");
    expect(history.history.at(-1)).toMatchObject({ kind: "call", by: "Calls Admin" });
    expect(
      (await call(t.app, "POST", `/admin/calls/${booked.id}/cancel`, { token: admin.token }))
        .statusCode,
    ).toBe(409);

    // No-show: not before the call's time; after it, the lead is lost with the reason.
    const early = await call(t.app, "POST", `/admin/calls/${other.booked.id}/no-show`, {
      token: admin.token,
    });
    expect(early.statusCode).toBe(409);
    now = new Date(Date.parse(karachi("2027-03-26 12:05")));
    try {
      const missed = await call(t.app, "POST", `/admin/calls/${other.booked.id}/no-show`, {
        token: admin.token,
      });
      expect(missed.statusCode).toBe(200);
      expect(missed.json()).toMatchObject({ status: "no-show" });
      const past = await call(t.app, "GET", "/admin/calls?status=past", { token: admin.token });
      expect((past.json().items as AdminCall[]).map((item) => item.id)).toContain(other.booked.id);
    } finally {
      now = start;
    }
    const lost = await lead(other.booked.id);
    expect(lost).toMatchObject({ status: "lost", lostReason: noShowReason });
    expect(lost.history.at(-1)).toMatchObject({
      kind: "call",
      by: "Calls Admin",
      fromStatus: "call-booked",
      toStatus: "lost",
    });

    const audit = await securityDetailsOf(t.app, admin.id, "admin-action");
    expect(audit.map((detail) => [detail.action, detail.id])).toEqual(
      expect.arrayContaining([
        ["POST /api/admin/calls/:id/cancel", String(booked.id)],
        ["POST /api/admin/calls/:id/no-show", String(other.booked.id)],
      ]),
    );
  });
});
