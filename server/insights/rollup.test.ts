import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { type InsightsReport, noCampaignLabel } from "#contract/insights.ts";
import { insightEvents, insightRollups, insightSalts, leads } from "#server/db/schema/index.ts";
import { sweep } from "#server/housekeeping.ts";
import {
  call,
  createAdmin,
  createTestApp,
  eventually,
  type TestApp,
  type TestUser,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";
import { BROWSER, conversionAt, landingAt, pageviewAt } from "#test/visits.ts";
import { rolledThrough, rollUpFinishedDays } from "./rollup.ts";
import { addDays, siteDay } from "./visitor.ts";

const today = siteDay(new Date());
/** An instant of a day, in Karachi time: the statistics' days are Karachi's. */
const at = (day: string, time = "10:00:00") => new Date(`${day}T${time}+05:00`);
const leadAt = (createdAt: Date, attribution: Partial<typeof leads.$inferInsert> = {}) => ({
  firstName: "Test",
  email: "lead@example.com",
  subject: "Quote",
  message: "A quote, please.",
  createdAt,
  ...attribution,
});

async function reportOf(t: TestApp, admin: TestUser, from: string, to: string) {
  const response = await call(t.app, "GET", `/admin/insights?from=${from}&to=${to}`, {
    token: admin.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as InsightsReport;
}

describeEachBackend("visit statistics: daily roll-ups", (backend) => {
  const t = useTestApp(backend);
  const admin = useAdmin(t, "Statistics Admin");

  test("finished days are added up once; the report reads the same figures before and after", async () => {
    const threeAgo = addDays(today, -3);
    const twoAgo = addDays(today, -2);
    await t.app.db.insert(insightEvents).values([
      // Three days ago: two visitors; one lands from Google on a service page and sends a message.
      landingAt(at(threeAgo, "08:00:00"), "/services/zohocrm", "visitor-a", "google.com", {
        utmCampaign: "zoho-spring",
      }),
      pageviewAt(at(threeAgo, "08:01:00"), "/contact", "visitor-a"),
      {
        ...conversionAt(at(threeAgo, "08:05:00"), "contact", "/services/zohocrm", "google.com"),
        utmCampaign: "zoho-spring",
      },
      landingAt(at(threeAgo, "09:00:00"), "/", "visitor-b", "direct", { viewport: "mobile" }),
      pageviewAt(at(threeAgo, "09:00:30"), "/services/zohocrm", "visitor-b", {
        viewport: "mobile",
      }),
      // The day's last second still belongs to it.
      pageviewAt(at(threeAgo, "23:59:59"), "/about", "visitor-b"),
      // Two days ago: a referral link, a sign-up from it, a message no visit was found for.
      landingAt(at(twoAgo), "/signup", "visitor-c", "direct", { ref: "REFCODE2" }),
      { ...conversionAt(at(twoAgo, "10:02:00"), "signup", "/signup", "direct"), ref: "REFCODE2" },
      conversionAt(at(twoAgo, "11:00:00"), "contact", "", null),
    ]);
    // The leads those messages are: enquiries are counted from the leads themselves.
    await t.app.db.insert(leads).values([
      leadAt(at(threeAgo, "08:05:00"), {
        source: "google.com",
        landingPath: "/services/zohocrm",
        utmCampaign: "zoho-spring",
      }),
      leadAt(at(twoAgo, "11:00:00")),
    ]);
    // Today's, through the API: not rolled up until the day is over.
    await call(t.app, "POST", "/events", {
      body: { path: "/services/zohocrm", viewport: "tablet", landing: true, referrer: "bing.com" },
      headers: { "user-agent": BROWSER },
    });

    const before = await reportOf(t, admin, threeAgo, today);
    expect(before.rolledThrough).toBeNull();
    // Sign-ups are accounts: only the administrator's own, today (the conversion two days ago
    // has no account behind it); its confirmation too.
    expect(before.totals).toMatchObject({
      pageviews: 7,
      visits: 4,
      contacts: 2,
      signups: 1,
      verifications: 1,
    });
    // Visitors are distinct per day, added up: a and b, then c, then today's one.
    expect(before.totals.visitors).toBe(4);
    expect(before.daily.map((day) => [day.day, day.pageviews, day.visitors])).toEqual([
      [threeAgo, 5, 2],
      [twoAgo, 1, 1],
      [addDays(today, -1), 0, 0],
      [today, 1, 1],
    ]);
    expect(before.campaigns).toEqual([
      expect.objectContaining({ campaign: "zoho-spring", visits: 1, contacts: 1, contactRate: 1 }),
      expect.objectContaining({ campaign: noCampaignLabel, visits: 3, contacts: 1 }),
    ]);

    // Two days with events, then one step over the empty day before today.
    expect(await rollUpFinishedDays(t.app.db)).toBe(3);
    expect(await rolledThrough(t.app.db)).toBe(addDays(today, -1));
    const rolled = await t.app.db
      .select()
      .from(insightRollups)
      .where(eq(insightRollups.day, threeAgo));
    expect(rolled.find((row) => row.dimension === "total")).toMatchObject({
      pageviews: 5,
      visitors: 2,
      visits: 2,
      contacts: 1,
    });
    expect(
      rolled.find((row) => row.dimension === "page" && row.value === "/services/zohocrm"),
    ).toMatchObject({ pageviews: 2, visitors: 2, visits: 1, contacts: 1 });
    // A message without a visit counts in the total, never as a page or a source.
    const all = await t.app.db.select().from(insightRollups);
    expect(all.some((row) => row.dimension !== "total" && row.value === "")).toBe(false);

    const after = await reportOf(t, admin, threeAgo, today);
    expect(after.rolledThrough).toBe(addDays(today, -1));
    expect({ ...after, rolledThrough: null }).toEqual(before);

    // Nothing more to do until the day is over; today's events stay raw.
    expect(await rollUpFinishedDays(t.app.db)).toBe(0);
    expect(
      await t.app.db.select().from(insightRollups).where(eq(insightRollups.day, today)),
    ).toEqual([]);
  });

  test("the append-only trigger lets rows older than 7 days be deleted, and only those", async () => {
    await t.app.db
      .insert(insightEvents)
      .values([
        landingAt(at(addDays(today, -8)), "/deletable", "v", "direct"),
        landingAt(at(addDays(today, -6)), "/not-deletable", "v", "direct"),
      ]);
    await t.app.db.delete(insightEvents).where(eq(insightEvents.path, "/deletable"));
    await expect(
      t.app.db.delete(insightEvents).where(eq(insightEvents.path, "/not-deletable")),
    ).rejects.toThrow();
    const left = await t.app.db
      .select({ path: insightEvents.path })
      .from(insightEvents)
      .where(eq(insightEvents.landing, true));
    expect(left.map((row) => row.path)).toContain("/not-deletable");
    expect(left.map((row) => row.path)).not.toContain("/deletable");
  });
});

describeEachBackend("visit statistics: retention and the job worker", (backend) => {
  test("raw events past INSIGHTS_RAW_RETENTION_DAYS go once rolled up; their figures stay", async () => {
    const t = await createTestApp(backend, { env: { INSIGHTS_RAW_RETENTION_DAYS: "60" } });
    try {
      const admin = await createAdmin(t.app, "Statistics Admin");
      const old = addDays(today, -61);
      const kept = addDays(today, -59);
      await t.app.db
        .insert(insightEvents)
        .values([
          landingAt(at(old), "/old-page", "visitor-1", "google.com"),
          pageviewAt(at(old, "10:01:00"), "/contact", "visitor-1"),
          landingAt(at(kept), "/kept-page", "visitor-2", "direct"),
        ]);
      // A salt left behind from a past day, as after a crash: housekeeping deletes it too.
      await t.app.db.insert(insightSalts).values({ day: addDays(today, -2), salt: "old-salt" });
      const retention = {
        securityEventsDays: 180,
        insightEventsDays: t.config.INSIGHTS_RAW_RETENTION_DAYS,
      };
      const paths = async () =>
        (
          await t.app.db
            .select({ path: insightEvents.path })
            .from(insightEvents)
            .where(eq(insightEvents.kind, "pageview"))
        )
          .map((row) => row.path)
          .sort();

      // Not rolled up yet: nothing is pruned, whatever its age (a stalled job loses nothing).
      await sweep(t.app.db, retention);
      expect(await paths()).toEqual(["/contact", "/kept-page", "/old-page"]);
      expect(await t.app.db.select().from(insightSalts)).toEqual([]);

      expect(await rollUpFinishedDays(t.app.db)).toBeGreaterThanOrEqual(2);
      await sweep(t.app.db, retention);
      expect(await paths()).toEqual(["/kept-page"]);

      const figures = await reportOf(t, admin, old, old);
      expect(figures.totals).toMatchObject({ pageviews: 2, visitors: 1, visits: 1 });
      expect(figures.sources).toEqual([
        expect.objectContaining({ source: "google.com", visits: 1 }),
      ]);
      expect(figures.pages.map((page) => page.path).sort()).toEqual(["/contact", "/old-page"]);
    } finally {
      await t.close();
    }
  });

  test("the roll-up job runs on the job worker", async () => {
    const t = await createTestApp(backend, { app: { insights: { everyMs: 100 } } });
    try {
      await t.app.db
        .insert(insightEvents)
        .values([landingAt(at(addDays(today, -2)), "/worker-page", "visitor-w", "direct")]);
      // The job rolls one day per transaction: wait for the last finished day, not the first.
      const yesterday = addDays(today, -1);
      const day = await eventually(
        async () => ((await rolledThrough(t.app.db)) === yesterday ? yesterday : undefined),
        10_000,
        "the roll-up through yesterday",
      );
      expect(day).toBe(addDays(today, -1));
      const rolled = await t.app.db
        .select()
        .from(insightRollups)
        .where(eq(insightRollups.value, "/worker-page"));
      expect(rolled).toEqual([expect.objectContaining({ dimension: "page", pageviews: 1 })]);
    } finally {
      await t.close();
    }
  });
});
