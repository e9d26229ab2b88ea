import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { site } from "#site/facts.ts";
import {
  expectCleanLoad,
  gotoAndHydrate,
  setupBrowser,
  sidewaysOverflow,
  waitForFrames,
} from "./browser.ts";
import { accountEntryPaths, prerenderedPaths } from "./site-routes.ts";

/**
 * The cheap checks every route must pass, each route visited once in one reused browser page
 * (docs/testing.md). What holds per template (axe, every width) is in all-pages.test.ts.
 */

const browser = setupBrowser();

/** Every page a visitor can land on: the build's prerendered pages, the 404 page, the account doors. */
const prerendered = new Set(prerenderedPaths({ withNotFound: true }));
const everyPath = [...new Set([...prerendered, ...accountEntryPaths])];

/** How many lines of text an element's own text runs over. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/**
 * Figure ranges with their unit ("2–4 weeks", "48–72 hours") in the page's hero that a line break
 * splits, leaving "2–" on one line and "4 weeks" on the next.
 */
async function brokenRangesInHero(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hero = document.querySelector("main section");
    if (!hero) return [];
    const range =
      /\$?\d+(?:[.,]\d+)*\s?[–-]\s?\$?\d+(?:[.,]\d+)*(?:\s(?:weeks?|days?|hours?|months?|years?|rounds?))?/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(range)) {
        const selection = document.createRange();
        selection.setStart(node, match.index);
        selection.setEnd(node, match.index + match[0].length);
        const rects = [...selection.getClientRects()].filter((rect) => rect.width > 0);
        if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

describe("every route", () => {
  // One browser page visits every route once, loaded at 320 px and then widened to 375 px, as
  // the visitor first sees it: a prerendered page before the app hydrates (at the first touch),
  // a page that renders in the browser once it has. Hydration is the same code for every page
  // of a template, so all-pages.test.ts checks it on one page of each.
  test("every route: its status, a title, one h1; at 320 and 375 px no sideways scroll and the brand name on one line; no console error", async () => {
    const guarded = await browser.newPage({ viewport: "mobile" });
    const { page } = guarded;
    const failures: string[] = [];
    for (const path of everyPath) {
      await page.setViewportSize({ width: 320, height: 740 });
      const response = prerendered.has(path)
        ? await page.goto(path, { waitUntil: "load" })
        : await gotoAndHydrate(page, path);
      const expected = path === "/404" ? 404 : 200;
      if (response?.status() !== expected) failures.push(`${path}: status ${response?.status()}`);
      if (!(await page.title()).trim()) failures.push(`${path}: no title`);
      if ((await page.locator("h1").count()) !== 1) failures.push(`${path}: not exactly one h1`);
      for (const width of [320, 375]) {
        if (width !== 320) {
          await page.setViewportSize({ width, height: 740 });
          await waitForFrames(page, 2);
        }
        const overflow = await sidewaysOverflow(page);
        if (overflow) failures.push(`${path} at ${width} px: ${overflow}`);
        const brand = page
          .getByRole("banner")
          .getByRole("link", { name: `${site.brand.name}, home` })
          .getByText(site.brand.name, { exact: true });
        const lines = await linesOf(brand);
        if (lines !== 1)
          failures.push(`${path} at ${width} px: the brand name runs over ${lines} lines`);
        for (const range of await brokenRangesInHero(page))
          failures.push(`${path} at ${width} px: "${range}" breaks across lines in the hero`);
      }
    }
    expect(failures).toEqual([]);
    // The /404 page answers with its status, which the browser logs once as a failed load: that
    // one line is expected, a second would be a broken resource somewhere.
    const errors = [...guarded.errors];
    const own404 = errors.indexOf(
      "Failed to load resource: the server responded with a status of 404 (Not Found)",
    );
    if (everyPath.includes("/404") && own404 >= 0) errors.splice(own404, 1);
    expectCleanLoad({ ...guarded, errors });
  }, 300_000);
});
