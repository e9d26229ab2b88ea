import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { expectCleanLoad, expectNoAxeViolations, gotoAndHydrate, setupBrowser } from "./browser";

/** Every prerendered public page, read from the build's own manifest. */
function prerenderedPaths(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.env.BUILD_DIR ?? "build", "site-manifest.json"), "utf8"),
  ) as { scriptHashes: Record<string, string[]> };
  return Object.keys(manifest.scriptHashes)
    .filter((file) => file.endsWith("index.html") && file !== "404/index.html")
    .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`))
    .sort();
}

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
