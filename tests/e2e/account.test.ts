import { decodeJwt, SignJWT } from "jose";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { TEST_JWT_SECRET } from "#test/server-process.ts";
import { consultancyHourPerk } from "#web/content/perk-links.ts";
import {
  baseUrl,
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  type Guarded,
  gotoAndHydrate,
  setupBrowser,
  texts,
  waitForIdle,
} from "./browser.ts";
import { confirmAddress, confirmationPathIn, newestInMail } from "./mailbox.ts";
import { type ApiInit, callApi, logInAt, PASSWORD, type Session, signUpAt } from "./signed-in.ts";

/**
 * The account area against the real server and its embedded database. Mind the server's rate
 * limits (sign-ups: 10 an hour per address): the whole file signs up fewer people than that.
 */

const browser = setupBrowser();
/** The password signUpAt gives every account. */
const password = PASSWORD;

let counter = 0;
function newEmail(tag: string): string {
  counter += 1;
  // A domain of its own: friends sharing a private domain are held for review. No hyphen: like
  // most real addresses it gives the line no place to break, which the panels must survive.
  return `${tag}.${Date.now()}.${counter}@m${Date.now().toString(36)}${counter}.example.com`;
}

/** The JSON API of the shared test server. */
const api = (path: string, init: ApiInit = {}) => callApi(baseUrl(), path, init);

const signUp = (name: string, email: string, referralCode?: string) =>
  signUpAt(baseUrl(), name, email, { referralCode });

const logIn = (email: string, pass = password) => logInAt(baseUrl(), email, { password: pass });

/** A new member, logged in through the API, and the code of their referral link. */
async function memberWithCode(name: string, tag: string) {
  const email = newEmail(tag);
  await signUp(name, email);
  const session = await logIn(email);
  const { data } = await api("/user/my-referral-link", { token: session.token });
  return { email, session, code: (data as { code: string }).code };
}

/** Fills in a sign-up form (the signup dialog's or the home page popup's) and sends it. */
async function submitSignUp(form: Locator, name: string, email: string) {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole("button", { name: "Create a free account" }).click();
}

/**
 * The sign-up success panel in `scope`: the specification's line, where the confirmation link
 * went, and the way to log in, with the form gone and the panel on screen.
 */
async function expectSignupPanel(scope: Page | Locator, email: string) {
  const page = "page" in scope ? scope.page() : scope;
  await expectFeedback(page, "✅ Registered! Please login now", "success");
  // One instruction: confirm the address, then log in, in that order.
  const finish = scope
    .getByRole("listitem")
    .filter({ hasText: `Confirm your e-mail address: open the link we sent to ${email}` });
  expect(await finish.count()).toBe(1);
  expect(await finish.locator("xpath=following-sibling::li[1]").textContent()).toContain(
    "Then log in",
  );
  const logIn = scope.getByRole("link", { name: "Log in", exact: true });
  expect(await logIn.getAttribute("href")).toBe("/login");
  expect(await scope.getByRole("button", { name: "Create a free account" }).count()).toBe(0);
  expect(await scope.getByLabel("Name").count()).toBe(0);
  const viewport = page.viewportSize()?.height ?? 0;
  const box = await logIn.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= viewport, "Log in link on screen").toBe(true);
  // A long address wraps inside the panel: it neither widens the page nor runs off the screen
  // (the panel's frame clips what spills, so the page itself would not scroll).
  const rightEdge = await finish.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
  });
  expect(rightEdge, "the address's right edge").toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** Stores a session as the login page would, then opens `path`. */
async function openWithSession(page: Page, session: Session, path: string) {
  await gotoAndHydrate(page, "/reset-password");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("me", JSON.stringify(user));
  }, session);
  await gotoAndHydrate(page, path);
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem("token"), me: localStorage.getItem("me") }));

/** An unsigned token whose `exp` claim is as given: enough for the browser's own checks. */
function fakeToken(expSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "x", exp: expSeconds })}.c2lnbmF0dXJl`;
}

/** The clean-load guard, where the test itself provoked these API answers. */
function expectCleanLoadAllowing(guarded: Guarded, statuses: number[]) {
  const provoked = new RegExp(
    `^Failed to load resource: the server responded with a status of (${statuses.join("|")})\\b`,
  );
  expectCleanLoad({ ...guarded, errors: guarded.errors.filter((error) => !provoked.test(error)) });
}

const feedback = (page: Page) => page.locator('[role="status"][data-tone]');

async function expectFeedback(page: Page, text: string, tone: "success" | "error") {
  const message = feedback(page).filter({ hasText: text });
  await message.waitFor();
  expect(await message.getAttribute("data-tone"), text).toBe(tone);
  const color = await message.evaluate((element) => getComputedStyle(element).color);
  expect(color, `${text} colour`).toBe(
    tone === "success" ? "rgb(21, 128, 61)" : "rgb(185, 28, 28)",
  );
}

/** Clicks `button` and expects the status line to answer with `text` in `tone`. */
async function pressAndExpect(button: Locator, text: string, tone: "success" | "error") {
  await button.click();
  await expectFeedback(button.page(), text, tone);
}

/** Opens a confirmation dialog with `opener`, checks it with axe, and backs out with `cancel`. */
async function openAndCancel(opener: Locator, dialog: Locator, cancel: string, context: string) {
  await opener.click();
  await dialog.waitFor();
  await expectNoAxeViolations(dialog.page(), context);
  await dialog.getByRole("button", { name: cancel }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Answers one API call with a canned response, once. */
async function answerOnce(page: Page, path: string, status: number, body?: unknown) {
  await page.route(
    `**/api${path}`,
    (route) =>
      route.fulfill({
        status,
        contentType: body === undefined ? "text/plain" : "application/json",
        body: body === undefined ? "" : JSON.stringify(body),
      }),
    { times: 1 },
  );
}

/** The value of one of the dashboard's labelled facts (the account card's E-mail). */
const card = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/** The dashboard's lead: the points card, and the balance at its head ("200 points"). */
const pointsCard = (page: Page) => page.getByRole("region", { name: "Your points" });
const balance = (page: Page) => pointsCard(page).locator("p").first();

/** The text of an element as the browser laid it out, one string per line. */
const lineBreaks = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluate((element) => {
    const lines: string[] = [];
    let top: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const y = Math.round(range.getBoundingClientRect().top);
        if (top === null || Math.abs(y - top) > 4) lines.push(text[i]!);
        else lines.push(`${lines.pop()}${text[i]}`);
        top = y;
      }
    }
    return lines;
  });

/** Confirms an address with the newest link mailed to it, through the API. */
const confirm = (email: string, base = baseUrl()) => confirmAddress(email, { base });

const pointsOf = async (session: Session) =>
  ((await api("/user/me", { token: session.token })).data as Session["user"]).points;

describe("sign-up", () => {
  test("a referral link prefills the code; the referrer is credited once the friend confirms; every message", async () => {
    const { session: referrer, code } = await memberWithCode("Sana Referrer", "referrer");

    const guarded = await browser.open(`/signup?ref=${code}`, {
      viewport: "mobile",
      reducedMotion: "reduce",
    });
    const { page } = guarded;
    // One title for the one form; the perks beside it.
    const dialog = page.getByRole("main");
    expect(await texts(page.getByRole("heading", { level: 1 }))).toEqual([
      "Create your free account",
    ]);
    expect(await dialog.getByLabel("Referral code (optional)").inputValue()).toBe(code);
    expect(await dialog.getByLabel("E-mail").getAttribute("type")).toBe("email");
    for (const label of ["Name", "E-mail", /^Password/])
      expect(await dialog.getByLabel(label).first().getAttribute("required")).not.toBeNull();
    expect(await dialog.getByLabel("Referral code (optional)").getAttribute("required")).toBeNull();
    for (const perk of [
      "Free CRM templates",
      "An API automation cheatsheet",
      "A free AI bot demo",
      "Our newsletter",
      "Early access to premium tools",
      consultancyHourPerk,
    ])
      expect(await dialog.getByText(perk, { exact: true }).count(), perk).toBe(1);
    // The form is the page's one task: it starts in the name field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("name");
    await expectNoAxeViolations(page, "/signup");

    const referredEmail = newEmail("referred");
    await submitSignUp(dialog, "Omar Referred", referredEmail);
    await expectSignupPanel(page, referredEmail);
    // The bonus waits for the friend's confirmation, then lands.
    expect(await pointsOf(referrer)).toBe(0);
    await confirm(referredEmail);
    expect(await pointsOf(referrer)).toBe(100);

    // The server's message when it refuses, and what was typed stays.
    await gotoAndHydrate(page, `/signup?ref=${code}`);
    await submitSignUp(dialog, "Omar Again", referredEmail);
    await expectFeedback(page, "An account with this email already exists", "error");
    expect(await dialog.getByLabel("Name").inputValue()).toBe("Omar Again");
    // No message from the server: the catalogue's fallback.
    await answerOnce(page, "/auth/signup", 502);
    await dialog.getByRole("button", { name: "Create a free account" }).click();
    await expectFeedback(page, "❌ Error", "error");
    expectCleanLoadAllowing(guarded, [409, 502]);
  });

  test("the home page's popup is a working sign-up form", async () => {
    const guarded = await browser.open("/");
    const { page } = guarded;
    const popup = page.getByRole("dialog", { name: "Join and unlock free resources" });
    await popup.waitFor();
    const email = newEmail("popup");
    await submitSignUp(popup, "Kamran Popup", email);
    await expectSignupPanel(popup, email);
    // The mail went astray: the panel sends a new link, which replaces the first.
    const firstLink = await newestInMail(email, confirmationPathIn);
    await popup.getByRole("button", { name: "Send a New Link" }).click();
    await expectFeedback(
      page,
      "✅ If an account with this email is waiting for confirmation, a new link is on its way.",
      "success",
    );
    await newestInMail(email, (text) => {
      const path = confirmationPathIn(text);
      return path && path !== firstLink ? path : undefined;
    });
    expect((await api("/auth/login", { body: { email, password } })).status).toBe(200);
    // Registered: the invitation does not come back on this visit.
    await gotoAndHydrate(page, "/");
    expect(await popup.count()).toBe(0);
    expectCleanLoad(guarded);
  });
});

describe("dashboard", () => {
  test("points, referral link with copy, redeem at 200 points on a confirmed account, history", async () => {
    const { email, session, code } = await memberWithCode("Bilal Earner", "earner");
    const firstColleague = newEmail("colleague");
    await signUp("First Colleague", firstColleague, code);
    await confirm(firstColleague);

    const guarded = await browser.newPage({ viewport: "desktop", reducedMotion: "reduce" });
    const { page, context } = guarded;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openWithSession(page, session, "/dashboard");

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Welcome, Bilal Earner",
    );
    const nav = page.getByRole("navigation", { name: "Account" });
    for (const [name, href] of [
      ["Overview", "/dashboard"],
      ["Profile", "/profile"],
      ["Settings", "/settings"],
    ])
      expect(await nav.getByRole("link", { name }).getAttribute("href")).toBe(href);
    expect(await nav.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    // The account area is a tool, not a sales page: no "Start a Project" band closes it.
    expect(await page.locator("main section[aria-labelledby='cta-title']").count()).toBe(0);
    // The name once, in the greeting; the address in the account card.
    expect(await page.getByText("Bilal Earner").count()).toBe(1);
    expect(await card(page, "E-mail").textContent()).toBe(email);
    expect(await balance(page).textContent()).toBe("100 points");

    // The balance and Redeem Points lead the page: first in reading order (after the notice to
    // confirm the address, which redeeming waits for), and on screen above every other card, at
    // a desktop's width and a small phone's.
    const redeem = page.getByRole("button", { name: "Redeem Points" });
    expect(await pointsCard(page).getByRole("button", { name: "Redeem Points" }).count()).toBe(1);
    expect(await texts(page.getByRole("main").locator("h2"))).toEqual([
      "Confirm your e-mail address",
      "Your points",
      "Your referral link",
      "Consultancy hours",
      "Payout details",
      "Your account",
      "Points history",
    ]);
    const otherCards = [
      "Your referral link",
      "Consultancy hours",
      "Referred clients",
      "Payout details",
      "Your account",
      "Points history",
    ].map((name) => page.getByRole("region", { name, exact: true }));
    const pageY = (locator: Locator, edge: "top" | "bottom") =>
      locator.evaluate((element, side) => element.getBoundingClientRect()[side] + scrollY, edge);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      const leadEnds = Math.max(
        await pageY(redeem, "bottom"),
        await pageY(balance(page), "bottom"),
      );
      for (const other of otherCards)
        expect(
          await pageY(other, "top"),
          `at ${width} px, below the balance and Redeem Points`,
        ).toBeGreaterThan(leadEnds);
    }

    // On a small phone the referral link wraps instead of being cut: all of it, code included,
    // is in view without scrolling the field.
    const input = page.getByLabel("Referral link", { exact: true });
    const expected = `${new URL(baseUrl()).origin}/signup?ref=${code}`;
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await input.inputValue()).toBe(expected);
    expect(
      await input.evaluate(
        (field) =>
          field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight,
      ),
      "the whole referral link is in view at 320 px",
    ).toBe(true);
    expect(await input.isVisible()).toBe(true);

    // On a narrow phone the address wraps after "@", a hyphen or before a dot, never inside a word.
    const lines = await lineBreaks(card(page, "E-mail"));
    expect(lines.length, lines.join(" / ")).toBeGreaterThan(1);
    expect(lines.join("")).toBe(email);
    for (let i = 0; i < lines.length - 1; i++)
      expect(/[@-]$/.test(lines[i]!) || lines[i + 1]!.startsWith("."), lines.join(" / ")).toBe(
        true,
      );
    await page.setViewportSize({ width: 1280, height: 800 });

    // Below 200 points the button is disabled.
    expect(await page.getByText("200 points = PKR 100").isVisible()).toBe(true);
    expect(await redeem.isDisabled()).toBe(true);
    expect(await page.getByText("Collect 100 more points to redeem.").isVisible()).toBe(true);

    // Copy Link: the clipboard gets the full referral link, and the button says so.
    await page.getByRole("button", { name: "Copy Link" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expectNoAxeViolations(page, "/dashboard");
    await expectNoHorizontalScroll(page, "/dashboard");

    // Without the clipboard API the old copy command does the job.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      const calls: string[] = [];
      (window as unknown as { copyCalls: string[] }).copyCalls = calls;
      document.execCommand = (command: string) => {
        calls.push(
          `${command}:${window.getSelection()?.toString() || (document.activeElement as HTMLInputElement).value}`,
        );
        return true;
      };
    });
    await page.getByRole("button", { name: "Copy Link" }).waitFor({ timeout: 5000 });
    await page.getByRole("button", { name: "Copy Link" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { copyCalls: string[] }).copyCalls),
    ).toEqual([`copy:${expected}`]);

    // A second colleague brings the balance to 200, but payouts wait for a confirmed address.
    const secondColleague = newEmail("colleague");
    await signUp("Second Colleague", secondColleague, code);
    await confirm(secondColleague);
    await gotoAndHydrate(page, "/dashboard");
    expect(await balance(page).textContent()).toBe("200 points");
    expect(await redeem.isDisabled()).toBe(true);
    const unconfirmedNote =
      "Confirm your e-mail address to redeem: open the link we sent you, or get a new one above.";
    expect(await page.getByText(unconfirmedNote).isVisible()).toBe(true);
    expect(await redeem.getAttribute("aria-describedby")).toBe(
      await page.getByText(unconfirmedNote).getAttribute("id"),
    );
    expect(
      (await api("/rewards/redeem", { body: {}, token: session.token })).status,
      "the server refuses too",
    ).toBe(403);

    // Confirmed: the banner is gone and the button works.
    await confirm(email);
    await gotoAndHydrate(page, "/dashboard");
    expect(await balance(page).textContent()).toBe("200 points");
    expect(await page.getByRole("region", { name: "Confirm your e-mail address" }).count()).toBe(0);
    expect((await texts(page.getByRole("main").locator("h2")))[0]).toBe("Your points");
    expect(await redeem.isEnabled()).toBe(true);

    // Failures first: the server's message, else the catalogue's.
    await answerOnce(page, "/rewards/redeem", 409, { message: "Payouts are paused for today." });
    await pressAndExpect(redeem, "Payouts are paused for today.", "error");
    await answerOnce(page, "/rewards/redeem", 503);
    await pressAndExpect(redeem, "❌ Redeem failed", "error");

    const redeemRequest = page.waitForRequest(
      (request) => request.url().endsWith("/api/rewards/redeem") && request.method() === "POST",
    );
    const meAgain = page.waitForRequest((request) => request.url().endsWith("/api/user/me"));
    await redeem.click();
    const sent = (await redeemRequest).headers();
    expect(sent["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent.authorization).toBe(`Bearer ${session.token}`);
    await expectFeedback(page, "✅ Redeemed 200 points for PKR 100.", "success");
    await meAgain;
    // The balance, and under it the points waiting for review and payout.
    await expect.poll(() => balance(page).textContent()).toBe("0 points");
    expect(await pointsCard(page).getByText("200 in review for payout").isVisible()).toBe(true);
    expect(await redeem.isDisabled()).toBe(true);
    const history = page.getByRole("region", { name: "Points history" }).locator("li");
    await expect.poll(() => history.count()).toBe(3);
    expect(await history.first().textContent()).toContain("Redeemed for PKR 100");
    expect(await history.first().textContent()).toContain("−200");
    expect(await history.last().textContent()).toContain("Referral bonus");

    // Any 401 from the API ends the session.
    await page.getByRole("link", { name: "Profile" }).click();
    await answerOnce(page, "/user/me", 401, {
      message: "Your session has ended. Please log in again.",
    });
    await page.getByRole("button", { name: "Save Name" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(await storedSession(page)).toEqual({ token: null, me: null });
    await expectFeedback(page, "❌ Your session has ended. Log in again to continue.", "error");
    expectCleanLoadAllowing(guarded, [401, 409, 503]);
  });
});

describe("e-mail confirmation and referrals", () => {
  test("an unconfirmed account: the banner, a new link replacing the old, and the link opened from the e-mail", async () => {
    const email = newEmail("confirmer");
    await signUp("Nadia Confirmer", email);
    const firstLink = await newestInMail(email, confirmationPathIn);

    const guarded = await browser.open("/login", { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const banner = page.getByRole("region", { name: "Confirm your e-mail address" });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`We sent a confirmation link to ${email}.`);
    expect(await page.getByRole("button", { name: "Redeem Points" }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, "/dashboard with the banner");
    await expectNoHorizontalScroll(page, "/dashboard with the banner");

    // A new link replaces the first one.
    await banner.getByRole("button", { name: "Send a New Link" }).click();
    await expectFeedback(page, `✅ A new confirmation link is on its way to ${email}.`, "success");
    const newLink = await newestInMail(email, (text) => {
      const path = confirmationPathIn(text);
      return path && path !== firstLink ? path : undefined;
    });

    // The replaced link is refused: the page says why and, logged in, offers another.
    await gotoAndHydrate(page, firstLink);
    await page.getByRole("heading", { level: 1, name: "This link did not work" }).waitFor();
    await expectFeedback(
      page,
      "This confirmation link is invalid, already used or expired.",
      "error",
    );
    const again = page.getByRole("region", { name: "Get a new link" });
    expect(await again.getByRole("button", { name: "Send a New Link" }).count()).toBe(1);
    expect(await page.locator('meta[name="referrer"]').getAttribute("content")).toBe("no-referrer");
    await expectNoAxeViolations(page, "/verify-email with a replaced link");
    await expectNoHorizontalScroll(page, "/verify-email with a replaced link");

    // Opened on a device without a session, a refused link asks to log in for a new one.
    const elsewhere = await browser.open(firstLink, { viewport: "desktop" });
    await elsewhere.page
      .getByRole("heading", { level: 1, name: "This link did not work" })
      .waitFor();
    expect(
      await elsewhere.page
        .getByRole("region", { name: "Get a new link" })
        .getByRole("link", { name: "Log In" })
        .getAttribute("href"),
    ).toBe("/login");
    expect(await elsewhere.page.getByRole("button", { name: "Send a New Link" }).count()).toBe(0);

    // The newest link, opened as the e-mail would open it, confirms the address.
    expect(await confirmAddress(email, { base: baseUrl(), page })).toBe(newLink);
    await expectFeedback(page, "✅ Your email address is confirmed.", "success");
    await expectNoAxeViolations(page, "/verify-email confirmed");
    await expectNoHorizontalScroll(page, "/verify-email confirmed");
    expect(JSON.parse((await storedSession(page)).me ?? "{}")).toMatchObject({
      emailVerified: true,
    });
    await page.getByRole("link", { name: "Go to Your Dashboard" }).click();
    await page.getByRole("heading", { name: "Welcome, Nadia Confirmer" }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(
      await page.getByText("Confirm your e-mail address to redeem", { exact: false }).count(),
    ).toBe(0);

    // Opened again, a used link only repeats that the address is confirmed.
    await gotoAndHydrate(page, newLink);
    await page.getByRole("heading", { level: 1, name: "Your address is confirmed" }).waitFor();

    expectCleanLoadAllowing(guarded, [400]);
    expectCleanLoadAllowing(elsewhere, [400]);
  });

  test("a referral shows as pending until the friend confirms, then as credited points", async () => {
    const { session, code } = await memberWithCode("Imran Inviter", "inviter");
    const friends = [newEmail("friend"), newEmail("friend")];
    for (const [index, friend] of friends.entries())
      await signUp(`Friend ${index + 1}`, friend, code);

    const guarded = await browser.newPage({ viewport: "desktop", reducedMotion: "reduce" });
    const { page } = guarded;
    await openWithSession(page, session, "/dashboard");
    const summary = page.getByRole("region", { name: "Your referrals" });
    const open = (label: string) =>
      summary
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: label }) })
        .locator("dd")
        .textContent();
    await summary.getByText("2 friends joined, 0 confirmed").waitFor();
    expect(await open("Waiting for their e-mail confirmation")).toBe("2");
    expect(await open("In review")).toBe("0");
    expect(await open("Credited")).toBe("0");
    expect(await open("Points on the way")).toBe("200");
    // Pending points are not in the balance.
    expect(await balance(page).textContent()).toBe("0 points");
    expect(await page.getByText("No points yet.", { exact: false }).count()).toBe(1);

    await confirm(friends[0]!);
    await gotoAndHydrate(page, "/dashboard");
    await summary.getByText("2 friends joined, 1 confirmed").waitFor();
    expect(await open("Waiting for their e-mail confirmation")).toBe("1");
    expect(await open("Points on the way")).toBe("100");
    expect(await balance(page).textContent()).toBe("100 points");
    const history = page.getByRole("region", { name: "Points history" }).locator("li");
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toContain("Referral bonus");
    expect(await history.first().textContent()).toContain("+100");
    await expectNoAxeViolations(page, "/dashboard with referrals");
    expectCleanLoad(guarded);
  });
});

describe("member resources", () => {
  test("a perk leads a visitor to the library; a confirmed member downloads the cheatsheet PDF, reads it, and a doctored link is refused", async () => {
    // A visitor follows the sign-up page's perk to the page that says how to get it.
    const guarded = await browser.open("/signup", { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    await page.getByRole("link", { name: "An API automation cheatsheet" }).click();
    await page.waitForURL((url) => url.pathname === "/resources");
    expect(new URL(page.url()).hash).toBe("#api-automation-cheatsheet");
    const card = page.locator("#api-automation-cheatsheet");
    expect(await card.textContent()).toContain("Free for members with a confirmed address");

    const { email, session } = await memberWithCode("Bilal Reader", "reader");
    await confirm(email);
    await openWithSession(
      page,
      { ...session, user: { ...session.user, emailVerified: true } },
      "/dashboard",
    );
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Resources" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Your resources" }).waitFor();
    const early = page.locator("#whatsapp-message-templates");
    expect(await early.textContent()).toContain("Unlocks at 3 credited referrals: you have 0");
    await expectNoAxeViolations(page, "/dashboard/resources");
    await expectNoHorizontalScroll(page, "/dashboard/resources");

    const sheet = page.locator("#api-automation-cheatsheet");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      sheet.getByRole("button", { name: /^Download PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("api-automation-cheatsheet.pdf");
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);

    await sheet.getByRole("link", { name: "Read online" }).click();
    await page.getByRole("heading", { level: 1, name: "API automation cheatsheet" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Idempotency keys" }).waitFor();
    await expectNoAxeViolations(page, "the cheatsheet's page");
    await expectNoHorizontalScroll(page, "the cheatsheet's page");

    // A link altered by hand lands back on the page, which says why it did not work.
    await page.goto("/api/resources/api-automation-cheatsheet/download?token=not.a.link");
    await page.waitForURL((url) => url.pathname === "/dashboard/resources");
    await expectFeedback(page, "That download link is not valid", "error");
    expectCleanLoad(guarded);
  });
});

describe("login and password reset", () => {
  test("login messages, forgot mode, the mailed link resets the password once, logout", async () => {
    const email = newEmail("forgetful");
    await signUp("Hira Forgetful", email);

    const guarded = await browser.open("/login", { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Log in to your account",
    );
    const emailInput = page.getByLabel("E-mail");
    expect(await emailInput.getAttribute("type")).toBe("email");
    expect(await emailInput.getAttribute("required")).not.toBeNull();
    expect(await page.getByLabel(/^Password/).getAttribute("required")).not.toBeNull();
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    await expectNoAxeViolations(page, "/login");

    const logInButton = page.getByRole("button", { name: "Log In" });
    await emailInput.fill(email);
    await page.getByLabel(/^Password/).fill("not-the-password");
    await pressAndExpect(logInButton, "Incorrect email or password.", "error");
    await answerOnce(page, "/auth/login", 500);
    await pressAndExpect(logInButton, "❌ Login error", "error");

    // Forgot mode: e-mail only, and the address typed so far is kept.
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    // React Router moves the address first and renders the new page in a transition after it.
    await page
      .getByRole("heading", { level: 1, name: "Reset your password", exact: true })
      .waitFor();
    expect(await page.getByLabel(/^Password/).count()).toBe(0);
    expect(await emailInput.inputValue()).toBe(email);
    await expectNoAxeViolations(page, "/login forgot mode");
    const sendLink = page.getByRole("button", { name: "Send Reset Link" });
    await answerOnce(page, "/auth/forgot-password", 429, { message: "Too many attempts." });
    await pressAndExpect(sendLink, "Too many attempts.", "error");
    await answerOnce(page, "/auth/forgot-password", 500);
    await pressAndExpect(sendLink, "❌ Failed to send reset link", "error");
    await pressAndExpect(sendLink, "✅ Reset link sent to your email", "success");
    await page.getByRole("link", { name: "Back to Login" }).click();
    await logInButton.waitFor();

    // The mail arrives in the development mailbox with a working link.
    const token = await newestInMail(
      email,
      (text) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1],
    );
    await gotoAndHydrate(page, `/reset-password?token=${token}`);
    await expectNoAxeViolations(page, "/reset-password");
    const newPassword = "quiet-meadow-93";
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Repeat the new password/).fill("something-else-1");
    const save = page.getByRole("button", { name: "Save New Password" });
    await pressAndExpect(save, "❌ The two passwords do not match.", "error");
    await page.getByLabel(/^Repeat the new password/).fill(newPassword);
    await pressAndExpect(save, "✅ Password updated. You can log in now.", "success");
    expect(await page.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe(
      "/login",
    );

    // The link works once: opened again, the page checks it on load, says why it is spent and
    // offers a new link, without a password form to fill in first.
    await gotoAndHydrate(page, `/reset-password?token=${token}`);
    await expectFeedback(page, "This reset link is invalid, already used or expired.", "error");
    expect(await page.getByLabel(/^New password/).count()).toBe(0);
    const newLink = page.getByRole("form", { name: "Send a new link" });
    await newLink.getByLabel("E-mail").fill(email);
    await newLink.getByRole("button", { name: "Send a New Link" }).click();
    await expectFeedback(page, "✅ Reset link sent to your email", "success");
    await expectNoAxeViolations(page, "/reset-password used link");

    // Log in with the new password: the session is stored and the dashboard opens.
    await gotoAndHydrate(page, "/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await logInButton.click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { name: "Welcome, Hira Forgetful" }).waitFor();
    const stored = await storedSession(page);
    expect(stored.token?.split(".")).toHaveLength(3);
    expect(JSON.parse(stored.me ?? "{}")).toMatchObject({ name: "Hira Forgetful", email });

    // A logged-in visitor has nothing to do on /login, and is not invited to sign up.
    await gotoAndHydrate(page, "/login");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await gotoAndHydrate(page, "/");
    // The popup opens from an effect of the hydration: once the page has gone idle after it, a
    // popup it decided to show would be on screen.
    await waitForIdle(page);
    expect(await page.getByRole("dialog", { name: "Join and unlock free resources" }).count()).toBe(
      0,
    );
    await gotoAndHydrate(page, "/dashboard");

    // Logout ends the session on the server, clears the storage and goes to /login.
    const before = (await storedSession(page)).token!;
    expect((await api("/user/me", { token: before })).status).toBe(200);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(await storedSession(page)).toEqual({ token: null, me: null });
    await expectFeedback(page, "✅ You have been logged out.", "success");
    expect((await api("/user/me", { token: before })).status, "the old token").toBe(401);
    expectCleanLoadAllowing(guarded, [400, 401, 429, 500]);
  });
});

describe("session guard", () => {
  test("visitors without a valid token are sent to /login, and bad tokens are removed", async () => {
    const guarded = await browser.newPage();
    const { page } = guarded;
    for (const path of ["/dashboard", "/profile", "/settings"]) {
      await gotoAndHydrate(page, path);
      await page.waitForURL((url) => url.pathname === "/login");
    }
    const cases = [
      ["expired", fakeToken(Math.floor(Date.now() / 1000) - 60)],
      ["unreadable", "not-a-token"],
      // Well formed and unexpired, but not signed by the server: /user/me answers 401.
      ["refused by the server", fakeToken(Math.floor(Date.now() / 1000) + 3600)],
    ];
    for (const [label, token] of cases) {
      await page.evaluate((value) => {
        localStorage.setItem("token", value!);
        localStorage.setItem("me", JSON.stringify({ name: "X", email: "x@example.com" }));
      }, token);
      await gotoAndHydrate(page, "/dashboard");
      await page.waitForURL((url) => url.pathname === "/login");
      expect(await storedSession(page), label).toEqual({ token: null, me: null });
    }
    expectCleanLoadAllowing(guarded, [401]);
  });

  test("the user is logged out when the token expires while the dashboard is open", async () => {
    const email = newEmail("brief");
    await signUp("Brief Visitor", email);
    const session = await logIn(email);
    // The server's own token, re-signed to end in a few seconds: the test servers share their
    // secret, and the app ends the session at the token's `exp` whoever set it.
    const token = await new SignJWT(decodeJwt(session.token))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 6)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const { page } = await browser.newPage();
    await page.goto("/login");
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("me", JSON.stringify(user));
      },
      { token, user: session.user },
    );
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Welcome, Brief Visitor" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 25_000 });
    expect(await storedSession(page)).toEqual({ token: null, me: null });
  });
});

describe("profile and settings", () => {
  test("rename, change the password, delete the account", async () => {
    const email = newEmail("settler");
    await signUp("Zara Settler", email);
    const session = await logIn(email);

    const guarded = await browser.newPage({ viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    await openWithSession(page, session, "/profile");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your profile");
    expect(await page.getByLabel("E-mail").inputValue()).toBe(email);
    await expectNoAxeViolations(page, "/profile");
    await page.getByLabel(/^Name/).fill("Zara Renamed");
    await page.getByRole("button", { name: "Save Name" }).click();
    await expectFeedback(page, "✅ Your name is saved.", "success");
    expect(JSON.parse((await storedSession(page)).me ?? "{}").name).toBe("Zara Renamed");
    await page.getByRole("link", { name: "Overview" }).click();
    await page.getByRole("heading", { name: "Welcome, Zara Renamed" }).waitFor();

    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Account settings" }).waitFor();
    await expectNoAxeViolations(page, "/settings");
    const current = page.getByLabel(/^Current password/);
    const next = page.getByLabel(/^New password/);
    const repeat = page.getByLabel(/^Repeat the new password/);
    const change = page.getByRole("button", { name: "Change Password" });
    await current.fill("wrong-password-1");
    await next.fill("fresh-orchard-77");
    await repeat.fill("fresh-orchard-78");
    await pressAndExpect(change, "❌ The two passwords do not match.", "error");
    await repeat.fill("fresh-orchard-77");
    await pressAndExpect(change, "Current password: is not correct.", "error");
    await current.fill(password);
    await pressAndExpect(change, "✅ Password changed.", "success");
    // The session carries on with the token issued for the new password.
    const renewed = (await storedSession(page)).token;
    expect(renewed).not.toBe(session.token);
    expect((await api("/user/me", { token: renewed! })).status).toBe(200);
    expect((await api("/user/me", { token: session.token })).status).toBe(401);

    // Deleting asks for the password in a dialog.
    const deleteAccount = page.getByRole("button", { name: "Delete Account" });
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await openAndCancel(deleteAccount, dialog, "Keep My Account", "/settings delete dialog");
    await deleteAccount.click();
    await dialog.getByLabel(/^Your password/).fill(password);
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await expectFeedback(page, "Password: is not correct.", "error");
    await dialog.getByLabel(/^Your password/).fill("fresh-orchard-77");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expectFeedback(page, "✅ Your account and its data have been deleted.", "success");
    expect(await page.getByRole("dialog", { name: "Join and unlock free resources" }).count()).toBe(
      0,
    );
    expect(await storedSession(page)).toEqual({ token: null, me: null });
    expect(
      (await api("/auth/login", { body: { email, password: "fresh-orchard-77" } })).status,
    ).toBe(401);
    expectCleanLoadAllowing(guarded, [400]);
  });

  test("log out everywhere ends every session; the other device lands on /login with the reason", async () => {
    const email = newEmail("everywhere");
    await signUp("Lina Everywhere", email);
    const here = await logIn(email);
    const phone = await logIn(email);

    // The other device has the dashboard open.
    const other = await browser.newPage({ viewport: "mobile", reducedMotion: "reduce" });
    await openWithSession(other.page, phone, "/dashboard");
    await other.page.getByRole("heading", { name: "Welcome, Lina Everywhere" }).waitFor();

    const guarded = await browser.newPage({ viewport: "desktop", reducedMotion: "reduce" });
    const { page } = guarded;
    await openWithSession(page, here, "/settings");
    const section = page.getByRole("region", { name: "Log out everywhere" });
    await expectNoHorizontalScroll(page, "/settings");
    const logOutEverywhere = section.getByRole("button", { name: "Log Out Everywhere" });
    const dialog = page.getByRole("dialog", { name: "Log out on every device?" });
    await openAndCancel(
      logOutEverywhere,
      dialog,
      "Stay Logged In",
      "/settings log-out-everywhere dialog",
    );
    expect((await api("/user/me", { token: phone.token })).status, "after cancelling").toBe(200);

    await logOutEverywhere.click();
    await dialog.getByRole("button", { name: "Log Out Everywhere" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expectFeedback(page, "✅ Every session of this account has been logged out", "success");
    expect(await storedSession(page)).toEqual({ token: null, me: null });
    for (const session of [here, phone])
      expect((await api("/user/me", { token: session.token })).status).toBe(401);

    // The other device learns it at its next step, and is told why it is on the login page.
    await other.page.getByRole("link", { name: "Profile" }).click();
    await other.page.getByRole("heading", { name: "Your profile" }).waitFor();
    await other.page.getByRole("link", { name: "Overview" }).click();
    await other.page.waitForURL((url) => url.pathname === "/login");
    await expectFeedback(
      other.page,
      "❌ Your session has ended. Log in again to continue.",
      "error",
    );
    expect(await storedSession(other.page)).toEqual({ token: null, me: null });
    await expectNoAxeViolations(other.page, "/login after the session ended");
    expectCleanLoad(guarded);
    expectCleanLoadAllowing(other, [401]);
  });
});
