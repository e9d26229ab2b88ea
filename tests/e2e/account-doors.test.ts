import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, expectCleanLoad, setupBrowser } from "./browser.ts";
import { callApi, logInAt, PASSWORD, signUpAt, uniqueEmail } from "./signed-in.ts";

/**
 * The account's front doors are prerendered: their forms are on screen before the code runs
 * (issue 25). A visitor who is quicker than the code loses nothing: the submit is held and sent
 * once the page has hydrated, with what was typed. To make "before the code runs" certain rather
 * than likely, the page's scripts are held back until the form has been sent, on a phone whose
 * CPU is throttled six times.
 */
const browser = setupBrowser();

/** A throttled phone whose scripts wait for `release()`. */
async function slowPhone() {
  const guarded = await browser.newPage({ viewport: "mobile", reducedMotion: "reduce" });
  const cdp = await guarded.context.newCDPSession(guarded.page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await guarded.page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.fallback();
  });
  return { ...guarded, release };
}

/** Whether the page has hydrated, and the label of the form whose submit is held. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    hydrated: document.documentElement.dataset.hydrated ?? null,
    held: window.heldSubmit?.getAttribute("aria-label") ?? null,
  }));

/** The sum of the page's layout shifts so far (what CLS adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) => sum + ((entry as unknown as { value: number }).value ?? 0),
                0,
              ),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // An observer with nothing buffered is never called: answer after a frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

describe("account doors before their code runs", () => {
  test("a login sent at first paint is held, sent after hydration, and opens the dashboard", async () => {
    const email = uniqueEmail("early-login");
    await signUpAt(baseUrl(), "Early Bird", email);
    const guarded = await slowPhone();
    const { page } = guarded;

    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    // Sent before the code ran: held, not posted natively (which would lose the session).
    expect(await pageState(page)).toEqual({ hydrated: null, held: "Log in to your account" });
    expect(new URL(page.url()).pathname).toBe("/login");

    guarded.release();
    await page.waitForURL((address) => address.pathname === "/dashboard");
    await page.getByRole("heading", { name: "Welcome, Early Bird" }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token?.split(".")).toHaveLength(3);
    expectCleanLoad(guarded);
  });

  test("a referral link fills the code before hydration without moving anything; an early sign-up is sent", async () => {
    const referrer = uniqueEmail("door-referrer");
    await signUpAt(baseUrl(), "Door Referrer", referrer);
    const session = await logInAt(baseUrl(), referrer);
    const link = await callApi(baseUrl(), "/user/my-referral-link", { token: session.token });
    const { code } = link.data as { code: string };
    expect(code).not.toBe("");

    const guarded = await slowPhone();
    const { page } = guarded;
    await page.goto(`/signup?ref=${code}`, { waitUntil: "load" });
    const referral = page.getByLabel("Referral code (optional)");
    expect(await referral.inputValue()).toBe(code);
    await page.getByText("A colleague invited you").waitFor({ state: "visible" });
    // Code and note were there at the first paint: nothing moved.
    expect(await layoutShift(page)).toBe(0);

    const email = uniqueEmail("early-signup");
    await page.getByLabel("Name").fill("Early Friend");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Create a free account" }).click();
    expect(await pageState(page)).toEqual({ hydrated: null, held: "Create your free account" });

    guarded.release();
    await page
      .getByText(`Confirm your e-mail address: open the link we sent to ${email}`)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    expectCleanLoad(guarded);
  });

  test("hydrating the sign-up page moves nothing; without a code the note stays hidden", async () => {
    const referred = await browser.open("/signup?ref=ABCD2345", { viewport: "mobile" });
    expect(await referred.page.getByLabel("Referral code (optional)").inputValue()).toBe(
      "ABCD2345",
    );
    expect(await referred.page.getByText("A colleague invited you").isVisible()).toBe(true);
    expect(await layoutShift(referred.page)).toBe(0);

    const plain = await browser.open("/signup", { viewport: "mobile" });
    expect(await plain.page.getByText("A colleague invited you").isVisible()).toBe(false);
    expect(await plain.page.getByLabel("Referral code (optional)").inputValue()).toBe("");
    expect(await layoutShift(plain.page)).toBe(0);
  });
});
