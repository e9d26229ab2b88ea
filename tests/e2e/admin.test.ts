import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "#server/test/server-process.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  type Guarded,
  gotoAndHydrate,
  setupBrowser,
  visitorHeaders,
} from "./browser.ts";
import { confirmAddress, type MailSource, mailFolder, newestInMail } from "./mailbox.ts";

/**
 * The admin area's referral review, security log, and what the accounts and payout lists say
 * about confirmed addresses, on a server of this file's own (admin@ through ADMIN_EMAILS,
 * confirmed with the link e-mailed at its first login; mail in its DATA_DIR/mail).
 */

const ADMIN = "admin@example.com";
const PASSWORD = "harbour-lantern-58";

const browser = setupBrowser();
let server: ServerProcess;
let base: string;
let mail: MailSource;
let adminToken: string;

let counter = 0;
const unique = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

type Session = { token: string; user: { name: string; email: string; points: number } };

async function api(
  path: string,
  init: { body?: unknown; token?: string; from?: string; method?: string } = {},
) {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.from ? { "x-forwarded-for": init.from } : visitorHeaders()),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, data: (await response.json().catch(() => null)) as never };
}

async function signUp(name: string, email: string, referralCode?: string, from?: string) {
  const result = await api("/auth/signup", {
    body: { name, email, password: PASSWORD, ...(referralCode ? { referralCode } : {}) },
    from,
  });
  expect(result.status, `sign-up of ${email}`).toBe(201);
}

async function logIn(email: string, from?: string): Promise<Session> {
  const result = await api("/auth/login", { body: { email, password: PASSWORD }, from });
  expect(result.status, `login of ${email}`).toBe(200);
  return result.data;
}

const codeOf = async (session: Session) =>
  ((await api("/user/my-referral-link", { token: session.token })).data as { code: string }).code;

const confirm = (email: string) => confirmAddress(email, { base, source: mail });

type Points = {
  entries: unknown[];
  referrals: { joined: number; confirmed: number; pending: number; inReview: number };
};
const pointsOf = async (session: Session) =>
  (await api("/user/points", { token: session.token })).data as Points;
const balanceOf = async (session: Session) =>
  ((await api("/user/me", { token: session.token })).data as Session["user"]).points;

/** A page of this file's server with the administrator's session stored, at `path`. */
async function openAsAdmin(path: string, viewport: "mobile" | "desktop" = "desktop") {
  const guarded = await browser.newPage({ origin: base, viewport, reducedMotion: "reduce" });
  await gotoAndHydrate(guarded.page, `${base}/login`);
  await guarded.page.evaluate(
    ({ token }) => {
      localStorage.setItem("token", token);
      localStorage.setItem(
        "me",
        JSON.stringify({ name: "Ayesha Admin", email: "admin@example.com" }),
      );
    },
    { token: adminToken },
  );
  await gotoAndHydrate(guarded.page, `${base}${path}`);
  return guarded;
}

/** Submits the list's filter form and waits for the address to carry the filters. */
async function applyFilters(page: Page, expected: RegExp) {
  await page.getByRole("search").getByRole("button").click();
  await page.waitForURL(expected);
}

beforeAll(async () => {
  server = await startServerProcess({
    site: true,
    output: "inherit",
    env: { ADMIN_EMAILS: ADMIN },
  });
  base = server.baseUrl;
  mail = mailFolder(server.dataDir);
  await signUp("Ayesha Admin", ADMIN);
  await logIn(ADMIN);
  // The administrator link that the first login e-mails, not the address confirmation.
  const token = await newestInMail(
    ADMIN,
    (text) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1],
    mail,
  );
  expect((await api("/auth/reset-password", { body: { token, password: PASSWORD } })).status).toBe(
    200,
  );
  adminToken = (await logIn(ADMIN)).token;
});

afterAll(async () => {
  await server?.stop();
});

describe("referral review", () => {
  test("sign-ups from the referrer's own address are held; approving credits one, rejecting pays nothing", async () => {
    const referrerEmail = unique("referrer");
    const referrerAddress = "10.201.0.7";
    await signUp("Rosa Referrer", referrerEmail);
    const referrer = await logIn(referrerEmail, referrerAddress);
    const code = await codeOf(referrer);
    // Both friends sign up from the address the referrer just logged in from, then confirm.
    const friends = [
      { name: "Held One", email: unique("held") },
      { name: "Held Two", email: unique("held") },
    ];
    for (const friend of friends) {
      await signUp(friend.name, friend.email, code, referrerAddress);
      await confirm(friend.email);
    }
    expect((await pointsOf(referrer)).referrals).toMatchObject({
      joined: 2,
      confirmed: 0,
      inReview: 2,
    });
    expect(await balanceOf(referrer)).toBe(0);

    // The overview counts them and leads to the review list, filtered on "Under review".
    const guarded = await openAsAdmin("/admin");
    const { page } = guarded;
    const figure = page.getByRole("listitem").filter({ hasText: "Referrals to review" });
    expect(Number(await figure.locator("p").first().textContent())).toBeGreaterThanOrEqual(2);
    await figure.getByRole("link", { name: "Review referrals" }).click();
    await page.getByRole("heading", { level: 1, name: "Referrals" }).waitFor();
    expect(new URL(page.url()).search).toBe("?status=flagged");
    expect(await page.getByRole("combobox", { name: "Show" }).inputValue()).toBe("flagged");

    const table = page.getByRole("table", { name: /Referrals/ });
    const row = (name: string) => table.getByRole("row").filter({ hasText: name });
    for (const friend of friends) {
      const text = await row(friend.name).textContent();
      expect(text).toContain(friend.email);
      expect(text).toContain("Rosa Referrer");
      expect(text).toContain("Under review");
      expect(text).toContain("Signed up from an address the referrer used within 24 hours");
    }
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Joined with the code",
      "Referrer",
      "Status",
      "Points",
      "Dates",
      "Decision",
    ]);
    await expectNoAxeViolations(page, "/admin/referrals");
    await expectNoHorizontalScroll(page, "/admin/referrals");

    // Approve the first: asked once more, then credited.
    await row("Held One")
      .getByRole("button", { name: "Approve the referral of Held One by Rosa Referrer" })
      .click();
    const approve = page.getByRole("dialog", { name: "Approve this referral?" });
    await approve.waitFor();
    expect(await approve.textContent()).toContain(
      "Rosa Referrer gets 100 points for the sign-up of Held One.",
    );
    await expectNoAxeViolations(page, "approve dialog");
    await approve.getByRole("button", { name: "Approve and Credit Points" }).click();
    await page.getByText("✅ Approved: 100 points credited to Rosa Referrer.").waitFor();
    await expect.poll(() => row("Held One").count()).toBe(0);
    expect(await balanceOf(referrer)).toBe(100);

    // Reject the second: nothing is paid, and it cannot be undone.
    await row("Held Two")
      .getByRole("button", { name: "Reject the referral of Held Two by Rosa Referrer" })
      .click();
    const reject = page.getByRole("dialog", { name: "Reject this referral?" });
    expect(await reject.textContent()).toContain("This cannot be undone.");
    await reject.getByRole("button", { name: "Reject Referral" }).click();
    await page.getByText("✅ Rejected: no points for Rosa Referrer.").waitFor();
    await expect.poll(() => row("Held Two").count()).toBe(0);
    expect(await balanceOf(referrer)).toBe(100);
    expect((await pointsOf(referrer)).referrals).toMatchObject({ confirmed: 1, inReview: 0 });

    // Every referral of this referrer, with what became of it.
    await page.getByRole("searchbox", { name: "Search referrals" }).fill(referrerEmail);
    await page.getByRole("combobox", { name: "Show" }).selectOption("all");
    await applyFilters(page, /status=all/);
    await expect.poll(() => table.locator("tbody tr").count()).toBe(2);
    expect(await row("Held One").textContent()).toContain("Confirmed, points credited");
    expect(await row("Held Two").textContent()).toContain("Not credited");
    expect(await row("Held Two").getByRole("button").count()).toBe(0);
    expectCleanLoad(guarded);

    // A decision already taken is refused by the server.
    const { data: list } = await api(
      `/admin/referrals?status=all&q=${encodeURIComponent(referrerEmail)}`,
      { token: adminToken },
    );
    const decided = (list as { items: Array<{ id: number }> }).items[0]!;
    expect(
      (
        await api(`/admin/referrals/${decided.id}/decision`, {
          body: { decision: "approve" },
          token: adminToken,
        })
      ).status,
    ).toBe(409);
  });
});

describe("security log", () => {
  test("a login shows with its account, address and browser; the filters narrow the log", async () => {
    const email = unique("watched");
    const address = "10.202.0.9";
    await signUp("Wafa Watched", email);
    expect(
      (await api("/auth/login", { body: { email, password: "not-the-password" }, from: address }))
        .status,
    ).toBe(401);
    await logIn(email, address);

    const guarded = await openAsAdmin("/admin/security", "mobile");
    const { page } = guarded;
    await page.getByRole("heading", { level: 1, name: "Security log" }).waitFor();
    await page.getByRole("combobox", { name: "Event" }).selectOption({ label: "Login" });
    await page.getByRole("searchbox", { name: "E-mail or IP address" }).fill(address);
    await applyFilters(page, /kind=login-success/);
    const table = page.getByRole("table", { name: /Security events/ });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    const cells = await table.locator("tbody tr").first().locator("th, td").allTextContents();
    expect(cells[1]).toBe("Login");
    expect(cells[2]).toBe(email);
    expect(cells[3]).toBe(address);
    expect(cells[4]).toBeTruthy();
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Time",
      "Event",
      "Account",
      "IP address",
      "Browser",
      "Detail",
    ]);
    await expectNoAxeViolations(page, "/admin/security");
    await expectNoHorizontalScroll(page, "/admin/security");

    // Every event of the account: the failed attempt too.
    await page.getByRole("combobox", { name: "Event" }).selectOption("all");
    await page.getByRole("searchbox", { name: "E-mail or IP address" }).fill(email);
    await applyFilters(page, /kind=all/);
    const events = () => table.locator("tbody tr td:nth-child(2)").allTextContents();
    await expect.poll(events).toEqual(expect.arrayContaining(["Login", "Failed login", "Sign-up"]));

    // Today's events are in today's range (UTC days); tomorrow has none yet.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("From").fill(today);
    await page.getByLabel("To").fill(today);
    await applyFilters(page, new RegExp(`from=${today}`));
    await expect.poll(events).toEqual(expect.arrayContaining(["Login"]));
    await page.getByLabel("To").fill(tomorrow);
    await page.getByLabel("From").fill(tomorrow);
    await applyFilters(page, new RegExp(`from=${tomorrow}`));
    await table.getByText("No events match these filters.").waitFor();
    expectCleanLoad(guarded);
  });
});

describe("confirmed addresses in the accounts and payout lists", () => {
  test("an account shows as not confirmed until it is; a payout shows its referrals", async () => {
    const email = unique("payee");
    await signUp("Parveen Payee", email);
    const session = await logIn(email);
    const code = await codeOf(session);
    const friends = [unique("paid-friend"), unique("paid-friend")];
    for (const [index, friend] of friends.entries()) {
      await signUp(`Paid Friend ${index + 1}`, friend, code);
      await confirm(friend);
    }
    expect(await balanceOf(session)).toBe(200);

    const guarded: Guarded = await openAsAdmin(`/admin/users?q=${encodeURIComponent(email)}`);
    const { page } = guarded;
    const account = page.getByRole("row", { name: /Parveen Payee/ });
    await account.waitFor();
    expect(await account.textContent()).toContain("Not confirmed");
    expect(
      (await api("/rewards/redeem", { body: {}, token: session.token })).status,
      "no payout before confirming",
    ).toBe(403);

    await confirm(email);
    await gotoAndHydrate(page, `${base}/admin/users?q=${encodeURIComponent(email)}`);
    await expect.poll(() => account.textContent()).toContain("Confirmed");
    expect(await account.textContent()).not.toContain("Not confirmed");
    await expectNoAxeViolations(page, "/admin/users");
    await expectNoHorizontalScroll(page, "/admin/users");

    expect((await api("/rewards/redeem", { body: {}, token: session.token })).status).toBe(200);
    await gotoAndHydrate(page, `${base}/admin/redemptions?status=pending`);
    const payout = page.getByRole("row", { name: /Parveen Payee/ });
    expect(await payout.textContent()).toContain("Address confirmed");
    const referrals = payout.locator("details");
    expect(await referrals.locator("summary").textContent()).toBe("2 referrals, 2 credited");
    expect(await referrals.getByText(friends[0]!).isVisible()).toBe(false);
    await referrals.locator("summary").click();
    for (const friend of friends) expect(await referrals.getByText(friend).isVisible()).toBe(true);
    expect(await referrals.getByText("Credited", { exact: true }).count()).toBe(2);
    await expectNoAxeViolations(page, "/admin/redemptions with referrals open");
    await expectNoHorizontalScroll(page, "/admin/redemptions");

    await gotoAndHydrate(page, `${base}/admin`);
    await page.getByRole("heading", { level: 1, name: "Hello, Ayesha Admin" }).waitFor();
    await expectNoHorizontalScroll(page, "/admin");
    const nav = page.getByRole("navigation", { name: "Admin area" });
    for (const [name, href] of [
      ["Referrals", "/admin/referrals"],
      ["Security", "/admin/security"],
    ])
      expect(await nav.getByRole("link", { name }).getAttribute("href")).toBe(href);
    expectCleanLoad(guarded);
  });

  test("the admin area's Log Out ends the session on the server", async () => {
    const admin = await logIn(ADMIN);
    const guarded = await browser.newPage({ origin: base, reducedMotion: "reduce" });
    const { page } = guarded;
    await gotoAndHydrate(page, `${base}/login`);
    await page.evaluate((token) => {
      localStorage.setItem("token", token);
      localStorage.setItem(
        "me",
        JSON.stringify({ name: "Ayesha Admin", email: "admin@example.com" }),
      );
    }, admin.token);
    await gotoAndHydrate(page, `${base}/admin`);
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByText("✅ You have been logged out.").waitFor();
    expect((await api("/admin/me", { token: admin.token })).status).toBe(401);
    expect((await api("/admin/me", { token: adminToken })).status, "other sessions").toBe(200);
    expectCleanLoad(guarded);
  });
});
