import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupBrowser, viewports, waitForFrames } from "./browser.ts";
import { fullStylesheet } from "./stylesheet.ts";

/**
 * Each prerendered page paints from the critical CSS inlined in its head, before the full
 * stylesheet arrives (scripts/build/critical-css.ts). A rule the critical CSS missed would make the
 * page jump or change colour when the stylesheet loads. So every element's box and text colour
 * with the stylesheet never loading must equal those once the stylesheet has switched on: at a
 * phone's and a desktop's width, on one page of each template. (This check found the missing
 * font faces, Tailwind's :where() rules and the `html.js` reveal rules when the step was built,
 * and later the arbitrary variants: dark sections' headings and the sign-up form's referral note.)
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
  "/signup",
];

/** An element's box, and its text colour: a rule the critical CSS missed may change either. */
type Box = [
  element: string,
  top: number,
  left: number,
  width: number,
  height: number,
  color: string,
];

/**
 * A page that never loads the app's scripts (hydration changes nothing here, and the head's own
 * inline script, which marks `html.js` and links the stylesheet at the first key, still runs),
 * and whose documents wait for the font. The preloaded Inter subset is `font-display: optional`:
 * on a busy machine the text may keep the fallback font in one measurement and not in the
 * other, which is timing, not what this test is about. So the page's font faces ask the browser
 * to wait for the font instead (a document loses its CSP header, whose hash the edited <style>
 * would no longer match).
 */
async function pageWithoutScripts(viewport: keyof typeof viewports): Promise<Page> {
  const { page } = await browser.newPage({ viewport });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) =>
          !["content-security-policy", "content-encoding", "content-length"].includes(name),
      ),
    );
    const body = (await response.text()).replaceAll("font-display:optional", "font-display:block");
    await route.fulfill({ response, headers, body });
  });
  return page;
}

/** Every element's box in the body, and its text colour. */
const boxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element): Box => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      return [name, box.top, box.left, box.width, box.height, getComputedStyle(element).color].map(
        (value) => (typeof value === "number" ? Math.round(value) : value),
      ) as Box;
    }),
  );

/** Whether the page has asked for its full stylesheet. */
const stylesheetRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/[^/]+\.css/.test(entry.name)),
  );

/**
 * The page's boxes as it first paints, from its critical CSS alone, and once the visitor's first
 * key has linked the full stylesheet and it has loaded.
 */
async function beforeAndAfterStylesheet(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  // A deferred section's box is a placeholder until it is rendered (app.css), whatever the CSS.
  // The no-script reveal (app.css) starts 2.5 s after the load, which on a busy machine may fall
  // between the two measurements: it waits here.
  await page.addStyleTag({
    content:
      "main > section { content-visibility: visible !important } html { animation: none !important }",
  });
  const before = await boxes(page);
  expect(
    await stylesheetRequested(page),
    `${path}: stylesheet asked for before the first key`,
  ).toBe(false);
  await page.keyboard.press("Shift");
  await fullStylesheet(page);
  expect(await stylesheetRequested(page), `${path}: stylesheet linked at the first key`).toBe(true);
  return { before, after: await boxes(page) };
}

describe("critical CSS", () => {
  test("every prerendered page carries one inline style element and defers the stylesheet", async () => {
    const { page } = await browser.newPage();
    for (const path of routes) {
      const html = await (await page.request.get(path)).text();
      expect(html.match(/<style>/g), path).toHaveLength(1);
      // No stylesheet the parser would fetch at once: the boot script adds it when the app starts.
      // Browsers without JavaScript have their links; the font faces are in the head.
      expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ""), path).not.toContain(
        'rel="stylesheet"',
      );
      expect(html, path).toMatch(
        /<noscript><link rel="stylesheet" href="\/assets\/fonts-[^"]+\.css"><link rel="stylesheet" href="[^"]+"><\/noscript>/,
      );
      expect(html, path).toMatch(
        /<style>[\s\S]*@font-face\{font-family:Inter Variable[\s\S]*<\/style>/,
      );
      expect(html, path).not.toContain("onload=");
    }
    // The full stylesheet declares no font face: a second declaration arriving after the first
    // paint would swap a fallback-font page to Inter under the reader (scripts/build/critical-css.ts).
    const html = await (await page.request.get("/")).text();
    const href = /"(\/assets\/(?!fonts-)[^"]+\.css[^"]*)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const css = await (await page.request.get(href ?? "")).text();
    expect(css.length).toBeGreaterThan(10_000);
    expect(css).not.toContain("@font-face");
  });

  test("the stylesheet is requested when the app starts, not before, and applies", async () => {
    const { page } = await browser.newPage();
    await page.goto("/about", { waitUntil: "load" });
    // page-start has come after the first paint: the page has settled without the stylesheet.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("page-start")),
    );
    expect(await stylesheetRequested(page)).toBe(false);
    await page.keyboard.press("Shift");
    await fullStylesheet(page);
    expect(await stylesheetRequested(page)).toBe(true);
    // And the page's text is in Inter, from the faces in its head.
    expect(await page.evaluate(() => document.fonts.check("600 16px 'Inter Variable'"))).toBe(true);
  });

  test("light sections below the hero are laid out only as they near the viewport; dark ones always", async () => {
    const { page } = await browser.newPage({ viewport: "mobile" });
    await page.goto("/about", { waitUntil: "load" });
    const sections = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main > section")].map((section) => ({
          tone: section.dataset.tone ?? "",
          deferred: getComputedStyle(section).contentVisibility === "auto",
          // A deferred section itself is laid out (as a placeholder); its content is what waits.
          rendered:
            section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        })),
      );
    const before = await sections();
    expect(before[0]).toMatchObject({ deferred: false, rendered: true });
    expect(before.filter((section) => section.tone === "dark").length).toBeGreaterThan(0);
    for (const section of before.slice(1)) expect(section.deferred).toBe(section.tone !== "dark");
    // The last section is screens away: skipped, until the visitor scrolls to it.
    expect(before.at(-1)?.rendered).toBe(false);
    await page.locator("main > section").last().scrollIntoViewIfNeeded();
    await waitForFrames(page, 2);
    expect((await sections()).at(-1)?.rendered).toBe(true);
  });

  test("the footer is laid out only as it nears the viewport, at its own height once it has been", async () => {
    const { page } = await browser.newPage({ viewport: "mobile" });
    await page.goto("/about", { waitUntil: "load" });
    const footer = () =>
      page.evaluate(() => {
        const element = document.querySelector("footer")!;
        return {
          rendered:
            element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
          height: element.getBoundingClientRect().height,
        };
      });
    expect((await footer()).rendered).toBe(false);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await waitForFrames(page, 2);
    const shown = await footer();
    expect(shown.rendered).toBe(true);
    // Its placeholder at this width was its real height: nothing moved as it rendered.
    expect(Math.abs(shown.height - 1625)).toBeLessThan(120);
  });

  // A deferred section paints inside its own box only (content-visibility implies paint
  // containment), so anything of it reaching outside, such as a picture rising into the hero,
  // would be cut off: such a section must opt out (app.css).
  test.each(["mobile", "desktop"] as const)(
    "at %s width, nothing in a deferred section reaches outside it, on one page of each template",
    async (viewport) => {
      const { page } = await browser.newPage({ viewport });
      const failures: string[] = [];
      for (const path of [...routes, "/portfolio/ecommerce-platform"]) {
        await page.goto(path, { waitUntil: "load" });
        const outside = await page.evaluate(() => {
          const found: string[] = [];
          // Each deferred section as it is once rendered: its real height instead of the
          // placeholder, still contained (so a child's margin no longer collapses through it).
          const deferred = [...document.querySelectorAll<HTMLElement>("main > section")].filter(
            (section) => getComputedStyle(section).contentVisibility === "auto",
          );
          // Tailwind's colours compute as oklch(): a canvas turns them into red, green, blue.
          const canvas = document.createElement("canvas").getContext("2d", {
            willReadFrequently: true,
          });
          const rgba = (color: string) => {
            if (!canvas) return [255, 255, 255, 255];
            canvas.clearRect(0, 0, 1, 1);
            canvas.fillStyle = color;
            canvas.fillRect(0, 0, 1, 1);
            return [...canvas.getImageData(0, 0, 1, 1).data];
          };
          for (const section of deferred) {
            const [red = 255, green = 255, blue = 255, alpha = 255] = rgba(
              getComputedStyle(section).backgroundColor,
            );
            // A dark section opts out (its text would be judged against white by axe).
            if (alpha > 0 && red + green + blue < 3 * 128)
              found.push(`${section.id || section.className}: deferred with a dark background`);
            section.style.contentVisibility = "visible";
            section.style.contain = "layout style paint";
          }
          const clips = (element: Element) =>
            getComputedStyle(element).overflow !== "visible" ||
            getComputedStyle(element).clipPath !== "none";
          for (const section of deferred) {
            const bounds = section.getBoundingClientRect();
            for (const element of section.querySelectorAll("*")) {
              const box = element.getBoundingClientRect();
              // Nothing to see: empty, hidden (a closed answer), or parked off-screen on purpose
              // (the contact form's trap).
              if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
              if (!element.checkVisibility()) continue;
              const beyond =
                box.top < bounds.top - 1 ||
                box.bottom > bounds.bottom + 1 ||
                box.left < bounds.left - 1 ||
                box.right > bounds.right + 1;
              if (!beyond) continue;
              let clipped = false;
              for (let up = element.parentElement; up && up !== section; up = up.parentElement)
                if (clips(up)) clipped = true;
              if (!clipped)
                found.push(`${section.id || section.className}: ${element.outerHTML.slice(0, 80)}`);
            }
          }
          return found;
        });
        for (const line of outside) failures.push(`${path}: ${line}`);
      }
      expect(failures).toEqual([]);
    },
  );

  test("the account area's fallback page links the font faces before the full stylesheet", async () => {
    const { page } = await browser.newPage();
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/fonts-[^"]+\.css"\/><link rel="stylesheet" href="\/assets\/[^"]+\.css/,
    );
  });

  test.each(["mobile", "desktop"] as const)(
    "at %s width, the page before its stylesheet loads is laid out and coloured as after",
    async (viewport) => {
      const page = await pageWithoutScripts(viewport);
      for (const path of routes) {
        const { before, after } = await beforeAndAfterStylesheet(page, path);
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
