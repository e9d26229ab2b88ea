import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink, verifyTokenIn } from "#test/smtp-sink.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoAndHydrate,
  setupBrowser,
} from "./browser.ts";
import { callApi, PASSWORD, type Session, signUpAt, uniqueEmail } from "./signed-in.ts";

/**
 * Booking a call as a buyer does, on a server of this file's own (a real SMTP sink receives the
 * mail): from a service page's "Free Consultation" button to a booked call, with the keyboard,
 * then moved and cancelled through the links of its mails; and a member spending the
 * consultancy hour their referrals unlocked, from the dashboard.
 */

const INBOX = "inbox@company.test";
const VISITOR = "imran@example.com";

/** The path of a link in a booked call's mail to the visitor: /book/<purpose>?booking=…&token=… */
function linkIn(mail: ReceivedMail, purpose: "reschedule" | "cancel"): string {
  const path = new RegExp(`/book/${purpose}\\?booking=\\d+&token=[A-Za-z0-9_.-]+`).exec(
    mail.text,
  )?.[0];
  if (!path) throw new Error(`no ${purpose} link in "${mail.subject}"`);
  return path;
}

const browser = setupBrowser();
let server: ServerProcess;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServerProcess({
    site: true,
    output: "inherit",
    env: { SMTP_URL: sink.url, MAIL_TO: INBOX },
  });
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const open = (path: string, options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.open(path, { ...options, origin: server.baseUrl });

describe("booking a free consultation", () => {
  test("a service page's Get Free Consultation books a call, chosen with the keyboard; its mail's links move it, then cancel it", async () => {
    const guarded = await open("/services/itsoftware", { reducedMotion: "reduce" });
    const { page } = guarded;
    await page.emulateMedia({ reducedMotion: "reduce" });
    const button = page.getByRole("link", { name: "Get Free Consultation" }).first();
    expect(await button.getAttribute("href")).toBe("/book?service=%2Fservices%2Fitsoftware");
    await button.click();
    await page.waitForURL(/\/book\?service=/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const picker = page.locator("[data-slot-picker]");
    const first = picker.getByRole("radio").first();
    await first.waitFor({ state: "attached" });

    // Keyboard: Tab onto the first time, arrow to the next one; the label says Karachi's time.
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const chosen = picker.locator("input[type=radio]:checked");
    expect(await chosen.count()).toBe(1);
    const spoken = await chosen.getAttribute("aria-label");
    expect(spoken).toMatch(/^\w+day \d{1,2} \w+, \d\d:\d\d/);
    const start = await chosen.inputValue();

    await page.getByLabel("Your name").fill("Imran Qureshi");
    await page.getByLabel("Email").fill(VISITOR);
    await page.getByLabel("Company").fill("Qureshi Textiles");
    await page.getByLabel("What do you need?").fill("An audit of our office network and backups.");
    await page.getByLabel("Budget (optional)").selectOption("250k-1m");
    await expectNoAxeViolations(page, "booking form");
    await page.getByRole("button", { name: "Confirm booking" }).click();

    const booked = page.locator("[data-booked]");
    await booked.waitFor();
    expect(await booked.getByRole("heading").textContent()).toContain("Your call is booked");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      "Your call is booked",
    );
    const told = await sink.waitFor(INBOX);
    expect(told.some((mail) => mail.subject.startsWith("Call booked: Imran Qureshi"))).toBe(true);

    expect(start).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The confirmation carries the invitation and the links that move or cancel the call.
    const [confirmation] = await sink.waitFor(VISITOR);
    const ics = confirmation!.raw.replace(/=\r?\n/g, "");
    expect(ics).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:REQUEST");
    const reschedule = linkIn(confirmation!, "reschedule");

    // Moved through the link, with the booking page's picker: its consultant's other times.
    await gotoAndHydrate(page, reschedule);
    const mover = page.locator("[data-slot-picker]");
    await mover.getByRole("radio").first().waitFor({ state: "attached" });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Move your call");
    await expectNoAxeViolations(page, "/book/reschedule");
    await expectNoHorizontalScroll(page, "/book/reschedule");
    await mover.locator("label").nth(1).click();
    const movedTo = await mover.locator("input[type=radio]:checked").inputValue();
    expect(movedTo).not.toBe(start);
    await page.getByRole("button", { name: "Move the call" }).click();
    await page.getByRole("heading", { name: "Your call is moved" }).waitFor();
    const [, moved] = await sink.waitFor(VISITOR, 2);
    expect(moved!.subject).toMatch(/^Moved: /);
    expect(moved!.raw.replace(/=\r?\n/g, "")).toContain("SEQUENCE:1");

    // The link is spent: opened again, it says so and offers a new booking (in a page of its
    // own: the browser logs the refusal's 410 as a console error).
    const spent = (await browser.newPage({ origin: server.baseUrl })).page;
    await gotoAndHydrate(spent, reschedule);
    const refused = spent.locator("[data-link-refused]");
    await refused.waitFor();
    expect(await refused.textContent()).toContain("This link has been used");
    expect(await refused.getByRole("link", { name: "Book a call" }).getAttribute("href")).toBe(
      "/book",
    );

    // Cancelled through the new mail's link: the time is free again.
    await gotoAndHydrate(page, linkIn(moved!, "cancel"));
    const cancel = page.getByRole("button", { name: "Cancel the call" });
    await cancel.waitFor();
    await expectNoAxeViolations(page, "/book/cancel");
    await expectNoHorizontalScroll(page, "/book/cancel");
    await cancel.click();
    await page.getByRole("heading", { name: "Your call is cancelled" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      "Your call is cancelled",
    );
    const [, , cancelled] = await sink.waitFor(VISITOR, 3);
    expect(cancelled!.raw.replace(/=\r?\n/g, "")).toContain("METHOD:CANCEL");
    expect(
      (await page.getByRole("link", { name: "Book another time" }).getAttribute("href")) ?? "",
    ).toMatch(/^\/book\/free-consultation/);
    expectCleanLoad(guarded);
  });

  test("the booking page works at 320 px without sideways scroll, and /contact offers both ways", async () => {
    const { page } = await open("/book", { viewport: "mobile" });
    await gotoAndHydrate(page, "/book");
    await page
      .locator("[data-slot-picker] input[type=radio]")
      .first()
      .waitFor({ state: "attached" });
    await expectNoHorizontalScroll(page, "/book");
    await gotoAndHydrate(page, "/contact");
    expect(await page.getByRole("link", { name: "Book a Call" }).getAttribute("href")).toBe(
      "/book",
    );
    const write = page.getByRole("link", { name: "Send a Message" }).first();
    expect(await write.getAttribute("href")).toBe("/contact#message");
  });
});

describe("a member's consultancy hour", () => {
  const api = (path: string, init: Parameters<typeof callApi>[2] = {}) =>
    callApi(server.baseUrl, path, init);
  const signUp = (name: string, email: string, referralCode?: string) =>
    signUpAt(server.baseUrl, name, email, { referralCode });
  /** Confirms an address with the link its confirmation mail carries, as its owner would. */
  const confirm = async (email: string) => {
    const [mail] = await sink.waitFor(email);
    const result = await api("/auth/verify-email", { body: { token: verifyTokenIn(mail!) } });
    expect(result.status, `confirmation of ${email}`).toBe(200);
  };

  test("a member with 3 credited referrals sees 1 hour on the dashboard and books it", async () => {
    const email = uniqueEmail("hours");
    await signUp("Hina Member", email);
    await confirm(email);
    const session = (await api("/auth/login", { body: { email, password: PASSWORD } }))
      .data as Session;
    const { code } = (await api("/user/my-referral-link", { token: session.token })).data as {
      code: string;
    };
    for (const friend of ["Asad", "Bushra", "Kamran"]) {
      const address = uniqueEmail(friend.toLowerCase());
      await signUp(`${friend} Friend`, address, code);
      await confirm(address);
    }

    const guarded = await open("/login", { reducedMotion: "reduce" });
    const { page } = guarded;
    await page.evaluate(
      ({ token, me }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("me", JSON.stringify(me));
      },
      { token: session.token, me: session.user },
    );
    await gotoAndHydrate(page, "/dashboard");
    const card = page.getByRole("region", { name: "Consultancy hours" });
    const figure = (label: string) =>
      card.locator("[data-consultancy-hours] > div").filter({ hasText: label }).locator("dd");
    await figure("Unlocked").waitFor();
    expect(await figure("Unlocked").textContent()).toBe("1");
    expect(await figure("Left to book").textContent()).toBe("1");
    await expectNoAxeViolations(page, "the dashboard's consultancy hours");
    for (const width of [320, 375, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoHorizontalScroll(page, `the dashboard's consultancy hours at ${width} px`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The same booking flow as every call, on the consultancy hour's page, signed in.
    await card.getByRole("link", { name: "Book your consultancy hour" }).click();
    await page.waitForURL((url) => url.pathname === "/book/consultancy-hour");
    await page.getByText("You have 1 consultancy hour to book.").waitFor();
    const picker = page.locator("[data-slot-picker]");
    const first = picker.getByRole("radio").first();
    await first.waitFor({ state: "attached" });
    await picker.locator("label").first().click();
    // Filled in from the session; the member may change them to book for a colleague.
    expect(await page.getByLabel("Your name").inputValue()).toBe("Hina Member");
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByLabel("What do you need?").fill("A second opinion on our cloud bill.");
    await expectNoAxeViolations(page, "the consultancy hour's booking form");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    const booked = page.locator("[data-booked]");
    await booked.waitFor();
    expect(await booked.textContent()).toContain("Consultancy hour with");

    await gotoAndHydrate(page, "/dashboard");
    await figure("Booked").waitFor();
    expect(await figure("Booked").textContent()).toBe("1");
    expect(await figure("Left to book").textContent()).toBe("0");
    expect(await card.getByRole("link", { name: "Book your consultancy hour" }).count()).toBe(0);
    expect(await card.getByRole("listitem").count()).toBe(1);
    expectCleanLoad(guarded);
  });
});
