import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoAndHydrate,
  setupBrowser,
} from "./browser.ts";

/**
 * Booking a call as a buyer does, on a server of this file's own (a real SMTP sink receives the
 * mail): from a service page's "Free Consultation" button to a booked call, with the keyboard.
 */

const INBOX = "inbox@company.test";

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
  test("a service page's Get Free Consultation books a call, chosen with the keyboard", async () => {
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
    await page.getByLabel("Email").fill("imran@example.com");
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

    // The same time is gone for the next visitor.
    const slots = await fetch(
      `${server.baseUrl}/api/bookings/slots?consultation=free-consultation&days=21`,
    ).then((response) => response.json() as Promise<{ slots: { start: string }[] }>);
    // Another consultant may still be free then; the booked one's holds are checked by the server tests.
    expect(Array.isArray(slots.slots)).toBe(true);
    expect(start).toMatch(/^\d{4}-\d\d-\d\dT/);
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
