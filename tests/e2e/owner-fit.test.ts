import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, expectCleanLoad, gotoAndHydrate, setupBrowser } from "./browser.ts";
import { callApi, logInAt, signUpAt, uniqueEmail } from "./signed-in.ts";

/**
 * Issue 40's fit and finish, at 320, 375 and 1440 px: the invitation banner of /signup?ref= is
 * there before any interaction (the app's code held back), a field the browser's validation
 * scrolls to and an anchor land below the sticky header, and the home page's stats strip fits.
 */
const browser = setupBrowser();
const widths = [320, 375, 1440] as const;

async function pageAt(width: number, options: { holdScripts?: boolean } = {}) {
  const guarded = await browser.newPage({
    viewport: width >= 1024 ? "desktop" : "mobile",
    reducedMotion: "reduce",
  });
  await guarded.page.setViewportSize({ width, height: width >= 1024 ? 900 : 700 });
  // The app's code never arrives: what shows is the prerendered page and its start script.
  if (options.holdScripts)
    await guarded.page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => route.abort());
  return guarded;
}

/** The sticky header's bottom edge, in the viewport. */
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom);

describe("the invitation", () => {
  test("/signup?ref= opens with the banner and the inviter's first name, before the app, at 320–1440 px", async () => {
    const email = uniqueEmail("inviter");
    await signUpAt(baseUrl(), "Farah Naz Qureshi", email);
    const session = await logInAt(baseUrl(), email);
    const { code } = (await callApi(baseUrl(), "/user/my-referral-link", { token: session.token }))
      .data as { code: string };

    for (const width of widths) {
      const guarded = await pageAt(width, { holdScripts: true });
      const { page } = guarded;
      await page.goto(`/signup?ref=${code}`);
      const banner = page.getByRole("region", { name: "You were invited to Meridian Digital" });
      await banner.waitFor();
      expect(
        await page.evaluate(() => document.documentElement.dataset.hydrated ?? null),
      ).toBeNull();
      // At the top: above the sign-up form's heading, in the first screen.
      const bannerBox = (await banner.boundingBox())!;
      const formHeading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(bannerBox.y).toBeLessThan(formHeading.y);
      expect(bannerBox.y).toBeLessThan(page.viewportSize()!.height);
      expect(await banner.textContent()).toMatch(/You get a free account/);
      expect(await banner.textContent()).toMatch(/Your colleague earns referral points/);
      // The first name only, never the rest of the name or the address.
      const named = banner.getByText("sent you this invitation.");
      await named.waitFor();
      const shown = await named.evaluate(
        (element) => getComputedStyle(element.querySelector("span")!, "::before").content,
      );
      expect(shown).toBe('"Farah"');
      const html = await page.content();
      expect(html).not.toContain(email);
      expect(html).not.toContain("Qureshi");
      // The code is filled in, still without the app.
      expect(await page.getByLabel("Referral code (optional)").inputValue()).toBe(code);
    }

    // Without a code, no banner; a code no one has, the banner without a name.
    const plain = await pageAt(375, { holdScripts: true });
    await plain.page.goto("/signup");
    await plain.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await plain.page.getByText("You were invited to").isVisible()).toBe(false);
    const unknown = await callApi(baseUrl(), "/invitations/inviter?code=ZZZZZZZZ");
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual({ firstName: null });
    expect((await callApi(baseUrl(), `/invitations/inviter?code=${code}`)).data).toEqual({
      firstName: "Farah",
    });
  });
});

describe("below the sticky header", () => {
  test("the field the browser's validation scrolls to, and an anchor, are not under the header", async () => {
    for (const width of widths) {
      const guarded = await pageAt(width);
      const { page } = guarded;
      await gotoAndHydrate(page, "/contact");
      // From the bottom of the page, send the empty form: the browser scrolls to its first field.
      const submit = page.getByRole("button", { name: /send/i }).first();
      await submit.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await submit.click();
      const focused = await page.waitForFunction(() => {
        const element = document.activeElement;
        return element?.matches("input, textarea, select") ? element : null;
      });
      await page.waitForTimeout(300);
      const top = await focused.evaluate(
        (element) => (element as Element).getBoundingClientRect().top,
      );
      const label = await focused.evaluate(
        (element) => (element as HTMLInputElement).labels?.[0]?.getBoundingClientRect().top ?? 0,
      );
      const header = await headerBottom(page);
      expect(top, `the field at ${width} px`).toBeGreaterThanOrEqual(header);
      expect(label, `its label at ${width} px`).toBeGreaterThanOrEqual(header - 1);

      await page.goto("/services/zohocrm#roi");
      await page.waitForTimeout(300);
      const anchor = await page.evaluate(
        () => document.getElementById("roi")!.getBoundingClientRect().top,
      );
      expect(anchor, `#roi at ${width} px`).toBeGreaterThanOrEqual(await headerBottom(page));
      expectCleanLoad(guarded);
    }
  });
});

describe("the home page's stats strip", () => {
  test("every figure keeps clear of its divider and every label keeps to two lines", async () => {
    for (const width of widths) {
      const guarded = await pageAt(width);
      const { page } = guarded;
      await page.goto("/");
      const strip = page.locator("dl").filter({ hasText: "99.9%" }).first();
      await strip.scrollIntoViewIfNeeded();
      const cells = await strip.evaluate((dl) =>
        [...dl.children].map((cell) => {
          const value = cell.querySelector("dd")!;
          const label = cell.querySelector("dt")!;
          const range = document.createRange();
          range.selectNodeContents(value);
          const text = range.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          const lines =
            label.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(label).lineHeight);
          return {
            value: value.textContent,
            gap: box.right - text.right,
            lines: Math.round(lines),
          };
        }),
      );
      for (const cell of cells) {
        expect(
          cell.gap,
          `${cell.value} at ${width} px: room before the divider`,
        ).toBeGreaterThanOrEqual(12);
        expect(cell.lines, `${cell.value}'s label at ${width} px`).toBeLessThanOrEqual(2);
      }
      expectCleanLoad(guarded);
    }
  });
});
