import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hubContents } from "#web/content/hubs/all.ts";
import { gotoAndHydrate, setupBrowser } from "./browser.ts";
import { fullStylesheet } from "./stylesheet.ts";

/**
 * At 320 px, the narrowest phone the site supports, a phone number and a button's label each stay
 * on one line: "Call +92 21 / 0000 0000" cannot be dialled from memory, and "Book a / Zoho
 * Consultation" inside a pill reads as two buttons.
 */
const browser = setupBrowser();

const mainPages = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/portfolio_webdev",
  "/portfolio/ecommerce-platform",
  ...hubContents.map((hub) => hub.path),
  "/webdevelopment/seo",
  "/itsoftware/cloudservices",
];

/**
 * Each visible phone link, button and pill link whose text runs over more than one line, with
 * its line count. Lines are counted from the text's own boxes, so icons and padding do not count.
 */
function wrappedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels = document.querySelectorAll<HTMLElement>(
      'a[href^="tel:"], button, a[class*="rounded-full"][class*="inline-flex"], [role="tab"]',
    );
    const wrapped: string[] = [];
    for (const label of labels) {
      if (!label.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      let lineHeight = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement;
        // Hidden text, and text only a screen reader reads (.sr-only: a 1 px clipped box).
        if (parent && !parent.checkVisibility()) continue;
        const box = parent?.getBoundingClientRect();
        if (box && box.width <= 1 && box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1) continue;
          tops.push(rect.top);
          lineHeight = Math.max(lineHeight, rect.height);
        }
      }
      // Boxes of one line share their top (within half a line, for mixed sizes).
      const lines = tops
        .sort((a, b) => a - b)
        .filter(
          (top, index, sorted) => index === 0 || top - (sorted[index - 1] ?? top) > lineHeight / 2,
        );
      if (lines.length > 1)
        wrapped.push(`${label.textContent?.replace(/\s+/g, " ").trim()} (${lines.length} lines)`);
    }
    return wrapped;
  });
}

describe("at 320 px no phone number or button label wraps inside itself", () => {
  for (const path of mainPages) {
    test(path, async () => {
      const { page } = await browser.newPage({ reducedMotion: "reduce" });
      await page.setViewportSize({ width: 320, height: 800 });
      await page.addInitScript(() => sessionStorage.setItem("signup-popup-dismissed", "1"));
      await gotoAndHydrate(page, path);
      await fullStylesheet(page);
      expect(await wrappedLabels(page)).toEqual([]);
    });
  }
});
