import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { expectCleanLoad, expectNoAxeViolations, gotoAndHydrate, setupBrowser } from "./browser.ts";
import { prerenderedPaths } from "./site-routes.ts";

/** The prerendered HTML of a page. */
function htmlOf(path: string): string {
  const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  return readFileSync(join(process.env.BUILD_DIR ?? "build", "client", file), "utf8");
}

/** The text of a tag's first occurrence in a page's HTML, entities decoded, spaces collapsed. */
function textOf(html: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  if (!match?.[1]) return undefined;
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, entity: string) => {
      const entities: Record<string, string> = {
        amp: "&",
        lt: "<",
        gt: ">",
        quot: '"',
        "#39": "'",
        "#x27": "'",
        nbsp: " ",
      };
      return entities[entity] ?? "";
    })
    .replace(/\s+/g, " ")
    .trim();
}

const browser = setupBrowser();
const paths = prerenderedPaths();

describe("headings across pages", () => {
  test("no two pages share an H1 (aliases of one page, with its canonical URL, count once)", () => {
    const pagesByH1 = new Map<string, Set<string>>();
    for (const path of paths) {
      const html = htmlOf(path);
      const h1 = textOf(html, "h1");
      expect(h1, `${path} has an h1`).toBeTruthy();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const page = canonical ? new URL(canonical).pathname : path;
      const key = (h1 ?? "").toLowerCase();
      pagesByH1.set(key, (pagesByH1.get(key) ?? new Set()).add(page));
    }
    const shared = [...pagesByH1]
      .filter(([, pages]) => pages.size > 1)
      .map(([h1, pages]) => `"${h1}": ${[...pages].join(", ")}`);
    expect(shared).toEqual([]);
  });

  test("no two indexed pages close on the same call-to-action heading", () => {
    const pagesByHeading = new Map<string, string[]>();
    for (const path of paths) {
      const html = htmlOf(path);
      // The newsletter and contact result pages are not indexed and share their closing band.
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const page = canonical ? new URL(canonical).pathname : path;
      for (const match of html.matchAll(/<h2\b[^>]*id="(?:cta|consultation)-title"[^>]*>/g)) {
        const heading = textOf(html.slice(match.index), "h2")?.toLowerCase() ?? "";
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
  /** What a page shows: its body's text without the scripts that carry its data. */
  const shownText = (path: string) =>
    textOf(htmlOf(path).replace(/<script\b[\s\S]*?<\/script>/g, ""), "body") ?? "";

  test("a page promises a reply once at most, and never on other terms than office hours", () => {
    const failures: string[] = [];
    for (const path of paths) {
      const text = shownText(path);
      const promises = text.match(/within one business day/g)?.length ?? 0;
      if (promises > 1) failures.push(`${path}: promises a reply ${promises} times`);
      // Office hours are Monday to Saturday (SPEC §9); a reply time on weekdays only contradicts them.
      for (const contradiction of ["Monday to Friday", "within 24 hours, Monday"])
        if (text.includes(contradiction)) failures.push(`${path}: says "${contradiction}"`);
    }
    expect(failures).toEqual([]);
  });

  test("the contact page keeps round-the-clock support apart from office hours", () => {
    const text = shownText("/contact");
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

  test.each(["mobile", "desktop"] as const)(
    "at %s width: axe finds nothing, no outside request, no console error, no CSP violation",
    async (viewport) => {
      const guarded = await browser.newPage({ viewport, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const path of paths) {
        const response = await gotoAndHydrate(guarded.page, path);
        if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
        if ((await guarded.page.locator("h1").count()) !== 1)
          failures.push(`${path}: not exactly one h1`);
        try {
          await expectNoAxeViolations(guarded.page, path);
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
