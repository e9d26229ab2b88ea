import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import type { InsightsMetrics, InsightsReport } from "#contract/insights.ts";
import { unattributedLabel } from "#contract/insights-fields.ts";
import { siteDay } from "#contract/site-time.ts";
import { insightEvents, leads, redemptions, users } from "#server/db/schema/index.ts";
import { call, createUser } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";
import { conversionAt, landingAt, pageviewAt } from "#test/visits.ts";

/**
 * One definition per figure: a known data set around one Karachi day, and every tile of the
 * report checked against its tables and against the admin area's lists. The instants sit
 * where Karachi and UTC disagree about the day (23:30 and 00:30 in Karachi).
 */
const day = "2026-03-10";
/** An instant given in Karachi time (UTC+5). */
const karachi = (local: string) => new Date(`${local}+05:00`);
const before = karachi("2026-03-09T23:30:00"); // the evening before: 18:30 UTC on the 9th
const justAfterMidnight = karachi("2026-03-10T00:30:00"); // 19:30 UTC on the 9th: UTC says the 9th
const lateEvening = karachi("2026-03-10T23:30:00"); // 18:30 UTC on the 10th
const nextDay = karachi("2026-03-11T00:30:00"); // 19:30 UTC on the 10th: UTC says the 10th

const sum = <T>(rows: readonly T[], figure: (row: T) => number) =>
  rows.reduce((total, row) => total + figure(row), 0);

describeEachBackend("the report's figures: Karachi days, tiles that add up", (backend) => {
  const t = useTestApp(backend);
  const admin = useAdmin(t, "Figures Admin");
  let report: InsightsReport;

  beforeAll(async () => {
    const db = t.app.db;
    await db.insert(insightEvents).values([
      // Three visits on the day: two from Google on a service page, one direct at 00:30.
      landingAt(karachi("2026-03-10T10:00:00"), "/services/webdevelopment", "v1", "google"),
      pageviewAt(karachi("2026-03-10T10:01:00"), "/contact", "v1"),
      landingAt(lateEvening, "/services/webdevelopment", "v2", "google"),
      landingAt(justAfterMidnight, "/", "v3", "direct"),
      // Outside the day, on either side of it.
      landingAt(before, "/", "v0", "direct"),
      landingAt(nextDay, "/", "v4", "direct"),
      // One sign-up came from the Google visit; the other has no tracked visit.
      conversionAt(karachi("2026-03-10T10:05:00"), "signup", "/services/webdevelopment", "google"),
      conversionAt(lateEvening, "signup", "", null),
    ]);
    // Sign-ups at 23:30 and 00:30 Karachi time on both edges of the day.
    const accounts = await Promise.all(
      [before, justAfterMidnight, lateEvening, nextDay].map(() => createUser(t.app)),
    );
    for (const [index, at] of [before, justAfterMidnight, lateEvening, nextDay].entries())
      await db
        .update(users)
        .set({ createdAt: at, emailVerifiedAt: at })
        .where(eq(users.id, accounts[index]!.id));
    const lead = (createdAt: Date, extra: Partial<typeof leads.$inferInsert> = {}) => ({
      firstName: "Test",
      email: "lead@example.com",
      subject: "Quote",
      message: "Six sales reps, budget PKR 800,000.",
      createdAt,
      ...extra,
    });
    await db.insert(leads).values([
      // From the tracked Google visit.
      lead(karachi("2026-03-10T10:02:00"), {
        source: "google",
        landingPath: "/services/webdevelopment",
        servicePath: "/services/webdevelopment",
      }),
      // Without a tracked visit, at 00:30 and (doubtful, in Check) at 23:30.
      lead(justAfterMidnight),
      lead(lateEvening, { status: "check", spamScore: 2 }),
      // Spam is no enquiry; the leads outside the day do not count either.
      lead(karachi("2026-03-10T12:00:00"), { status: "spam", spamReason: "honeypot" }),
      lead(before, { source: "direct", landingPath: "/" }),
      lead(nextDay),
      // Calls booked (each booking is a lead in Call booked): one from the Google visit, one
      // without a tracked visit at 23:30, and one the evening before, out of the day.
      lead(karachi("2026-03-10T10:04:00"), {
        origin: "booking",
        status: "call-booked",
        source: "google",
        landingPath: "/services/webdevelopment",
        servicePath: "/services/webdevelopment",
      }),
      lead(lateEvening, { origin: "booking", status: "call-booked" }),
      lead(before, { origin: "booking", status: "call-booked", source: "direct" }),
    ]);
    await db.insert(redemptions).values({
      userId: accounts[1]!.id,
      points: 2000,
      pkr: 1000,
      createdAt: justAfterMidnight,
    } as typeof redemptions.$inferInsert);

    const response = await call(t.app, "GET", `/admin/insights?from=${day}&to=${day}`, {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    report = response.json();
  });

  test("the tiles count the Karachi day: 00:30 and 23:30 in, the evening before and after out", () => {
    expect(report.totals).toMatchObject({
      visits: 3,
      // Three enquiries and two booked calls, which are leads too.
      contacts: 5,
      bookings: 2,
      signups: 2,
      verifications: 2,
      redemptions: 1,
    } satisfies Partial<InsightsMetrics>);
    expect(report.daily).toEqual([{ day, pageviews: 4, visitors: 3, visits: 3 }]);
  });

  test("every table adds up to its tiles, with a row for what had no tracked visit", () => {
    const { totals } = report;
    for (const table of [report.sources, report.landingPages] as InsightsMetrics[][]) {
      expect(sum(table, (row) => row.visits)).toBe(totals.visits);
      expect(sum(table, (row) => row.contacts)).toBe(totals.contacts);
      expect(sum(table, (row) => row.bookings)).toBe(totals.bookings);
      expect(sum(table, (row) => row.signups)).toBe(totals.signups);
    }
    expect(sum(report.services, (row) => row.contacts)).toBe(totals.contacts);
    expect(sum(report.services, (row) => row.bookings)).toBe(totals.bookings);
    expect(sum(report.services, (row) => row.visits)).toBe(totals.visits);
    expect(report.sources.find((row) => row.source === "google")).toMatchObject({
      visits: 2,
      contacts: 2,
      bookings: 1,
      signups: 1,
    });
    expect(report.sources.find((row) => row.source === unattributedLabel)).toMatchObject({
      visits: 0,
      contacts: 3,
      bookings: 1,
      signups: 1,
    });
    for (const revenue of [report.revenue.sources, report.revenue.landingPages]) {
      expect(sum(revenue, (row) => row.enquiries)).toBe(totals.contacts);
      expect(sum(revenue, (row) => row.bookings)).toBe(totals.bookings);
    }
    expect(report.revenue.sources.find((row) => row.value === "google")).toMatchObject({
      enquiries: 2,
      bookings: 1,
    });
  });

  test("the tiles agree with the leads and users lists, read as Karachi days", async () => {
    const listed = async <T extends { createdAt: string }>(path: string) => {
      const page = (await call(t.app, "GET", path, { token: admin.token })).json();
      return (page.items as T[]).filter((row) => siteDay(new Date(row.createdAt)) === day);
    };
    const leadsOfDay = await listed<{ createdAt: string; status: string }>(
      "/admin/leads?status=all",
    );
    expect(leadsOfDay.filter((row) => row.status !== "spam")).toHaveLength(report.totals.contacts);
    expect(leadsOfDay.filter((row) => row.status === "call-booked")).toHaveLength(
      report.totals.bookings,
    );
    expect(await listed("/admin/users")).toHaveLength(report.totals.signups);
  });
});
