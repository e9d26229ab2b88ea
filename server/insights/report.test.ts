import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { ConversionKind, InsightsReport } from "#contract/insights.ts";
import {
  insightEvents,
  newsletterSubscribers,
  referrals,
  securityEvents,
  users,
} from "#server/db/schema/index.ts";
import {
  call,
  confirmEmail,
  createAdmin,
  createUser,
  eventually,
  formToken,
  grantPoints,
  PASSWORD,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { BROWSER } from "#test/visits.ts";
import { siteDay } from "./visitor.ts";

const today = siteDay(new Date());
type Options = { body?: unknown; token?: string; headers?: Record<string, string> };

/** A browser at an address of its own: its page views and its requests, as the site sends them. */
function browserAt(t: TestApp, ip: string, agent = BROWSER) {
  const headers = { "x-forwarded-for": ip, "user-agent": agent };
  return {
    view: (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
      call(t.app, "POST", "/events", {
        body: { viewport: "desktop", ...body },
        headers: { ...headers, ...extra },
      }),
    send: (method: string, path: string, options: Options = {}) =>
      call(t.app, method, path, { ...options, headers: { ...headers, ...options.headers } }),
  };
}

async function referralCodeOf(t: TestApp, userId: string) {
  const [row] = await t.app.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, userId));
  return row!.code;
}

describeEachBackend(
  "visit statistics: conversions, the report and the referral funnel",
  (backend) => {
    const t = useTestApp(backend, { env: { TRUST_PROXY: "true" } });
    let admin: TestUser;
    let visitor: TestUser;

    beforeAll(async () => {
      admin = await createAdmin(t.app, "Insights Admin");
      visitor = await createUser(t.app, { name: "Plain Visitor" });
    });

    /** The newest conversion of a kind, as stored. */
    const latest = async (kind: ConversionKind) => {
      const [row] = await t.app.db
        .select()
        .from(insightEvents)
        .where(eq(insightEvents.conversion, kind))
        .orderBy(desc(insightEvents.id))
        .limit(1);
      return row;
    };
    const conversionsOf = async (kind: ConversionKind) =>
      Number(
        (
          await t.app.db
            .select({ value: sql<number>`count(*)` })
            .from(insightEvents)
            .where(eq(insightEvents.conversion, kind))
        )[0]!.value,
      );

    const report = async (query = "") => {
      const response = await call(t.app, "GET", `/admin/insights${query}`, { token: admin.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as InsightsReport;
    };

    const contactFrom = (
      browser: ReturnType<typeof browserAt>,
      extra: Record<string, string> = {},
    ) =>
      browser.send("POST", "/contact", {
        body: {
          firstName: "Farah",
          email: uniqueEmail("lead"),
          message: "We would like a quote for a new website.",
          formToken: formToken(),
        },
        headers: extra,
      });

    describe("admin only", () => {
      test("401 without a session, 403 for a visitor's account, 200 for an administrator", async () => {
        for (const path of ["/admin/insights", "/admin/insights.csv"]) {
          expect((await call(t.app, "GET", path)).statusCode, path).toBe(401);
          const denied = await call(t.app, "GET", path, { token: visitor.token });
          expect(denied.statusCode, path).toBe(403);
          expect(denied.json().message).toMatch(/administrator role/);
          expect((await call(t.app, "GET", path, { token: admin.token })).statusCode, path).toBe(
            200,
          );
        }
      });

      test.each([
        ["?from=2026-02-30", "From: must be a real date"],
        ["?from=yesterday", "From: must be a date like 2026-11-24."],
        ["?from=2026-11-24&to=2026-11-01", "From: must be on or before the last day."],
        ["?from=2024-01-01&to=2026-01-01", "From: must be at most 366 days before the last day."],
        ["?to=0999-01-01", "To: must be a real date"],
      ])("a bad range %s is a 400 that says why", async (query, message) => {
        const response = await call(t.app, "GET", `/admin/insights${query}`, {
          token: admin.token,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      });

      test("without a range: the last 30 days, today included, every day listed", async () => {
        const figures = await report();
        expect(figures.to).toBe(today);
        expect(figures.daily).toHaveLength(30);
        expect(figures.daily.at(-1)!.day).toBe(today);
        expect(figures.from).toBe(figures.daily[0]!.day);
      });
    });

    describe("conversions are linked to the visit they came from", () => {
      test("a contact message: the landing page and source of the sender's visit, no one else's", async () => {
        const reader = browserAt(t, "203.0.113.10");
        await reader.view({
          path: "/services/webdevelopment",
          landing: true,
          referrer: "www.google.com",
          utm_campaign: "launch",
        });
        await reader.view({ path: "/webdevelopment/seo" });
        await reader.view({ path: "/contact" });
        expect((await contactFrom(reader)).statusCode).toBe(201);
        expect(await latest("contact")).toMatchObject({
          kind: "conversion",
          path: "/services/webdevelopment",
          source: "google.com",
          utmCampaign: "launch",
          visitor: null,
        });

        // Another browser at the same address, or the same browser elsewhere: not this visit.
        expect(
          (await contactFrom(browserAt(t, "203.0.113.10", `${BROWSER} Edg/131.0`))).statusCode,
        ).toBe(201);
        expect(await latest("contact")).toMatchObject({ path: "", source: null });
        expect((await contactFrom(browserAt(t, "203.0.113.11"))).statusCode).toBe(201);
        expect(await latest("contact")).toMatchObject({ path: "", source: null });

        // Do-Not-Track: counted as a message, linked to nothing.
        const private_ = browserAt(t, "203.0.113.12");
        await private_.view({ path: "/services/zohocrm", landing: true }, { dnt: "1" });
        expect((await contactFrom(private_, { dnt: "1" })).statusCode).toBe(201);
        expect(await latest("contact")).toMatchObject({ path: "", source: null });

        // Spam is no conversion.
        const before = await conversionsOf("contact");
        const bot = await reader.send("POST", "/contact", {
          body: { firstName: "Bot", email: uniqueEmail("bot"), message: "Buy now", website: "x" },
        });
        expect(bot.statusCode).toBe(201);
        expect(await conversionsOf("contact")).toBe(before);

        const figures = await report();
        expect(figures.landingPages).toContainEqual(
          expect.objectContaining({
            path: "/services/webdevelopment",
            visits: 1,
            contacts: 1,
            contactRate: 1,
          }),
        );
        expect(figures.services).toContainEqual(
          expect.objectContaining({ service: "Web Development", visits: 1, contacts: 1 }),
        );
        expect(figures.sources).toContainEqual(
          expect.objectContaining({ source: "google.com", visits: 1, contacts: 1 }),
        );
        expect(figures.campaigns).toContainEqual(
          expect.objectContaining({ campaign: "launch", contacts: 1 }),
        );
        expect(figures.pages).toEqual(
          expect.arrayContaining([
            { path: "/webdevelopment/seo", pageviews: 1, visitors: 1 },
            { path: "/contact", pageviews: 1, visitors: 1 },
          ]),
        );
        expect(figures.totals.contacts).toBe(4);
      });

      test("a sign-up and, from another device, its confirmation: both from the referral-link visit", async () => {
        const referrer = await createUser(t.app, { name: "Linked Referrer" });
        const code = await referralCodeOf(t, referrer.id);
        const friend = browserAt(t, "203.0.113.20");
        await friend.view({ path: "/signup", landing: true, referrer: "wa.me", ref: code });
        const email = uniqueEmail("friend");
        const signup = await friend.send("POST", "/auth/signup", {
          body: { name: "Linked Friend", email, password: PASSWORD, referralCode: code },
        });
        expect(signup.statusCode).toBe(201);
        const signedUp = await latest("signup");
        expect(signedUp).toMatchObject({ path: "/signup", source: "wa.me", ref: code });
        // A digest ties the confirmation to it; it is no account id and no address.
        const [account] = await t.app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        expect(signedUp!.subject).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(JSON.stringify(signedUp)).not.toContain(account!.id);

        // The link opened on a phone elsewhere: still the sign-up's visit.
        expect((await confirmEmail(t.app, account!.id, "198.51.100.99")).statusCode).toBe(200);
        expect(await latest("verification")).toMatchObject({
          path: "/signup",
          source: "wa.me",
          ref: code,
        });
        // A second click confirms nothing new and counts nothing new.
        const verifications = await conversionsOf("verification");
        await confirmEmail(t.app, account!.id);
        expect(await conversionsOf("verification")).toBe(verifications);
      });

      test("a newsletter confirmation from an e-mail: the visit of the subscribe request", async () => {
        const reader = browserAt(t, "203.0.113.30");
        await reader.view({ path: "/about", landing: true, referrer: "www.linkedin.com" });
        const email = uniqueEmail("reader");
        expect((await reader.send("POST", "/newsletter", { body: { email } })).statusCode).toBe(
          202,
        );
        expect(await latest("subscribe")).toMatchObject({ path: "/about", source: "linkedin.com" });
        // The confirmation link's token (the real one is in the mail): set as the intake left it.
        await eventually(async () => {
          const [row] = await t.app.db
            .select()
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.email, email));
          return row;
        });
        const token = randomBytes(32).toString("base64url");
        await t.app.db
          .update(newsletterSubscribers)
          .set({ confirmTokenHash: createHash("sha256").update(token).digest("hex") })
          .where(eq(newsletterSubscribers.email, email));
        const confirmed = await t.app.inject({
          method: "GET",
          url: `/api/newsletter/confirm?token=${token}`,
        });
        expect(confirmed.headers.location).toBe("/newsletter/confirmed");
        expect(await latest("newsletter")).toMatchObject({
          path: "/about",
          source: "linkedin.com",
        });
        const count = await conversionsOf("newsletter");
        await t.app.inject({ method: "GET", url: `/api/newsletter/confirm?token=${token}` });
        expect(await conversionsOf("newsletter")).toBe(count);

        // A subscribe request no visit can be found for leaves no row at all.
        const carriers = await conversionsOf("subscribe");
        await browserAt(t, "203.0.113.31").send("POST", "/newsletter", {
          body: { email: uniqueEmail("nobody") },
        });
        expect(await conversionsOf("subscribe")).toBe(carriers);
      });

      test("a redemption: the visit in which it was asked for; a repeat with the same key counts once", async () => {
        const saver = await createUser(t.app, { name: "Saver" });
        await grantPoints(t.app, saver.id, 200);
        const browser = browserAt(t, "203.0.113.40");
        await browser.view({ path: "/login", landing: true });
        await browser.view({ path: "/dashboard" });
        const redeem = () =>
          browser.send("POST", "/rewards/redeem", {
            token: saver.token,
            headers: { "idempotency-key": "insights-redeem-1" },
          });
        expect((await redeem()).statusCode).toBe(200);
        expect(await latest("redemption")).toMatchObject({ path: "/login", source: "direct" });
        const count = await conversionsOf("redemption");
        const replay = await redeem();
        expect(replay.headers["idempotent-replayed"]).toBe("true");
        expect(await conversionsOf("redemption")).toBe(count);
      });
    });

    describe("the referral funnel", () => {
      test("per referrer: link visitors, sign-ups, confirmed, credited points, redeemed PKR", async () => {
        const referrer = await createUser(t.app, { name: "Funnel Referrer" });
        const code = await referralCodeOf(t, referrer.id);
        const friends = ["203.0.113.50", "203.0.113.51"].map((ip) => browserAt(t, ip));
        const emails = [uniqueEmail("funnel"), uniqueEmail("funnel")];
        for (const [index, friend] of friends.entries()) {
          await friend.view({ path: "/signup", landing: true, ref: code.toLowerCase() });
          // The same visitor opening the link again the same day is one link visitor.
          await friend.view({ path: "/signup", ref: code });
          const signup = await friend.send("POST", "/auth/signup", {
            body: {
              name: `Funnel Friend ${index}`,
              email: emails[index],
              password: PASSWORD,
              referralCode: code,
            },
          });
          expect(signup.statusCode).toBe(201);
        }
        // One friend confirms: the referrer is credited 100 points.
        const [first] = await t.app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, emails[0]!));
        expect((await confirmEmail(t.app, first!.id)).statusCode).toBe(200);
        // With 100 more points, the referrer redeems 200 for 100 PKR.
        await grantPoints(t.app, referrer.id, 100);
        expect(
          (await call(t.app, "POST", "/rewards/redeem", { token: referrer.token })).statusCode,
        ).toBe(200);

        const row = (await report()).referrers.find((entry) => entry.code === code);
        expect(row).toEqual({
          name: "Funnel Referrer",
          email: referrer.email,
          code,
          linkVisitors: 2,
          signups: 2,
          verified: 1,
          creditedPoints: 100,
          redeemedPkr: 100,
        });
        // A day before all this, nothing.
        const yesterday = siteDay(new Date(Date.now() - 86_400_000));
        const earlier = await report(`?from=${yesterday}&to=${yesterday}`);
        expect(earlier.referrers.find((entry) => entry.code === code)).toBeUndefined();
      });

      test("abuse: scripted link visits, forged conversions and a sign-up farm pay nothing and inflate nothing", async () => {
        const target = await createUser(t.app, { name: "Targeted Referrer" });
        const code = await referralCodeOf(t, target.id);
        const script = browserAt(t, "192.0.2.66");

        // 1. A script hammering the referral link: one visitor a day, then refused.
        const answers: number[] = [];
        for (let i = 0; i < 125; i++)
          answers.push(
            (await script.view({ path: "/signup", landing: true, ref: code })).statusCode,
          );
        expect(answers.filter((status) => status === 204)).toHaveLength(120);
        expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
        // The same script as bots: not counted at all.
        await browserAt(t, "192.0.2.67", "python-requests/2.32").view({
          path: "/signup",
          ref: code,
        });

        // 2. Conversions cannot be posted as page views.
        for (const forged of [
          { path: "/signup", conversion: "signup", ref: code },
          { path: "/signup", kind: "conversion" },
          { path: "/signup", signups: 50 },
        ]) {
          const response = await browserAt(t, "192.0.2.68").view(forged);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toMatch(/^Unknown field/);
        }

        // 3. A farm of ten sign-ups with the code from one address, none confirmed.
        const farm = browserAt(t, "192.0.2.69");
        await farm.view({ path: "/signup", landing: true, ref: code });
        for (let i = 0; i < 10; i++) {
          const response = await farm.send("POST", "/auth/signup", {
            body: {
              name: `Farm ${i}`,
              email: uniqueEmail("farm"),
              password: PASSWORD,
              referralCode: code,
            },
          });
          expect(response.statusCode).toBe(201);
        }

        // 4. A stranger who never opened the link signs up without the code: not the referrer's,
        //    and not linked to anyone's visit.
        const stranger = browserAt(t, "192.0.2.90");
        expect(
          (
            await stranger.send("POST", "/auth/signup", {
              body: { name: "Stranger", email: uniqueEmail("stranger"), password: PASSWORD },
            })
          ).statusCode,
        ).toBe(201);
        expect(await latest("signup")).toMatchObject({ path: "", ref: null, source: null });

        const row = (await report()).referrers.find((entry) => entry.code === code);
        expect(row).toMatchObject({
          // The script and the farm's one browser: two visitors however many requests.
          linkVisitors: 2,
          signups: 10,
          verified: 0,
          creditedPoints: 0,
          redeemedPkr: 0,
        });
        // What pays comes from the referral ledger, and it holds no credit for any of them.
        const credited = await t.app.db
          .select({ value: sql<number>`count(*)` })
          .from(referrals)
          .where(and(eq(referrals.referrerId, target.id), eq(referrals.status, "credited")));
        expect(Number(credited[0]!.value)).toBe(0);
        expect((await call(t.app, "GET", "/user/me", { token: target.token })).json().points).toBe(
          0,
        );
      });
    });

    describe("CSV export", () => {
      test("every figure of the page as one table, logged as an administrator's export", async () => {
        const response = await call(t.app, "GET", `/admin/insights.csv?from=${today}&to=${today}`, {
          token: admin.token,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(response.headers["content-disposition"]).toBe(
          `attachment; filename="insights-${today}.csv"`,
        );
        const lines = response.body
          .replace(/^\uFEFF/, "")
          .trimEnd()
          .split("\r\n");
        expect(lines[0]).toBe(
          "section,item,visitors,page_views,visits,contact_messages,contact_rate,newsletter_confirmations,sign_ups,confirmed_addresses,redemptions,referral_link_visitors,referral_sign_ups,referrals_confirmed,credited_points,redeemed_pkr,enquiries,won_clients,won_pkr,calls_booked",
        );
        for (const line of lines) expect(line.split(",").length, line).toBeGreaterThanOrEqual(19);
        const figures = await report(`?from=${today}&to=${today}`);
        expect(lines[1]).toBe(
          `total,${today} to ${today},${figures.totals.visitors},${figures.totals.pageviews},${figures.totals.visits},${figures.totals.contacts},${Math.round((figures.totals.contacts / figures.totals.visits) * 10_000) / 10_000},${figures.totals.newsletters},${figures.totals.signups},${figures.totals.verifications},${figures.totals.redemptions},,,,,,,,,${figures.totals.bookings}`,
        );
        expect(lines).toContain(
          `day,${today},${figures.daily[0]!.visitors},${figures.daily[0]!.pageviews},${figures.daily[0]!.visits},,,,,,,,,,,,,,,`,
        );
        expect(
          lines.some((line) => line.startsWith("landing_page,/services/webdevelopment,")),
        ).toBe(true);
        expect(lines.some((line) => line.startsWith("service,Web Development,"))).toBe(true);
        expect(lines.some((line) => line.startsWith("referrer,Funnel Referrer <"))).toBe(true);

        const [logged] = await t.app.db
          .select()
          .from(securityEvents)
          .where(eq(securityEvents.userId, admin.id))
          .orderBy(desc(securityEvents.id))
          .limit(1);
        expect(logged?.detail).toMatchObject({ action: "GET /api/admin/insights.csv" });
      });
    });
  },
);
