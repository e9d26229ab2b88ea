import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupBrowser } from "./browser.ts";
import { fullStylesheet } from "./stylesheet.ts";

/**
 * Every text input, textarea and select shows a visible focus indicator: its computed outline
 * (or box shadow) changes when it takes focus from the keyboard. A 1 px border colour change
 * alone is not enough (WCAG 2.4.7, and 2.4.11's minimum area).
 */
const browser = setupBrowser();

/**
 * The forms a visitor types into: contact and the footer's newsletter box (on /contact and
 * /about), and the account doors' own forms (their <main>: the doors' pages are another branch's).
 */
const pages = [
  { path: "/contact", scope: "body" },
  { path: "/about", scope: "body" },
  { path: "/signup", scope: "main" },
  { path: "/login", scope: "main" },
  { path: "/reset-password?token=unused", scope: "main" },
];

type Look = { outline: string; outlineWidth: number; boxShadow: string };

async function controlsWithoutFocusRing(page: Page, scope: string): Promise<string[]> {
  const controls = page
    .locator(scope)
    .locator(
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):visible, textarea:visible, select:visible",
    );
  // A page may show its form only after a check (the reset page asks whether its link is spent).
  await controls.first().waitFor({ state: "visible" });
  const count = await controls.count();
  expect(count, "form controls on the page").toBeGreaterThan(0);
  const failures: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const look = () =>
      control.evaluate((element): Look => {
        const style = getComputedStyle(element);
        return {
          outline: style.outlineStyle,
          outlineWidth: Number.parseFloat(style.outlineWidth),
          boxShadow: style.boxShadow,
        };
      });
    const name = await control.evaluate(
      (element) => `${element.localName}[name=${element.getAttribute("name")}]`,
    );
    const before = await look();
    // Focus from the keyboard, as a keyboard user arrives, so :focus-visible applies.
    await control.evaluate((element) => (element as HTMLElement).blur());
    await control.focus();
    const after = await look();
    const outlined = after.outline !== "none" && after.outlineWidth >= 2;
    const shadowed = after.boxShadow !== "none" && after.boxShadow !== before.boxShadow;
    if (!outlined && !shadowed)
      failures.push(`${name}: outline ${after.outline} ${after.outlineWidth}px when focused`);
    await control.evaluate((element) => (element as HTMLElement).blur());
  }
  return failures;
}

describe("focus rings on form controls", () => {
  for (const { path, scope } of pages) {
    test(`${path}: every input, textarea and select shows its focus`, async () => {
      const { page } = await browser.open(path, { reducedMotion: "reduce" });
      await fullStylesheet(page);
      // Keyboard modality: a key press before focusing, as a person tabbing in would.
      await page.keyboard.press("Shift");
      expect(await controlsWithoutFocusRing(page, scope)).toEqual([]);
    });
  }
});
