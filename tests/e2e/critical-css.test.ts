import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupBrowser, viewports } from "./browser.ts";

/**
 * Each prerendered page paints from the critical CSS inlined in its head, before the full
 * stylesheet arrives (scripts/critical-css.ts). A rule the critical CSS missed would make the
 * page jump when the stylesheet loads. So every element's box with the stylesheet never loading
 * must equal its box once the stylesheet has switched on: at a phone's and a desktop's width,
 * on one page of each template. (This check found the missing font faces, Tailwind's :where()
 * rules and the `html.js` reveal rules when the step was built.)
 */

const browser = setupBrowser();

const routes = [
  "/",
  "/about",
  "/services",
  "/services/zohocrm",
  "/webdevelopment/seo",
  "/portfolio/webdev",
  "/portfolio/graphic-designing",
  "/contact",
];

type Box = [element: string, top: number, left: number, width: number, height: number];

/**
 * The preloaded Inter subset is `font-display: optional`: on a busy machine the text may keep the
 * fallback font in one measurement and not in the other, which is timing, not what this test is
 * about. Here the page and its stylesheet ask the browser to wait for the font instead (the page
 * loses its CSP header, whose hash the edited <style> would no longer match).
 */
async function waitForTheFont(page: Page, path: string, withStylesheet: boolean) {
  const edit = (pattern: RegExp) =>
    page.route(pattern, async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) =>
            !["content-security-policy", "content-encoding", "content-length"].includes(name),
        ),
      );
      const body = (await response.text()).replaceAll(
        "font-display:optional",
        "font-display:block",
      );
      await route.fulfill({ response, headers, body });
    });
  await edit(new RegExp(`^[^?#]+//[^/]+${path === "/" ? "/" : path}$`));
  if (withStylesheet) await edit(/\/assets\/.*\.css(#.*)?$/);
}

/** Every element's box in the body, once the page, its fonts and its stylesheets have loaded. */
async function boxes(page: Page, path: string, withStylesheet: boolean): Promise<Box[]> {
  // The app's scripts never load: hydration changes nothing here, and the head's own inline
  // script (which marks `html.js`) still runs, as it does before the scripts on a real visit.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  if (!withStylesheet) await page.route(/\/assets\/.*\.css(#.*)?$/, (route) => route.abort());
  await waitForTheFont(page, path, withStylesheet);
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  if (withStylesheet)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.media !== "print" && link.sheet !== null,
      ),
    );
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element): Box => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      return [name, box.top, box.left, box.width, box.height].map((value) =>
        typeof value === "number" ? Math.round(value) : value,
      ) as Box;
    }),
  );
}

describe("critical CSS", () => {
  test("every prerendered page carries one inline style element and defers the stylesheet", async () => {
    const { page } = await browser.newPage();
    for (const path of routes) {
      const html = await (await page.request.get(path)).text();
      expect(html.match(/<style>/g), path).toHaveLength(1);
      expect(html, path).toMatch(/<link rel="stylesheet" href="[^"]+" media="print"><script>/);
      expect(html, path).toMatch(/<noscript><link rel="stylesheet" href="[^"]+"><\/noscript>/);
      expect(html, path).not.toContain("onload=");
    }
  });

  test.each(["mobile", "desktop"] as const)(
    "at %s width, the page before its stylesheet loads is laid out as after",
    async (viewport) => {
      for (const path of routes) {
        const before = await boxes((await browser.newPage({ viewport })).page, path, false);
        const after = await boxes((await browser.newPage({ viewport })).page, path, true);
        expect(before.length, path).toBeGreaterThan(50);
        const moved = before
          .map((box, index) => ({ box, full: after[index] }))
          .filter(({ box, full }) => JSON.stringify(box) !== JSON.stringify(full))
          .slice(0, 5);
        expect(moved, `${path} at ${viewports[viewport].width} px`).toEqual([]);
      }
    },
    180_000,
  );
});
