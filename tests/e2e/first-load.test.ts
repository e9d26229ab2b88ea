import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { assetGzipSize, budgets } from "../../scripts/bench/lighthouse-runner";
import { coreUnicodeRanges } from "../../scripts/font-glyphs";

/**
 * What a first visit downloads, for every page the build writes. JavaScript: the gzip size of each
 * script the HTML loads before anything else happens (module preloads and the entry import);
 * Lighthouse checks the same figure on real page loads (lighthouse.test.ts). Fonts: the text needs
 * no file beyond the preloaded subset.
 */
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "assets") return [];
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

function firstLoadScripts(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
}

const inCoreFont = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return coreUnicodeRanges.some(([from, to]) => code >= from && code <= to);
};

/** Text a person reads: markup, scripts and styles removed, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&(amp|lt|gt|quot);/g, " ");

describe("first load", () => {
  const pages = htmlFiles(clientDir).map((file) => {
    const html = readFileSync(file, "utf8");
    return { page: relative(clientDir, file), html, scripts: firstLoadScripts(html) };
  });

  test("the build has pages and each loads scripts (the check below measures something)", () => {
    expect(pages.length).toBeGreaterThan(60);
    for (const { page, scripts } of pages) expect(scripts.length, page).toBeGreaterThan(0);
  });

  test(`every page stays within ${budgets.jsGzipBytes / 1024} KB gzip`, () => {
    const over = pages
      .map(({ page, scripts }) => ({
        page,
        kb:
          Math.round(
            scripts.reduce((sum, asset) => sum + assetGzipSize(clientDir, asset), 0) / 102.4,
          ) / 10,
      }))
      .filter(({ kb }) => kb * 1024 > budgets.jsGzipBytes);
    expect(over).toEqual([]);
  });

  test("no page's text needs a font file beyond the preloaded subset", () => {
    const missing = new Map<string, string>();
    for (const { page, html } of pages) {
      for (const character of visibleText(html)) {
        if (/\s/.test(character) && character !== "\u00a0") continue;
        if (!inCoreFont(character) && !missing.has(character)) missing.set(character, page);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
