import { describe, expect, test } from "vitest";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoAndHydrate,
  setupBrowser,
} from "./browser.ts";
import { pageSummary } from "./html.ts";
import { onePathPerTemplate, prerenderedPaths } from "./site-routes.ts";

const browser = setupBrowser();
const paths = prerenderedPaths();

/** Every prerendered page as the checks across pages compare it, each parsed once for all. */
let summaries: ReturnType<typeof pageSummary>[] | undefined;
const pages = () => {
  summaries ??= paths.map(pageSummary);
  return summaries;
};

describe("headings across pages", () => {
  test("no two pages share an H1 (aliases of one page, with its canonical URL, count once)", () => {
    const pagesByH1 = new Map<string, Set<string>>();
    for (const { path, page, h1 } of pages()) {
      expect(h1, `${path} has an h1`).toBeTruthy();
      const key = h1.toLowerCase();
      pagesByH1.set(key, (pagesByH1.get(key) ?? new Set()).add(page));
    }
    const shared = [...pagesByH1]
      .filter(([, pages]) => pages.size > 1)
      .map(([h1, pages]) => `"${h1}": ${[...pages].join(", ")}`);
    expect(shared).toEqual([]);
  });

  test("no two indexed pages close on the same call-to-action heading", () => {
    const pagesByHeading = new Map<string, string[]>();
    // The newsletter and contact result pages are not indexed and share their closing band.
    for (const { page, closingHeadings } of pages().filter(({ indexed }) => indexed)) {
      for (const heading of closingHeadings) {
        const pages = pagesByHeading.get(heading) ?? [];
        if (!pages.includes(page)) pagesByHeading.set(heading, [...pages, page]);
      }
    }
    const shared = [...pagesByHeading]
      .filter(([, pages]) => pages.length > 1)
      .map(([heading, pages]) => `"${heading}": ${pages.join(", ")}`);
    expect(shared).toEqual([]);
  });
});

describe("promises across pages", () => {
  test("a page promises a reply once at most, and never on other terms than office hours", () => {
    const failures: string[] = [];
    for (const { path, text } of pages()) {
      const promises = text.match(/within one business day/g)?.length ?? 0;
      if (promises > 1) failures.push(`${path}: promises a reply ${promises} times`);
      // Office hours are Monday to Saturday (SPEC §9); a reply time on weekdays only contradicts them.
      for (const contradiction of ["Monday to Friday", "within 24 hours, Monday"])
        if (text.includes(contradiction)) failures.push(`${path}: says "${contradiction}"`);
    }
    expect(failures).toEqual([]);
  });

  test("the contact page keeps round-the-clock support apart from office hours", () => {
    const { text } = pages().find(({ path }) => path === "/contact")!;
    expect(text).toContain("Closed on Sunday");
    // 24/7 is the incident line of clients with a support plan, not a time the office answers.
    expect(text).not.toMatch(/reach us 24\/7/i);
    expect(text).toMatch(/support plan can report an incident 24\/7/);
  });
});

describe("every public page", () => {
  test("the build prerendered the site", () => {
    expect(paths).toContain("/");
    expect(paths.length).toBeGreaterThan(1);
  });

  // Axe and the layout at every width hold per template: one page of each route module.
  test.each(["mobile", "desktop"] as const)(
    "at %s width, one page of each template: axe finds nothing, no outside request, no console error, no CSP violation",
    async (viewport) => {
      const guarded = await browser.newPage({ viewport, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const path of onePathPerTemplate(paths)) {
        await gotoAndHydrate(guarded.page, path);
        try {
          await expectNoAxeViolations(guarded.page, path);
          if (viewport === "desktop") await expectNoHorizontalScroll(guarded.page, path);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      expect(failures).toEqual([]);
      expectCleanLoad(guarded);
    },
    300_000,
  );
});
