import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insightEvents, insightSalts, securityEvents } from "#server/db/schema/index.ts";
import { call, createTestApp, type TestApp } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { BROWSER } from "#test/visits.ts";
import { eventBodyLimit } from "./index.ts";
import { NEW_VISITORS_PER_ADDRESS } from "./service.ts";
import { createDailySalts, visitorHash } from "./visitor.ts";

describeOnPglite("visit statistics: collection", (backend) => {
  let t: TestApp;
  let ip = 0;
  /** A client address of its own per test, so the per-address limit stays out of the way. */
  const nextIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => t?.close());

  const view = (
    body: unknown,
    options: { ip?: string; agent?: string; headers?: Record<string, string> } = {},
  ) =>
    call(t.app, "POST", "/events", {
      body,
      headers: {
        "x-forwarded-for": options.ip ?? nextIp(),
        "user-agent": options.agent ?? BROWSER,
        ...options.headers,
      },
    });

  const rowsFor = (path: string) =>
    t.app.db.select().from(insightEvents).where(eq(insightEvents.path, path));

  /** Every stored value of the table as text, to look for what must never be in it. */
  const everything = async () =>
    JSON.stringify(await t.app.db.select().from(insightEvents)) +
    JSON.stringify(await t.app.db.select().from(insightSalts));

  test("a page view is stored with a daily visitor hash, never the address or the browser", async () => {
    const address = "203.0.113.77";
    const first = await view(
      {
        path: "/services/zohocrm",
        viewport: "mobile",
        landing: true,
        referrer: "www.Google.com",
        utm_medium: "cpc",
        utm_campaign: "spring-zoho",
        ref: "abcd2345",
      },
      { ip: address },
    );
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe("");
    const second = await view({ path: "/contact", viewport: "mobile" }, { ip: address });
    expect(second.statusCode).toBe(204);

    const [landing] = await rowsFor("/services/zohocrm");
    expect(landing).toMatchObject({
      kind: "pageview",
      landing: true,
      source: "google.com",
      utmMedium: "cpc",
      utmCampaign: "spring-zoho",
      ref: "ABCD2345",
      viewport: "mobile",
      conversion: null,
    });
    expect(landing!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [next] = await rowsFor("/contact");
    // The same browser is the same visitor today; a later page carries no source of its own.
    expect(next).toMatchObject({ visitor: landing!.visitor, landing: false, source: null });

    const stored = await everything();
    expect(stored).not.toContain(address);
    expect(stored).not.toContain("Chrome/131");
    expect(stored).not.toContain("Windows NT");
  });

  test("a new User-Agent per request does not make new visitors past the address's daily share", async () => {
    // 5 addresses, 110 page views each (under the per-minute limit), each with an agent of its own.
    const addresses = Array.from({ length: 5 }, () => nextIp());
    for (const address of addresses)
      for (let i = 0; i < 110; i++)
        expect(
          (
            await view(
              { path: "/about", viewport: "desktop" },
              { ip: address, agent: `${BROWSER} Pad/${address}/${i}` },
            )
          ).statusCode,
        ).toBe(204);
    const [row] = await t.app.db
      .select({ visitors: sql<number>`count(distinct ${insightEvents.visitor})`.mapWith(Number) })
      .from(insightEvents)
      .where(eq(insightEvents.path, "/about"));
    // Each address: its first NEW_VISITORS_PER_ADDRESS browsers, then one overflow visitor.
    expect(row!.visitors).toBeLessThanOrEqual(5 * (NEW_VISITORS_PER_ADDRESS + 1) + 2);
    expect(row!.visitors).toBeGreaterThanOrEqual(5 * NEW_VISITORS_PER_ADDRESS);
    // An overflowed browser stays one visitor on its next page.
    const address = addresses[0]!;
    await view(
      { path: "/contact", viewport: "desktop" },
      { ip: address, agent: `${BROWSER} Pad/${address}/109` },
    );
    await view(
      { path: "/contact", viewport: "desktop" },
      { ip: address, agent: `${BROWSER} Pad/${address}/108` },
    );
    const contact = await rowsFor("/contact");
    expect(new Set(contact.slice(-2).map((r) => r.visitor)).size).toBe(1);
  });

  test("the beacon's text/plain body (navigator.sendBeacon) is read as JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "x-forwarded-for": nextIp(),
        "user-agent": BROWSER,
      },
      payload: JSON.stringify({ path: "/beacon-text-plain", viewport: "desktop", landing: true }),
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsFor("/beacon-text-plain")).toHaveLength(1);
    const [row] = await rowsFor("/beacon-text-plain");
    expect(row!.source).toBe("direct");
  });

  test("campaign tags name the source; this site's own host is no source", async () => {
    await view({
      path: "/campaign-landing",
      viewport: "tablet",
      landing: true,
      referrer: "l.facebook.com",
      utm_source: "Newsletter",
    });
    await view({ path: "/own-referrer", viewport: "tablet", landing: true, referrer: "site.test" });
    expect((await rowsFor("/campaign-landing"))[0]!.source).toBe("newsletter");
    expect((await rowsFor("/own-referrer"))[0]!.source).toBe("direct");
  });

  test.each([
    [{ viewport: "desktop" }, "Path: is required."],
    [{ path: "services", viewport: "desktop" }, "Path: must be the page's path"],
    [{ path: "/reset-password?token=secret", viewport: "desktop" }, "(no query string)"],
    [{ path: "/a#top", viewport: "desktop" }, "Path: must be the page's path"],
    [{ path: `/${"a".repeat(300)}`, viewport: "desktop" }, "Path: must be at most 300"],
    [{ path: "/", viewport: "watch" }, "Viewport: must be mobile, tablet or desktop."],
    [{ path: "/", viewport: "desktop", landing: "yes" }, "Landing: must be true or false."],
    [{ path: "/", viewport: "desktop", referrer: "https://x.com/p" }, "Referrer: must be a host"],
    [{ path: "/", viewport: "desktop", ref: "AB-CD" }, "Referral code: must be a referral code"],
    [{ path: "/", viewport: "desktop", utm_source: "a\u0000b" }, "utm_source: must not contain"],
    [{ path: "/", viewport: "desktop", conversion: "signup" }, 'Unknown field "conversion".'],
    [{ path: "/", viewport: "desktop", ip: "1.2.3.4" }, 'Unknown field "ip".'],
    [[], "Request body: must be a JSON object."],
  ])(
    "bad input %j is refused with a 400 that says why, and nothing is stored",
    async (body, message) => {
      const before = await t.app.db.select({ value: sql<number>`count(*)` }).from(insightEvents);
      const response = await view(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      const after = await t.app.db.select({ value: sql<number>`count(*)` }).from(insightEvents);
      expect(Number(after[0]!.value)).toBe(Number(before[0]!.value));
    },
  );

  test("malformed JSON is a 400, a body that is not JSON a 415, an oversized body a 413", async () => {
    const post = (payload: string, type: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": type, "x-forwarded-for": nextIp(), "user-agent": BROWSER },
        payload,
      });
    const malformed = await post('{"path": "/', "text/plain");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("The request body is not valid JSON.");
    const form = await post("path=%2F&viewport=desktop", "application/x-www-form-urlencoded");
    expect(form.statusCode).toBe(415);
    const huge = await post(
      JSON.stringify({
        path: "/huge",
        viewport: "desktop",
        utm_campaign: "x".repeat(eventBodyLimit),
      }),
      "application/json",
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The request body is too large.");
    expect(await rowsFor("/huge")).toHaveLength(0);
  });

  test("Do-Not-Track and Global Privacy Control: 204 and nothing stored", async () => {
    const dnt = await view(
      { path: "/dnt-page", viewport: "desktop", landing: true },
      {
        headers: { dnt: "1" },
      },
    );
    const gpc = await view(
      { path: "/dnt-page", viewport: "desktop", landing: true },
      {
        headers: { "sec-gpc": "1" },
      },
    );
    expect([dnt.statusCode, gpc.statusCode]).toEqual([204, 204]);
    expect(await rowsFor("/dnt-page")).toHaveLength(0);
    // DNT: 0 is no objection.
    await view({ path: "/dnt-page", viewport: "desktop" }, { headers: { dnt: "0" } });
    expect(await rowsFor("/dnt-page")).toHaveLength(1);
  });

  test.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    [
      "headless Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    ],
    ["a script", "curl/8.5.0"],
    ["no agent", ""],
  ])("a bot (%s) is answered 204 and not counted", async (name, agent) => {
    const path = `/bot-${name.replace(/\W/g, "")}`;
    const response = await view({ path, viewport: "desktop", landing: true }, { agent });
    expect(response.statusCode).toBe(204);
    expect(await rowsFor(path)).toHaveLength(0);
  });

  test("the administrators' own pages are not counted", async () => {
    expect((await view({ path: "/admin/insights", viewport: "desktop" })).statusCode).toBe(204);
    expect((await view({ path: "/admin", viewport: "desktop" })).statusCode).toBe(204);
    expect(await rowsFor("/admin/insights")).toHaveLength(0);
    expect(await rowsFor("/admin")).toHaveLength(0);
    // However the path is written: case, doubled and trailing slashes.
    for (const path of ["/ADMIN/users", "//admin", "/Admin/", "//admin//users", "/API/health"]) {
      expect((await view({ path, viewport: "desktop" })).statusCode).toBe(204);
      expect(await rowsFor(path), path).toHaveLength(0);
    }
    await view({ path: "/administration-services", viewport: "desktop" });
    expect(await rowsFor("/administration-services")).toHaveLength(1);
  });

  test("one address is limited to 120 page views a minute (429, recorded in the audit log)", async () => {
    const address = "198.51.100.250";
    const answers: number[] = [];
    for (let i = 0; i < 122; i++)
      answers.push(
        (await view({ path: "/flood", viewport: "desktop" }, { ip: address })).statusCode,
      );
    expect(answers.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(answers.slice(120)).toEqual([429, 429]);
    const refused = await view({ path: "/flood", viewport: "desktop" }, { ip: address });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect(await rowsFor("/flood")).toHaveLength(120);
    const [audited] = await t.app.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "rate-limited"), eq(securityEvents.ip, address)));
    expect(audited?.detail).toEqual({ limit: "eventsPerIp", path: "/api/events", refused: 1 });
  });

  test("the salt rotates each Karachi day: the old one is deleted and the same browser gets a new hash", async () => {
    // 23:59 and 00:00:01 in Karachi (UTC+5).
    let now = new Date("2031-03-04T18:59:00Z");
    const saltOfToday = createDailySalts(t.app.db, () => now);
    const monday = await saltOfToday();
    expect(monday.day).toBe("2031-03-04");
    expect((await saltOfToday()).salt).toBe(monday.salt);
    now = new Date("2031-03-04T19:00:01Z");
    const tuesday = await saltOfToday();
    expect(tuesday.day).toBe("2031-03-05");
    expect(tuesday.salt).not.toBe(monday.salt);
    expect(monday.salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = await t.app.db.select({ day: insightSalts.day }).from(insightSalts);
    // Monday's salt is gone (with every real day's before 2031): only Tuesday's is left.
    expect(days.map((row) => row.day)).toEqual(["2031-03-05"]);

    const client = ["site.test", "203.0.113.9", BROWSER] as const;
    expect(visitorHash(monday.salt, ...client)).not.toBe(visitorHash(tuesday.salt, ...client));
    expect(visitorHash(tuesday.salt, ...client)).toBe(visitorHash(tuesday.salt, ...client));
    expect(visitorHash(tuesday.salt, "site.test", "203.0.113.10", BROWSER)).not.toBe(
      visitorHash(tuesday.salt, ...client),
    );
    // The app makes today's salt again at its next page view (the clock is real there).
    await t.app.db.delete(insightSalts);
  });

  test("the events table is append-only: no update, no delete of a recent row", async () => {
    await view({ path: "/append-only", viewport: "desktop" });
    await expect(
      t.app.db
        .update(insightEvents)
        .set({ path: "/changed" })
        .where(eq(insightEvents.path, "/append-only")),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(insightEvents).where(eq(insightEvents.path, "/append-only")),
    ).rejects.toThrow();
    expect(await rowsFor("/append-only")).toHaveLength(1);
  });
});

describe("the visit statistics' OpenAPI description", () => {
  test("lists the beacon's endpoint and the admin report", async () => {
    const t = await createTestApp("pglite");
    try {
      const document = (await call(t.app, "GET", "/openapi.json")).json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(["/api/events", "/api/admin/insights", "/api/admin/insights.csv"]),
      );
    } finally {
      await t.close();
    }
  });
});

/** A build's site manifest with a few pages, as scripts/build/postbuild.ts writes it. */
function siteWithPages(files: string[]): string {
  const build = mkdtempSync(join(tmpdir(), "site-pages-"));
  mkdirSync(join(build, "client"));
  const scriptHashes = Object.fromEntries(files.map((file) => [file, []]));
  writeFileSync(join(build, "site-manifest.json"), JSON.stringify({ scriptHashes }));
  return build;
}

describeOnPglite("visit statistics: only real pages, a daily share per client", (backend) => {
  let t: TestApp;
  const build = siteWithPages([
    "index.html",
    "about/index.html",
    "services/zohocrm/index.html",
    "404/index.html",
    "__spa-fallback.html",
  ]);

  beforeAll(async () => {
    t = await createTestApp(backend, {
      env: { SITE_DIR: join(build, "client"), INSIGHTS_DAILY_VIEWS_PER_CLIENT: "5" },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(build, { recursive: true, force: true });
  });

  let n = 0;
  const view = (path: string, ip = `192.0.2.${++n}`, agent = BROWSER) =>
    call(t.app, "POST", "/events", {
      body: { path, viewport: "desktop" },
      ip,
      headers: { "user-agent": agent },
    });
  const rowsFor = (path: string) =>
    t.app.db.select().from(insightEvents).where(eq(insightEvents.path, path));

  test("prerendered pages and the account area count; invented paths and the 404 page do not", async () => {
    for (const path of ["/", "/about", "/about/", "/services/zohocrm", "/dashboard", "/signup"])
      expect((await view(path)).statusCode, path).toBe(204);
    expect(await rowsFor("/about")).toHaveLength(1);
    expect(await rowsFor("/about/")).toHaveLength(1);
    expect(await rowsFor("/dashboard")).toHaveLength(1);
    for (const path of ["/best-seo-agency-karachi", "/404", "/__spa-fallback.html", "/admin"]) {
      expect((await view(path)).statusCode, path).toBe(204);
      expect(await rowsFor(path), path).toHaveLength(0);
    }
  });

  test("one client (an IPv6 /64) stores at most its daily share, whatever agent it claims", async () => {
    const before = (await rowsFor("/services/zohocrm")).length;
    for (let i = 0; i < 12; i++)
      expect(
        (await view("/services/zohocrm", `2001:db8:99:1::${i + 1}`, `${BROWSER} Padding/${i}`))
          .statusCode,
      ).toBe(204);
    expect(await rowsFor("/services/zohocrm")).toHaveLength(before + 5);
    // Another client has a share of its own.
    await view("/services/zohocrm", "2001:db8:99:2::1");
    expect(await rowsFor("/services/zohocrm")).toHaveLength(before + 6);
  });
});
