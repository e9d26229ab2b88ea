import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { pageStartChunk } from "../../scripts/build/page-start-chunk.ts";
import { expectCleanLoad, setupBrowser } from "./browser.ts";
import { clientDir } from "./html.ts";

/**
 * A prerendered page hydrates at the visitor's first touch, key or scroll, not before
 * (docs/decisions/009-hydrate-on-intent.md): a visit that only reads costs no long task. What
 * must not depend on that: the visit counter and the page's opening dialog (page-start, after
 * the first paint), and a button pressed before the code has run, which acts once it has.
 */
const browser = setupBrowser();
const pageStartFiles = pageStartChunk(clientDir).files;

/**
 * A phone whose app scripts (all but page-start and its imports) wait for `release()`, its CPU
 * throttled;
 * `appScripts` lists those the page has asked for.
 */
async function phoneWithHeldApp() {
  const guarded = await browser.newPage({ viewport: "mobile", reducedMotion: "reduce" });
  const cdp = await guarded.context.newCDPSession(guarded.page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const appScripts: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await guarded.page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    if (!pageStartFiles.some((file) => route.request().url().endsWith(`/assets/${file}`))) {
      appScripts.push(route.request().url());
      await released;
    }
    await route.fallback();
  });
  return { ...guarded, release, appScripts };
}

describe("hydration on the visitor's first sign of intent", () => {
  test("a page nobody touches loads no app script; its invitation opens and closes without one", async () => {
    const guarded = await phoneWithHeldApp();
    const { page } = guarded;
    await page.goto("/", { waitUntil: "load" });
    const popup = page.getByRole("dialog", { name: "Join and unlock free resources" });
    await popup.waitFor();
    expect(guarded.appScripts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // The close button is a native command: it closes the dialog while the app is still held.
    await popup.getByRole("button", { name: "Close" }).click();
    await popup.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => sessionStorage.getItem("signup-popup-dismissed"))).toBe("1");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // The touch has started the app: once it runs, the invitation stays closed.
    guarded.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.getByRole("dialog").count()).toBe(0);
    expectCleanLoad(guarded);
  });

  // A screen reader's activation sends a click with no key or pointer event before it.
  test.each([
    ["tapped", (page: Page) => page.getByRole("button", { name: "Open menu" }).click()],
    [
      "activated by a screen reader",
      (page: Page) =>
        page.evaluate(() =>
          document.querySelector<HTMLElement>("[aria-label='Open menu']")?.click(),
        ),
    ],
  ])(
    "the menu button %s before hydration opens the menu at once; hydration keeps it open",
    async (_, press) => {
      const guarded = await phoneWithHeldApp();
      const { page } = guarded;
      await page.goto("/about", { waitUntil: "load" });
      await press(page);
      // A native command on a prerendered menu: its links are there while the app is held.
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("link", { name: "About Us" }).waitFor();
      expect(
        await page.evaluate(() => ({
          hydrated: document.documentElement.dataset.hydrated ?? null,
          held: window.heldClick?.getAttribute("aria-label") ?? null,
        })),
      ).toEqual({ hydrated: null, held: null });
      // The press asked for the app.
      await expect.poll(() => guarded.appScripts.length).toBeGreaterThan(0);

      guarded.release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      // React took the open menu over: it says so, and closes it.
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.querySelector("[aria-label='Open menu']")?.getAttribute("aria-expanded"),
          ),
        )
        .toBe("true");
      expect(await menu.isVisible()).toBe(true);
      await menu.getByRole("link", { name: "Contact" }).first().click();
      await menu.waitFor({ state: "hidden" });
      expect(
        await page.evaluate(() =>
          document.querySelector("[aria-label='Open menu']")?.getAttribute("aria-expanded"),
        ),
      ).toBe("false");
      expectCleanLoad(guarded);
    },
  );
});
