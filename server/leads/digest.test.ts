import { and, eq, like } from "drizzle-orm";
import { expect, test } from "vitest";
import type { InsightsReport } from "#contract/insights.ts";
import { bookings, jobs, leads } from "#server/db/schema/index.ts";
import { queueDigestIfDue } from "#server/leads/morning-digest.ts";
import { call, formToken, PUBLIC_URL } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";

/** Instants in Karachi (UTC+5, no daylight saving): 2026-12-05 is a Saturday. */
const at = (local: string) => new Date(`${local}+05:00`);

describeEachBackend("follow-up digest", (backend) => {
  // The app's own clock stops on a Sunday morning: its recurring digest stays quiet, and the
  // overview's "today" is 6 December.
  const t = useTestApp(backend, {
    env: { MAIL_TO: "sales@site.test" },
    app: { clock: () => at("2026-12-06T09:00:00") },
  });
  const admin = useAdmin(t, "Digest Admin");
  /** The morning job's run at this Karachi time: the digest it queued, or null. */
  const digestAt = (local: string) =>
    queueDigestIfDue(
      { db: t.app.db, mailTo: "sales@site.test", publicUrl: PUBLIC_URL },
      { now: at(local) },
    );

  const digests = () =>
    t.app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.kind, "mail"), like(jobs.key, "leads-digest:%")));

  test("nothing to list: no digest, even on a working morning", async () => {
    expect(await digestAt("2026-11-30T08:30:00")).toBeNull();
    expect(await digests()).toEqual([]);
  });

  test("one digest a working morning with the follow-ups and new enquiries; none on Sunday", async () => {
    const sent = await call(t.app, "POST", "/contact", {
      body: {
        firstName: "Hina",
        lastName: "Raza",
        email: "hina@example.com",
        company: "Raza Foods",
        message: "Menu app for our restaurants.",
        formToken: formToken(),
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = (
      await call(t.app, "GET", "/admin/leads?q=Raza%20Foods", { token: admin.token })
    ).json().items[0].id;
    await call(t.app, "PATCH", `/admin/leads/${id}`, {
      token: admin.token,
      body: { status: "contacted" },
    });
    await call(t.app, "PUT", `/admin/leads/${id}/follow-up`, {
      token: admin.token,
      body: { on: "2026-12-03" },
    });
    // A second, uncontacted enquiry.
    await call(t.app, "POST", "/contact", {
      body: {
        firstName: "Asad",
        email: "asad@example.com",
        message: "Logo and stationery, please.",
        formToken: formToken(),
      },
    });

    // Sunday morning: a day off.
    expect(await digestAt("2026-12-06T09:00:00")).toBeNull();
    // Saturday before eight, and after noon: not a morning's digest.
    expect(await digestAt("2026-12-05T07:59:00")).toBeNull();
    expect(await digestAt("2026-12-05T12:00:00")).toBeNull();
    expect(await digests()).toEqual([]);

    // Saturday 08:00 PKT is 03:00 UTC: the site's day, not UTC's, decides.
    const mail = await digestAt("2026-12-05T08:00:00");
    expect(await digestAt("2026-12-05T08:15:00")).toBeNull();
    expect(await digestAt("2026-12-05T11:45:00")).toBeNull();
    const [saturday, ...others] = await digests();
    expect(others).toEqual([]);
    expect(saturday!.key).toBe("leads-digest:2026-12-05");
    expect(mail?.to).toBe("sales@site.test");
    expect(mail?.subject).toMatch(/^Sales digest for Sat 5 Dec: 1 follow-up, 1 new lead$/);
    expect(mail?.text).toContain("Hina Raza, Raza Foods (Contacted): overdue since Thu 3 Dec");
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/leads/${id}`);
    expect(mail?.text).toContain("Asad: received");

    // Monday: the next digest.
    expect(await digestAt("2026-12-07T09:00:00")).not.toBeNull();
    expect((await digests()).map((row) => row.key).sort()).toEqual([
      "leads-digest:2026-12-05",
      "leads-digest:2026-12-07",
    ]);
  });

  test("the digest counts leads and calls booked per source since the last one, as /admin/insights does", async () => {
    const lead = (createdAt: Date, extra: Partial<typeof leads.$inferInsert> = {}) => ({
      firstName: "Counted",
      email: "counted@example.com",
      subject: "Quote",
      message: "Counted per source.",
      createdAt,
      ...extra,
    });
    const booked = { origin: "booking", status: "call-booked" } as const;
    await t.app.db.insert(leads).values([
      // Friday 11 December: a call booked from Google, and an enquiry without a tracked visit.
      lead(at("2026-12-11T10:00:00"), { ...booked, source: "google", landingPath: "/" }),
      lead(at("2026-12-11T23:30:00"), { status: "contacted" }),
      // Thursday: the day before's digest counted it. Spam is no lead.
      lead(at("2026-12-10T23:30:00"), { ...booked, source: "google" }),
      lead(at("2026-12-11T12:00:00"), { status: "spam", spamReason: "honeypot" }),
      // The weekend, which Monday's digest counts.
      lead(at("2026-12-12T09:00:00"), { ...booked, source: "linkedin.com" }),
      lead(at("2026-12-13T20:00:00"), { ...booked, source: "linkedin.com" }),
    ]);
    const saturday = await digestAt("2026-12-12T09:00:00");
    expect(saturday?.text).toContain("By source, Fri 11 Dec: 2 leads, 1 call booked");
    expect(saturday?.text).toContain("- google: 1 lead, 1 call booked");
    expect(saturday?.text).toContain("- No tracked visit: 1 lead, 0 calls booked");
    expect(saturday?.text).toContain(`${PUBLIC_URL}/admin/insights?from=2026-12-11&to=2026-12-11`);
    // The same figures as the report's sources table for that day.
    const report = (
      await call(t.app, "GET", "/admin/insights?from=2026-12-11&to=2026-12-11", {
        token: admin.token,
      })
    ).json() as InsightsReport;
    expect(report.totals).toMatchObject({ contacts: 2, bookings: 1 });
    expect(report.sources.find((row) => row.source === "google")).toMatchObject({
      contacts: 1,
      bookings: 1,
    });

    const monday = await digestAt("2026-12-14T08:30:00");
    expect(monday?.text).toContain("By source, Sat 12 Dec to Sun 13 Dec: 2 leads, 2 calls booked");
    expect(monday?.text).toContain("- linkedin.com: 2 leads, 2 calls booked");
  });

  test("the overview heads with follow-ups due today and overdue", async () => {
    const overview = await call(t.app, "GET", "/admin/overview", { token: admin.token });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().followUps).toEqual([
      {
        id: expect.any(Number),
        name: "Hina Raza",
        company: "Raza Foods",
        status: "contacted",
        nextFollowUpOn: "2026-12-03",
        overdue: true,
      },
    ]);
  });

  test("the overview lists today's calls: the Karachi day's, cancelled ones left out", async () => {
    const call_ = (wall: string, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
      consultation: "free-consultation",
      consultant: "omar-farooq",
      startsAt: at(wall),
      endsAt: new Date(at(wall).getTime() + 30 * 60_000),
      bufferMinutes: 15,
      name: "Caller",
      email: "caller@example.com",
      need: "A call.",
      timeZone: "Asia/Karachi",
      ...extra,
    });
    await t.app.db.insert(bookings).values([
      // Sunday 6 December in Karachi from 00:30 (19:30 UTC the day before) to 23:30.
      call_("2026-12-06T23:30:00", { name: "Late Caller", company: "Late Co" }),
      call_("2026-12-06T00:30:00", { name: "Early Caller", consultant: "zainab-ali" }),
      call_("2026-12-06T12:00:00", { name: "Cancelled Caller", status: "cancelled" }),
      call_("2026-12-05T23:30:00", { name: "Yesterday's Caller" }),
      call_("2026-12-07T00:30:00", { name: "Tomorrow's Caller" }),
    ]);
    const overview = await call(t.app, "GET", "/admin/overview", { token: admin.token });
    expect(overview.json().todaysCalls).toEqual([
      expect.objectContaining({
        name: "Early Caller",
        start: at("2026-12-06T00:30:00").toISOString(),
        title: "Free 30-minute consultation",
        consultant: "Zainab Ali",
        status: "booked",
      }),
      expect.objectContaining({
        name: "Late Caller",
        company: "Late Co",
        consultant: "Omar Farooq",
      }),
    ]);
  });
});
