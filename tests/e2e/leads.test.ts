import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  type Guarded,
  gotoAndHydrate,
  setupBrowser,
  startApp,
  visitorHeaders,
} from "./browser.ts";
import { confirmAddress, type MailSource, newestInMail } from "./mailbox.ts";
import { logInAt, PASSWORD, signUpAt } from "./signed-in.ts";
import { waitPastTimeTrap } from "./time-trap.ts";

/**
 * Leads end to end, on a server of this file's own: a real SMTP sink receives the mail, links in
 * e-mails point at this server, and admin@example.com is an administrator through ADMIN_EMAILS
 * (confirmed with the link e-mailed at its first login, as its owner would).
 */

const INBOX = "inbox@company.test";
const ADMIN = "admin@example.com";

const browser = setupBrowser();
let server: ServerProcess;
let sink: SmtpSink;
let base: string;
let adminToken: string;
let visitorToken: string;
/** The sink's mail to an address, for the confirmation helper. */
const sinkMail: MailSource = (address) => sink.to(address).map((mail) => mail.text);

let counter = 0;
// A domain of its own per address: friends sharing a private mail domain are held for review.
const unique = (tag: string) =>
  `${tag}-${Date.now()}-${++counter}@m${Date.now().toString(36)}${counter}.example.com`;

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...visitorHeaders(),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // CSV and other text answers stay text.
  }
  return { status: response.status, data: data as never, headers: response.headers };
}

async function signUpAndLogIn(name: string, email: string) {
  await signUpAt(base, name, email);
  return logInAt(base, email);
}

/** expectCleanLoad, allowing the console lines an expected failed request writes. */
function expectCleanLoadBut(guarded: Guarded, expected: RegExp) {
  expectCleanLoad({ ...guarded, errors: guarded.errors.filter((error) => !expected.test(error)) });
}

/** A page of this file's server, hydrated unless JavaScript is off. */
const open = (path: string, options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.open(path, { ...options, origin: base });

async function openAsAdmin(path: string, viewport: "mobile" | "desktop" = "desktop") {
  const guarded = await open("/login", { viewport, reducedMotion: "reduce" });
  const me = { name: "Ayesha Admin", email: ADMIN, points: 0 };
  await guarded.page.evaluate(
    ({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("me", JSON.stringify(user));
    },
    { token: adminToken, user: me },
  );
  await gotoAndHydrate(guarded.page, path);
  return guarded;
}

const leadsFor = async (q: string, status = "all") =>
  (await api(`/admin/leads?status=${status}&q=${encodeURIComponent(q)}`, { token: adminToken }))
    .data as {
    total: number;
    items: Array<{
      id: number;
      status: string;
      spamReason: string | null;
      spamSignals: string[];
    }>;
  };

/** Waits until the form holds a token other than `spent`, and returns it. */
async function waitForFormToken(page: Page, spent = ""): Promise<string> {
  const handle = await page.waitForFunction((previous) => {
    const value = (document.querySelector("input[name='formToken']") as HTMLInputElement | null)
      ?.value;
    return value && value !== previous ? value : null;
  }, spent);
  return (await handle.jsonValue()) as string;
}

/** A new form token, as the page fetches it. */
async function formToken(): Promise<string> {
  return ((await api("/contact/token")).data as { token: string }).token;
}

/** A form token old enough for the time trap: a message a person sent. */
async function humanFormToken(token?: string): Promise<string> {
  const fresh = token ?? (await formToken());
  await waitPastTimeTrap(fresh);
  return fresh;
}

async function fillContact(page: Page, fields: Record<string, string>) {
  const form = page.locator("form[action='/api/contact']");
  for (const [name, value] of Object.entries(fields))
    await form.locator(`[name="${name}"]`).fill(value);
  return form;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServerProcess({
    site: true,
    output: "inherit",
    env: { SMTP_URL: sink.url, MAIL_TO: INBOX, ADMIN_EMAILS: ADMIN },
  });
  base = server.baseUrl;
  await signUpAndLogIn("Ayesha Admin", ADMIN);
  // The administrator link, not the address confirmation sent at sign-up.
  const adminLink = await newestInMail(
    ADMIN,
    (text) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1],
    sinkMail,
  );
  const confirmed = await api("/auth/reset-password", {
    body: { token: adminLink, password: PASSWORD },
  });
  expect(confirmed.status).toBe(200);
  const admin = await api("/auth/login", { body: { email: ADMIN, password: PASSWORD } });
  expect(admin.status).toBe(200);
  adminToken = (admin.data as { token: string }).token;
  visitorToken = (await signUpAndLogIn("Vera Visitor", unique("visitor"))).token;
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

describe("contact form", () => {
  test("with JavaScript: sends in place, keeps the fields on a refusal, and the inbox gets the e-mail", async () => {
    const guarded = await open("/contact");
    const { page } = guarded;
    const firstToken = await waitForFormToken(page);
    // A person takes longer than the 2-second time trap to write a message.
    await waitPastTimeTrap(firstToken);
    const email = unique("sana");
    const typed = {
      firstName: "Sana",
      lastName: "Rahman",
      company: "Northwind Retail",
      phone: "+92 21 0000 0000",
      email: "sana@localhost",
      message: `We need a new online store before the holiday season. Ref ${email}`,
    };
    const form = await fillContact(page, typed);
    const feedback = form.locator("[role='status']");
    await form.getByRole("button", { name: "Send Message" }).click();

    // Refused by the server: the message names the field, marks it, and nothing typed is lost.
    await expect
      .poll(() => feedback.textContent())
      .toBe("❌ Email: must be a valid email address.");
    expect(await form.locator("[name='email']").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      "email",
    );
    for (const [name, value] of Object.entries(typed))
      expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(value);

    await form.locator("[name='email']").fill(email);
    await form.getByRole("button", { name: "Send Message" }).click();
    // The form gives way to a confirmation card; writing again starts from an empty form.
    const sent = page.locator("[data-contact-sent]").getByRole("status");
    await expect
      .poll(() => sent.textContent())
      .toMatch(/^✅ Thank you, Sana\. Your message has reached us\./);
    expect(await sent.getAttribute("data-tone")).toBe("success");
    await page.getByRole("button", { name: "Send Another Message" }).click();
    expect(await form.locator("[name='message']").inputValue()).toBe("");
    expect(await form.locator("[name='email']").getAttribute("aria-invalid")).toBeNull();

    // Stored, as a real lead, and the company inbox has it.
    const stored = await leadsFor(email);
    expect(stored.items).toEqual([expect.objectContaining({ status: "new", spamReason: null })]);
    await expect
      .poll(() => sink.to(INBOX).some((item) => item.text.includes(email)), { timeout: 10_000 })
      .toBe(true);
    const received = sink.to(INBOX).find((item) => item.text.includes(email))!;
    expect(received.subject).toBe("New lead from Sana Rahman, Northwind Retail");
    expect(received.text).toContain(`${base}/admin/leads/${stored.items[0]!.id}`);

    // Each token is good for one message: the form fetched a new one, so a second message from
    // the same person is a real lead too.
    await waitPastTimeTrap(await waitForFormToken(page, firstToken));
    const second = unique("sana-again");
    await fillContact(page, { firstName: "Sana", email: second, message: "One more thing." });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(async () => (await leadsFor(second)).items)
      .toEqual([expect.objectContaining({ status: "new", spamReason: null })]);
    // The refusal was a 400, which the browser logs; nothing else may go wrong.
    expectCleanLoadBut(guarded, /status of 400/);
  });

  test("the time trap: a form sent within 2 seconds is answered like a success and waits in Check", async () => {
    // A person's message follows the bot's; its token starts ageing now.
    const personsToken = await formToken();
    const guarded = await browser.newPage({ origin: base });
    const { page } = guarded;
    // The bot fills the form before its token comes: the token is held until then, so it is
    // issued just before the send, however long a busy machine takes over the fields.
    let filled!: () => void;
    const held = new Promise<void>((resolve) => {
      filled = resolve;
    });
    await page.route("**/api/contact/token", async (route) => {
      await held;
      await route.continue();
    });
    await gotoAndHydrate(page, "/contact");
    const email = unique("bot");
    const form = await fillContact(page, { firstName: "Quick", email, message: "Buy now" });
    filled();
    await waitForFormToken(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => page.locator("[data-contact-sent] [role='status']").textContent())
      .toMatch(/^✅ Thank you, Quick\./);
    const stored = await leadsFor(email);
    expect(stored.items).toEqual([
      expect.objectContaining({ status: "check", spamReason: null, spamSignals: ["too-fast"] }),
    ]);
    // The person's message, sent after the bot's, reaches the inbox: mail for the bot's would
    // have been queued first and be there too.
    const person = unique("person");
    const later = await api("/contact", {
      body: {
        formToken: await humanFormToken(personsToken),
        firstName: "Patient",
        email: person,
        message: "Written after the bot's.",
      },
    });
    expect(later.status).toBe(201);
    await expect
      .poll(() => sink.to(INBOX).some((mail) => mail.text.includes(person)), { timeout: 10_000 })
      .toBe(true);
    expect(sink.to(INBOX).some((mail) => mail.text.includes(email))).toBe(false);
    expectCleanLoad(guarded);
  });

  test("without JavaScript: a native post lands on a result page; a refusal shows the problem and the form filled in", async () => {
    const guarded = await open("/contact", { javaScriptEnabled: false, viewport: "mobile" });
    const { page } = guarded;
    expect(await page.locator("input[name='formToken']").inputValue()).toBe("");
    const email = unique("nojs");
    const typed = {
      firstName: "Bilal",
      lastName: "Qureshi",
      company: "Indus Logistics",
      phone: "call me",
      email,
      message: 'Line one of our brief.\nLine two, with <angle> brackets & "quotes".',
    };
    let form = await fillContact(page, typed);
    await Promise.all([
      page.waitForURL(/\/contact\/error\?draft=/),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Your message has not been sent yet",
    );
    expect(await page.locator("#contact-problem").textContent()).toBe(
      "Phone: needs at least one digit.",
    );
    form = page.locator("#contact-form");
    for (const [name, value] of Object.entries(typed))
      expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(value);
    const phone = form.locator("[name='phone']");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await phone.getAttribute("aria-describedby")).toBe("contact-problem");
    // The page opens at the problem, just above the form.
    expect(new URL(page.url()).hash).toBe("#resend-title");
    expect(await page.locator("#contact-problem").isVisible()).toBe(true);
    expect(
      await page.locator("#contact-problem").evaluate((el) => el.getBoundingClientRect().top),
    ).toBeLessThan(812);
    // Nothing stored yet; and the footer's own e-mail field was left alone.
    expect((await leadsFor(email)).total).toBe(0);
    expect(await page.locator("footer input[name='email']").inputValue()).toBe("");
    // axe needs JavaScript to run; the page has no script of its own, so it is the same page.
    const checked = await browser.newPage({
      viewport: "mobile",
      reducedMotion: "reduce",
      origin: base,
    });
    await checked.page.goto(page.url(), { waitUntil: "load" });
    expect(await checked.page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    expect(await checked.page.locator("#contact-form [name='message']").inputValue()).toBe(
      typed.message,
    );
    await expectNoAxeViolations(checked.page, "/contact/error with a draft");
    expectCleanLoad(checked);

    await form.locator("[name='phone']").fill("+92 300 0000000");
    await Promise.all([
      page.waitForURL(/\/contact\/sent$/),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Thank you. Your message has reached us.",
    );
    // Without JavaScript no token was fetched: the message is kept, and waits in Check for
    // someone to read it, like a script's (docs/decisions/014-spam-is-a-score.md).
    const stored = await leadsFor(email);
    expect(stored.items).toEqual([
      expect.objectContaining({ status: "check", spamSignals: ["no-token"] }),
    ]);

    // A bot filling the hidden field gets the same page, and is kept as spam.
    await page.goto(`${base}/contact`);
    const botEmail = unique("nojs-bot");
    form = await fillContact(page, { firstName: "Bot", email: botEmail, message: "Spam" });
    await form.locator("[name='website']").fill("https://spam.example", { force: true });
    await Promise.all([
      page.waitForURL(/\/contact\/sent$/),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect((await leadsFor(botEmail)).items).toEqual([
      expect.objectContaining({ status: "spam", spamReason: "honeypot" }),
    ]);
    expect(guarded.externalRequests).toEqual([]);
  });
});

describe("newsletter", () => {
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") => {
    const match = new RegExp(`${base}/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]{43}`).exec(text);
    if (!match) throw new Error(`no ${kind} link`);
    return match[0];
  };

  test("the footer box checks the address, subscribes in place, and the links confirm and unsubscribe", async () => {
    const guarded = await open("/about", { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    const box = page.locator("footer form[action='/api/newsletter']");
    const feedback = box.locator("[role='status']");
    const input = box.getByRole("textbox", { name: "Newsletter" });
    await input.fill("reader@localhost");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => feedback.textContent()).toMatch(/^❌ Enter a full e-mail address/);
    expect(await input.getAttribute("aria-invalid")).toBe("true");

    const email = unique("reader");
    await input.fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => feedback.textContent()).toMatch(/^✅ Almost done: open the link/);
    expect(await input.inputValue()).toBe("");
    expect(await input.getAttribute("aria-invalid")).toBeNull();
    await expectNoAxeViolations(page, "footer after subscribing");
    expectCleanLoad(guarded);

    const [confirmation] = await sink.waitFor(email);
    await gotoAndHydrateAbsolute(page, linkIn(confirmation!.text, "confirm"));
    expect(new URL(page.url()).pathname).toBe("/newsletter/confirmed");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are subscribed");

    const mails = await sink.waitFor(email, 2);
    await gotoAndHydrateAbsolute(page, linkIn(mails[1]!.text, "unsubscribe"));
    expect(new URL(page.url()).pathname).toBe("/newsletter/unsubscribed");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "You are unsubscribed",
    );
    await expectNoAxeViolations(page, "/newsletter/unsubscribed");

    // The old confirmation link does not subscribe again.
    await gotoAndHydrateAbsolute(page, linkIn(confirmation!.text, "confirm"));
    expect(new URL(page.url()).pathname).toBe("/newsletter/link-expired");
    expectCleanLoad(guarded);
  });

  test("without JavaScript the box posts natively and lands on a page that says what to do", async () => {
    const guarded = await open("/services", { javaScriptEnabled: false });
    const { page } = guarded;
    const box = page.locator("footer form[action='/api/newsletter']");
    const email = unique("nojs-reader");
    await box.locator("input[name='email']").fill(email);
    await Promise.all([
      page.waitForURL(/\/newsletter\/check-your-inbox$/),
      box.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Check your inbox");
    await sink.waitFor(email);

    const again = page.locator("main form[action='/api/newsletter']");
    await again.locator("input[name='email']").fill("someone@localhost");
    await Promise.all([
      page.waitForURL(/\/newsletter\/check-address$/),
      again.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Check the e-mail address",
    );
    expect(guarded.externalRequests).toEqual([]);
  });
});

/** Follows a link from an e-mail (through the API's redirect) and waits for the page. */
async function gotoAndHydrateAbsolute(page: Page, link: string) {
  await page.goto(link, { waitUntil: "load" });
  await startApp(page);
}

describe("admin area", () => {
  test("the API: 401 without a session, 403 for a visitor's account", async () => {
    for (const path of ["/admin/me", "/admin/leads", "/admin/leads.csv", "/admin/users"]) {
      expect((await api(path)).status, path).toBe(401);
      expect((await api(path, { token: visitorToken })).status, path).toBe(403);
      expect((await api(path, { token: adminToken })).status, path).toBe(200);
    }
  });

  test("the pages are guarded: anonymous to /login, a visitor sees no access", async () => {
    const anonymous = await open("/admin/leads");
    await anonymous.page.waitForURL(/\/login$/);
    expectCleanLoad(anonymous);

    const guarded = await open("/login", { reducedMotion: "reduce" });
    const { page } = guarded;
    await page.evaluate((token) => {
      localStorage.setItem("token", token);
      localStorage.setItem("me", JSON.stringify({ name: "Vera Visitor", email: "v@example.com" }));
    }, visitorToken);
    // The server's 403 for this account is expected; it is the point of the check.
    await gotoAndHydrate(page, `${base}/admin`);
    await page
      .getByRole("heading", { level: 1, name: "This area is for administrators" })
      .waitFor();
    expect(await page.getByRole("link", { name: "Go to Your Dashboard" }).count()).toBe(1);
    await expectNoAxeViolations(page, "/admin for a visitor");
  });

  test("every admin page is axe-clean at phone and desktop widths", async () => {
    // Something on each page: a lead (without a form token: it waits in Check), a subscriber, a
    // pending redemption.
    await api("/contact", {
      body: { firstName: "Axe", email: unique("axe"), message: "A message for the list." },
    });
    for (const viewport of ["mobile", "desktop"] as const) {
      const guarded = await openAsAdmin("/admin", viewport);
      const { page } = guarded;
      for (const [path, heading] of [
        ["/admin", "Hello, Ayesha Admin"],
        ["/admin/leads", "Leads"],
        ["/admin/subscribers", "Newsletter subscribers"],
        ["/admin/users", "Accounts"],
        ["/admin/redemptions", "Payouts"],
      ] as const) {
        await gotoAndHydrate(page, `${base}${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await expectNoAxeViolations(page, `${path} at ${viewport}`);
      }
      const leads = await leadsFor("Axe");
      await gotoAndHydrate(page, `${base}/admin/leads/${leads.items[0]!.id}`);
      await page.getByRole("heading", { level: 1, name: "From Axe" }).waitFor();
      await expectNoAxeViolations(page, `/admin/leads/:id at ${viewport}`);
      if (viewport === "mobile") {
        // One click: a person wrote it. The page then says who decided (checked by axe too).
        await page.getByRole("region", { name: "Waiting in Check" }).waitFor();
        await page.getByRole("button", { name: "Not Spam" }).click();
        await page.getByText(/^✅ Not spam: moved to New by Ayesha Admin/).waitFor();
        expect((await leadsFor("Axe")).items[0]).toMatchObject({ status: "new" });
      }
      expectCleanLoad(guarded);
    }
  }, 150_000); // twelve admin page loads, each checked by axe

  test("leads: search, open, move to a stage with a value, and export a CSV that a spreadsheet reads safely", async () => {
    const tag = `Quartz${Date.now()}`;
    const email = unique("csv");
    expect(
      (
        await api("/contact", {
          body: {
            formToken: await humanFormToken(),
            firstName: "=SUM(A1:A9)",
            lastName: `O'Neil, "${tag}"`,
            email,
            company: "Commas, Inc.",
            message: "First line\nSecond, with a comma",
          },
        })
      ).status,
    ).toBe(201);

    const guarded = await openAsAdmin("/admin/leads");
    const { page } = guarded;
    await page.getByRole("searchbox", { name: "Search leads" }).fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(new RegExp(`q=${tag}`));
    const table = page.getByRole("table", { name: /Leads/ });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Received",
      "From",
      "Message",
      "Stage",
    ]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "id,received,status,spam_reason,first_name,last_name,email,phone,company,subject,message,handled_at," +
        "value_pkr,lost_reason,won_at,next_follow_up,landing_page,source,medium,campaign,service_page," +
        "service,referrer_email,referred_via",
    );
    expect(lines[1]).toContain(`,new,,'=SUM(A1:A9),"O'Neil, ""${tag}""",${email},,"Commas, Inc.",`);
    expect(csv).toContain('"First line\nSecond, with a comma"');
    await page.getByRole("status").filter({ hasText: "Downloaded" }).waitFor();

    await table.getByRole("link", { name: /SUM/ }).click();
    await page.getByRole("heading", { level: 1, name: /^From =SUM/ }).waitFor();
    expect(await page.getByText("First line").textContent()).toBe(
      "First line\nSecond, with a comma",
    );
    await page.getByRole("combobox", { name: "Stage" }).selectOption("proposal");
    await page.getByRole("textbox", { name: /Deal value/ }).fill("150,000");
    await page.getByRole("button", { name: "Save Stage" }).click();
    await page.getByText("✅ Moved to Proposal sent.").waitFor();
    expect((await leadsFor(tag)).items[0]).toMatchObject({ status: "proposal", valuePkr: 150000 });
    expectCleanLoad(guarded);
  });

  test("redemptions: an approved payout is marked paid with a reference, and its owner sees it as paid", async () => {
    const email = unique("redeemer");
    const session = await signUpAndLogIn("Rania Redeemer", email);
    const code = (
      (await api("/user/my-referral-link", { token: session.token })).data as {
        code: string;
      }
    ).code;
    // Each friend's bonus is credited once the friend confirms; payouts need a confirmed owner.
    for (const friend of ["one", "two"]) {
      const friendEmail = unique(friend);
      const result = await api("/auth/signup", {
        body: {
          name: `Friend ${friend}`,
          email: friendEmail,
          password: PASSWORD,
          referralCode: code,
        },
      });
      expect(result.status).toBe(201);
      await confirmAddress(friendEmail, { base, source: sinkMail });
    }
    await confirmAddress(email, { base, source: sinkMail });
    expect(
      (
        await api("/user/payout-method", {
          method: "PUT",
          token: session.token,
          body: { method: "jazzcash", wallet: "0300 7654321", password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect((await api("/rewards/redeem", { body: {}, token: session.token })).status).toBe(200);
    // An administrator approves it first (tests/e2e/money.test.ts does that in the page).
    const requested = (await api("/admin/redemptions?status=requested", { token: adminToken }))
      .data as { items: Array<{ id: number; userEmail: string }> };
    const item = requested.items.find((redemption) => redemption.userEmail === email);
    expect(
      (await api(`/admin/redemptions/${item?.id}/approve`, { body: {}, token: adminToken })).status,
    ).toBe(200);

    const guarded = await openAsAdmin("/admin/redemptions?status=approved");
    const { page } = guarded;
    // Each payout is a card (an article named by its amount) since issue 36.
    const row = page.getByRole("article").filter({ hasText: "Rania Redeemer" });
    await row.getByRole("button", { name: /^Mark paid: PKR 100 to Rania Redeemer/ }).click();
    const dialog = page.getByRole("dialog", { name: "Mark as paid" });
    await dialog.getByRole("textbox", { name: /^Transaction reference/ }).fill("JC-4471");
    await dialog.getByRole("textbox", { name: "Note (optional)" }).fill("Bulk transfer batch 12");
    await expectNoAxeViolations(page, "mark-paid dialog");
    await dialog.getByRole("button", { name: "Confirm Payment" }).click();
    await page.getByText(/^✅ Marked paid: PKR 100 to Rania Redeemer/).waitFor();
    await page.goto(`${base}/admin/redemptions?status=paid`);
    await startApp(page);
    await page
      .getByRole("article")
      .filter({ hasText: "Rania Redeemer" })
      .filter({ hasText: "JC-4471" })
      .filter({ hasText: "Bulk transfer batch 12" })
      .waitFor();
    expectCleanLoad(guarded);

    // The owner's dashboard says so in the points history.
    const owner = await open("/login");
    await owner.page.evaluate(
      ({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("me", JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
    await gotoAndHydrate(owner.page, `${base}/dashboard`);
    const entry = owner.page.getByRole("listitem").filter({ hasText: "Redeemed for PKR 100" });
    await entry.getByText("Paid — ref JC-4471").waitFor();
    expectCleanLoad(owner);

    const history = await api("/user/points", { token: session.token });
    expect(
      (history.data as { entries: Array<{ reason: string; status?: string }> }).entries[0],
    ).toMatchObject({
      reason: "redemption",
      status: "paid",
    });
  });
});
