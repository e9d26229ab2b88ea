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

const browser = setupBrowser();
const paths = prerenderedPaths();

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
