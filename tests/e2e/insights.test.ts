import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDays, siteDay } from "#contract/site-time.ts";
import { pageStartBudgetBytes, pageStartChunk } from "../../scripts/build/page-start-chunk.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoAndHydrate,
  startApp,
} from "./browser.ts";
import { clientDir } from "./html.ts";
import { confirmAddress } from "./mailbox.ts";
import { applyFilters, PASSWORD, setupAdminServer, uniqueEmail as unique } from "./signed-in.ts";
import { waitPastTimeTrap } from "./time-trap.ts";

/**
 * The visit statistics end to end, on a server of this file's own: the beacon in the build,
 * scripted visits by browsers that are not bots (a page view, a client-side navigation, a contact
 * message, a referral link, a sign-up and its confirmation), then /admin/insights as the
 * administrator sees them.
 */

/** An ordinary phone browser: headless Chromium's own agent is a bot the statistics drop. */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const admin = setupAdminServer();
const { browser, api, signUp, logIn, openAsAdmin } = admin;

/** The beacon's page view the page sends next, with its body. */
function nextPageView(page: Page, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/events") &&
      (request.postDataJSON() as { path?: string } | null)?.path === path,
    { timeout: 20_000 },
  );
}

describe("the beacon", () => {
  test("comes in page-start, a chunk of its own under 4 KB gzip, in no page's first load", () => {
    const assets = readdirSync(join(clientDir, "assets"));
    const { url: pageStart, gzipBytes } = pageStartChunk(clientDir);
    const file = pageStart.replace("/assets/", "");
    console.info(`page-start: ${file}, ${gzipBytes} bytes gzip with its imports`);
    expect(gzipBytes).toBeGreaterThan(500);
    expect(gzipBytes).toBeLessThanOrEqual(pageStartBudgetBytes);
    expect(readFileSync(join(clientDir, "assets", file), "utf8")).toContain("/events");
    // React Router's manifest lists every script of a first load; page-start is not among them.
    const manifest = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name))!;
    expect(readFileSync(join(clientDir, "assets", manifest), "utf8")).not.toContain(file);
    // Every prerendered page imports it from its boot script, the same file.
    expect(readFileSync(join(clientDir, "about", "index.html"), "utf8")).toContain(
      `import(${JSON.stringify(pageStart)})`,
    );
  });

  test("counts a visit that never touches the page, and client-side navigations after", async () => {
    const guarded = await browser.newPage({ origin: admin.base, userAgent: LAPTOP });
    const { page } = guarded;
    const first = nextPageView(page, "/about");
    await page.goto(`${admin.base}/about`, { waitUntil: "load" });
    const view = await first;
    expect(view.method()).toBe("POST");
    expect(view.postDataJSON()).toMatchObject({
      path: "/about",
      viewport: "desktop",
      landing: true,
    });
    expect(view.headers()["content-type"]).toMatch(/^text\/plain/);
    // Counted without the app: nobody has touched the page, so it has not hydrated.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await startApp(page);
    const second = nextPageView(page, "/services");
    await page.locator("main a[href='/services']").first().click();
    await page.waitForURL(`${admin.base}/services`);
    expect((await second).postDataJSON()).toEqual({ path: "/services", viewport: "desktop" });
    expectCleanLoad(guarded);
  });
});

/** A member signed up and logged in, with the code of their referral link. */
async function memberWithCode(name: string, email: string) {
  await signUp(name, email);
  const session = await logIn(email);
  const { code } = (await api("/user/my-referral-link", { token: session.token })).data as {
    code: string;
  };
  return { session, code };
}

/** Someone on this kind of device opens a member's shared link: the page view lands with its code. */
async function openSharedLink(code: string, userAgent: string) {
  const visitor = await browser.newPage({ origin: admin.base, reducedMotion: "reduce", userAgent });
  const linkVisit = nextPageView(visitor.page, "/signup");
  await gotoAndHydrate(visitor.page, `/signup?ref=${code}`);
  expect((await linkVisit).postDataJSON()).toMatchObject({ landing: true, ref: code });
  return visitor;
}

/**
 * Sends the contact form of the page with these fields, as a person does: after the form's
 * 2-second time trap. Waits for the success card.
 */
async function sendContactForm(page: Page, fields: Record<string, string>) {
  const form = page.locator("form[action='/api/contact']");
  const formToken = await page.waitForFunction(
    () => (document.querySelector("input[name='formToken']") as HTMLInputElement | null)?.value,
  );
  await waitPastTimeTrap((await formToken.jsonValue()) as string);
  for (const [name, value] of Object.entries(fields))
    await form.locator(`[name='${name}']`).fill(value);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect
    .poll(() => page.locator("[data-contact-sent] [role='status']").textContent())
    .toMatch(/^✅/);
}

describe("scripted visits in the admin area", () => {
  test("page views, a contact message and the referral funnel appear on /admin/insights", async () => {
    // A prospect lands on the Zoho CRM page from a newsletter campaign, moves to the contact page
    // in the app and sends a message.
    const prospect = await browser.newPage({
      origin: admin.base,
      viewport: "mobile",
      reducedMotion: "reduce",
      userAgent: PHONE,
    });
    const landed = nextPageView(prospect.page, "/services/zohocrm");
    await gotoAndHydrate(
      prospect.page,
      `${admin.base}/services/zohocrm?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-autumn`,
    );
    expect((await landed).postDataJSON()).toMatchObject({
      landing: true,
      utm_source: "newsletter",
      utm_campaign: "e2e-autumn",
    });
    const contactView = nextPageView(prospect.page, "/contact");
    await prospect.page.locator("main a[href='/contact']").first().click();
    await prospect.page.waitForURL(`${admin.base}/contact`);
    await contactView;
    await sendContactForm(prospect.page, {
      firstName: "Zainab",
      email: unique("zainab"),
      message: "We would like Zoho CRM set up for a sales team of 12.",
    });
    expectCleanLoad(prospect);

    // A referrer shares the link; a friend opens it, signs up in the page and confirms by mail.
    const referrerEmail = unique("referrer");
    const { code } = await memberWithCode("Rashid Referrer", referrerEmail);
    const friend = await openSharedLink(code, LAPTOP);
    // /signup is a page of its own: its one form sits in the main landmark.
    const dialog = friend.page.getByRole("main");
    const friendEmail = unique("friend");
    await dialog.getByLabel("Name").fill("Fatima Friend");
    await dialog.getByLabel("E-mail").fill(friendEmail);
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Create a free account" }).click();
    await dialog.getByText(/^✅ Registered!/).waitFor();
    await confirmAddress(friendEmail, { base: admin.base, page: friend.page, source: admin.mail });
    expectCleanLoad(friend);

    // The administrator's view.
    const guarded = await openAsAdmin("/admin");
    const { page } = guarded;
    await page
      .getByRole("navigation", { name: "Admin area" })
      .getByRole("link", { name: "Insights" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Insights" }).waitFor();

    const row = (caption: RegExp, name: string) =>
      page.getByRole("table", { name: caption }).getByRole("row").filter({ hasText: name });
    const cells = async (caption: RegExp, name: string) =>
      (await row(caption, name).first().locator("th, td").allTextContents()).map((text) =>
        text.trim(),
      );

    // The figures at the top: visitors, page views, visits, messages linked to their visit.
    const figure = (label: string) =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: label, exact: true }) });
    expect(
      Number(await figure("Page views").locator("p").first().textContent()),
    ).toBeGreaterThanOrEqual(4);
    expect(
      Number(await figure("Visitors").locator("p").first().textContent()),
    ).toBeGreaterThanOrEqual(2);
    expect(await figure("Leads").textContent()).toContain("1 came from a tracked visit");
    expect(
      Number(await figure("Sign-ups").locator("p").first().textContent()),
    ).toBeGreaterThanOrEqual(2);

    expect(await cells(/Top pages/, "/services/zohocrm")).toEqual(["/services/zohocrm", "1", "1"]);
    expect(await cells(/Top pages/, "/contact")).toEqual(["/contact", "1", "1"]);
    // Visits, leads, calls booked (none here), the lead rate, sign-ups.
    expect(await cells(/Top sources/, "newsletter")).toEqual([
      "newsletter",
      "1",
      "1",
      "0",
      "100.0 %",
      "0",
    ]);
    expect(await cells(/Leads by landing page/, "/services/zohocrm")).toEqual([
      "/services/zohocrm",
      "1",
      "1",
      "0",
      "100.0 %",
      "0",
    ]);
    expect(await cells(/Leads by service/, "Zoho CRM")).toEqual([
      "Zoho CRM",
      "1",
      "1",
      "0",
      "100.0 %",
    ]);
    expect(await cells(/Campaigns/, "e2e-autumn")).toEqual([
      "e2e-autumn",
      "1",
      "1",
      "0",
      "100.0 %",
    ]);
    const funnel = await cells(/Referral funnel/, "Rashid Referrer");
    expect(funnel[0]).toContain(referrerEmail);
    expect(funnel.slice(1)).toEqual(["1", "1", "1", "100", "PKR 0"]);
    // The /signup page views of the link visit and the administrator's pages.
    expect(await row(/Top pages/, "/admin").count()).toBe(0);
    expect(await cells(/Top pages/, "/signup")).toEqual(["/signup", "1", "1"]);

    // The chart has its figures in words and in a table.
    expect(await page.locator("figure figcaption").textContent()).toMatch(
      /visitors and \d+ page views in the range; the busiest day was/,
    );
    await page.getByText("The daily figures as a table").click();
    const today = siteDay(new Date());
    expect(
      await page
        .getByRole("table", { name: /Visitors, page views and visits per day/ })
        .locator(`time[datetime='${today}']`)
        .count(),
    ).toBe(1);

    await expectNoAxeViolations(page, "/admin/insights");
    await expectNoHorizontalScroll(page, "/admin/insights");

    // The export: the same figures, downloaded with the session.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`insights-${today}.csv`);
    await page.getByText(`✅ Downloaded insights-${today}.csv`).waitFor();

    // A range without visits: zeros and empty tables, said plainly.
    const tomorrow = addDays(today, 1);
    await page.getByLabel("From", { exact: true }).fill(tomorrow);
    await page.getByLabel("To", { exact: true }).fill(tomorrow);
    await applyFilters(page, new RegExp(`from=${tomorrow}`), "Date range");
    await page.getByText("No page views in this range.").waitFor();
    expect(await figure("Page views").locator("p").first().textContent()).toBe("0");
    await expectNoAxeViolations(page, "/admin/insights without visits");
    expectCleanLoad(guarded);
  });
});

describe("a referred business that becomes a client", () => {
  test("referral link → enquiry → Won with a value → the referrer's reward, and revenue by referrer", async () => {
    const sponsorEmail = unique("sponsor");
    const { session: sponsor, code } = await memberWithCode("Samina Sponsor", sponsorEmail);

    // The business owner opens the shared link, then writes in from the contact page. A browser
    // of its own kind: visits are told apart by client and agent.
    const prospect = await openSharedLink(code, TABLET);
    await gotoAndHydrate(prospect.page, `${admin.base}/contact`);
    const ownerEmail = unique("owner");
    // A referrer named in the message counts for nothing: only the visit's own record does.
    await sendContactForm(prospect.page, {
      firstName: "Kamran",
      lastName: "Qureshi",
      email: ownerEmail,
      company: "Indus Looms (Pvt) Ltd",
      message: "Samina recommended you. We need a wholesale ordering site for 40 retailers.",
    });
    expectCleanLoad(prospect);

    // The administrator finds the enquiry, sees who sent the business, and marks it won.
    const guarded = await openAsAdmin(
      `/admin/leads?status=all&q=${encodeURIComponent(ownerEmail)}`,
    );
    const { page } = guarded;
    await page.getByRole("link", { name: /Kamran/ }).click();
    await page.getByRole("heading", { level: 1, name: /^From Kamran Qureshi/ }).waitFor();
    await page
      .getByText(
        `Samina Sponsor <${sponsorEmail}>, code ${code}: Arrived through the referral link`,
      )
      .waitFor();
    await page.getByRole("combobox", { name: "Stage" }).selectOption("won");
    await page.getByRole("textbox", { name: /Deal value/ }).fill("450,000");
    await page.getByRole("button", { name: "Save Stage" }).click();
    await page.getByText("✅ Moved to Won.").waitFor();
    await expectNoAxeViolations(page, "a won lead");
    await expectNoHorizontalScroll(page, "a won lead");

    // The referrer's dashboard: the reward, and that paying it out goes through review.
    const member = await browser.newPage({ origin: admin.base, reducedMotion: "reduce" });
    await gotoAndHydrate(member.page, `${admin.base}/login`);
    await member.page.evaluate(
      ({ token, me }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("me", JSON.stringify(me));
      },
      { token: sponsor.token, me: sponsor.user },
    );
    await gotoAndHydrate(member.page, `${admin.base}/dashboard`);
    await member.page
      .getByRole("region", { name: "Referred clients" })
      .getByText(
        /^Referred client: .*Indus Looms.*, \+2,000 points \(redeeming them goes through our payout review\)$/,
      )
      .waitFor();
    const points = (await api("/user/points", { token: sponsor.token })).data as {
      balance: number;
      entries: Array<{ reason: string; amount: number }>;
    };
    expect(points.entries.filter((entry) => entry.reason === "client_referral")).toEqual([
      expect.objectContaining({ amount: 2000 }),
    ]);
    expectCleanLoad(member);

    // Insights: one enquiry, one won client and its value, for that referrer.
    await page.goto(`${admin.base}/admin/insights`);
    await startApp(page);
    const row = page
      .getByRole("table", { name: /Clients and revenue by referrer/ })
      .getByRole("row")
      .filter({ hasText: sponsorEmail });
    expect((await row.locator("th, td").allTextContents()).map((text) => text.trim())).toEqual([
      `Samina Sponsor <${sponsorEmail}>`,
      "1",
      // No call booked: the enquiry came through the contact form.
      "0",
      "1",
      "PKR 450,000",
    ]);
    expectCleanLoad(guarded);
  });
});
