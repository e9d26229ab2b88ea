import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { site } from "#site/facts.ts";
import { setupBrowser } from "./browser.ts";

/**
 * Layout defects a visitor sees on a phone or a laptop: a sidebar whose end cannot be reached,
 * grids with a lone card in the last row, heroes with an empty half. Pages that scroll sideways
 * and a wrapped brand name, on every page: every-route.test.ts.
 */

const browser = setupBrowser();

/** Cards of a grid grouped into rows by their top edge, with the grid's own box. */
async function gridRows(grid: Locator) {
  return grid.evaluate((element) => {
    // The content box: a grid's own border is not an empty cell.
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const right = left + element.clientWidth;
    const rows = new Map<number, { left: number; right: number }[]>();
    for (const child of element.children) {
      const rect = child.getBoundingClientRect();
      const top = Math.round(rect.top);
      rows.set(top, [...(rows.get(top) ?? []), { left: rect.left, right: rect.right }]);
    }
    return {
      left,
      right,
      rows: [...rows.values()].map((cells) => ({
        count: cells.length,
        left: Math.min(...cells.map((cell) => cell.left)),
        right: Math.max(...cells.map((cell) => cell.right)),
      })),
    };
  });
}

/**
 * A balanced grid: every row spans the grid's full width, so no row ends in an empty cell and no
 * card sits alone under a fuller row.
 */
async function expectBalancedGrid(grid: Locator, context: string) {
  const { left, right, rows } = await gridRows(grid);
  const holes = rows
    .map((row, index) => ({ ...row, index }))
    .filter((row) => row.left - left > 1 || right - row.right > 1)
    .map(
      (row) =>
        `row ${row.index + 1} (${row.count} cards) leaves ${Math.round(right - row.right)} px empty`,
    );
  expect(
    holes,
    `${context}: rows that leave empty cells (${rows.map((row) => row.count).join("+")})`,
  ).toEqual([]);
}

describe("the header on a small phone", () => {
  test.each([320, 375])("at %i px the menu button keeps its full 44 px target", async (width) => {
    const { page } = await browser.open("/contact", { viewport: "mobile" });
    await page.setViewportSize({ width, height: 740 });
    const box = await page.getByRole("button", { name: "Open menu" }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});

/** Scrolls the window so that `y` is its top edge and waits for the sticky layout to settle. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe("detail page sidebar", () => {
  // The longest section list (graphic design, 14 pages) makes the tallest sidebar.
  for (const path of [
    "/graphicdesign/overlay",
    "/itsoftware/cloudservices",
    "/webdevelopment/seo",
  ]) {
    test(`on ${path} at 1440×900 the sidebar's e-mail line is on screen while reading`, async () => {
      const { page } = await browser.open(path, { reducedMotion: "reduce" });
      const mail = page
        .getByRole("complementary", { name: "Services and contact" })
        .getByRole("link", {
          name: site.contact.email,
        });
      const headerHeight = (await page.getByRole("banner").boundingBox())?.height ?? 0;
      const faqTop = await page
        .locator("#faq")
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const mailTop = await mail.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      // From the moment a reader has scrolled past the e-mail line's natural place until the FAQ,
      // the line must stay reachable: on screen below the header, not cut off by the window.
      const hidden: number[] = [];
      for (let y = Math.max(0, mailTop - 400); y < faqTop - 200; y += 400) {
        await scrollToY(page, y);
        const box = await mail.boundingBox();
        if (!box || box.y < headerHeight || box.y + box.height > 900) hidden.push(y);
      }
      expect(hidden, "scroll positions where the sidebar's e-mail link is off screen").toEqual([]);
    });
  }

  test("the sidebar still follows the reader in a tall window", async () => {
    const { page } = await browser.open("/graphicdesign/overlay", { reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 1400 });
    const card = page.getByText("Prefer e-mail?");
    await scrollToY(page, 2500);
    const box = await card.boundingBox();
    expect(box && box.y > 0 && box.y < 1400, "the e-mail card is on screen after scrolling").toBe(
      true,
    );
  });
});

describe("grids without a lone card", () => {
  test.each([768, 1024, 1440])(
    "the Zoho page's five reasons fill their rows at %i px",
    async (width) => {
      const { page } = await browser.open("/services/zohocrm", { reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await expectBalancedGrid(page.locator("#why-choose-us ul").first(), `zohocrm at ${width}`);
    },
  );

  test.each([320, 375, 768, 1440])(
    "the three figures on /services fill their rows at %i px",
    async (width) => {
      const { page } = await browser.open("/services", { reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      const stats = page.locator("#why-choose-us dl");
      const { rows } = await gridRows(stats);
      expect(
        rows.map((row) => row.count),
        "figures per row",
      ).toSatisfy((counts: number[]) => counts.every((count) => count === counts[0]));
      await expectBalancedGrid(stats, `/services figures at ${width}`);
    },
  );
});

describe("people and proof at every width", () => {
  test.each([320, 375, 768, 1440])(
    "the team fills its rows and the client logos stay on the page at %i px",
    async (width) => {
      const { page } = await browser.open("/about", { reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await expectBalancedGrid(page.locator("#team ul"), `/about team at ${width}`);
      await page.goto(new URL("/", page.url()).href);
      await page.setViewportSize({ width, height: 900 });
      const outside = await page
        .locator("#clients img, #testimonials figure")
        .evaluateAll(
          (elements, viewport) =>
            elements
              .map((element) => element.getBoundingClientRect())
              .filter((box) => box.left < 0 || box.right > viewport).length,
          width,
        );
      expect(outside, "logos or testimonials past the screen's edge").toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    },
  );
});

describe("heroes on a wide screen", () => {
  // Every other hero has art beside its words; these four once left the right half empty.
  test.each([
    "/contact",
    "/portfolio_webdev",
    "/portfolio/graphic-designing",
    "/portfolio/ui-ux-designing",
  ])("%s at 1440 px shows art in the hero's right half", async (path) => {
    const { page } = await browser.open(path, { reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    const hero = page.locator("main section").first();
    const art = await hero.evaluate((section) => {
      const middle = window.innerWidth / 2;
      return [...section.querySelectorAll("*")].some((element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const painted =
          element instanceof HTMLImageElement
            ? element.complete && element.naturalWidth > 0
            : style.backgroundColor !== "rgba(0, 0, 0, 0)";
        return painted && rect.left >= middle && rect.width >= 240 && rect.height >= 160;
      });
    });
    expect(art, `${path}: a painted box of at least 240×160 px right of the middle`).toBe(true);
  });
});
