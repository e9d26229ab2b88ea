import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { coreUnicodeRanges } from "../../scripts/build/font-glyphs.ts";
import { assetGzipSize, budgets } from "../support/lighthouse-runner.ts";
import { clientDir } from "./html.ts";

/**
 * What a first visit downloads, for every route the build knows, prerendered or rendered in the
 * browser. JavaScript: from React Router's route manifest, the entry, the manifest itself and each
 * route module with its imports, up the route's parents, in gzip bytes; Lighthouse checks the same
 * figure on real page loads (lighthouse.test.ts). Fonts: the text needs no file beyond the
 * preloaded subset.
 */

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

function readManifest(): { file: string; manifest: Manifest } {
  const name = readdirSync(join(clientDir, "assets")).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!name) throw new Error(`No route manifest in ${clientDir}/assets`);
  const source = readFileSync(join(clientDir, "assets", name), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return { file: `/assets/${name}`, manifest: JSON.parse(json) as Manifest };
}

/** Every script a first visit to the route runs before the page is interactive. */
function firstLoadScripts(manifest: Manifest, manifestFile: string, route: ManifestRoute) {
  const scripts = new Set([manifestFile, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let at: ManifestRoute | undefined = route; at; ) {
    scripts.add(at.module);
    for (const file of at.imports ?? []) scripts.add(file);
    at = at.parentId ? manifest.routes[at.parentId] : undefined;
  }
  return [...scripts];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "assets") return [];
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
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
  const { file, manifest } = readManifest();
  // Layout routes only wrap pages; every page route is measured with its parents.
  const pages = Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && !route.id.startsWith("components/"))
    .map((route) => ({ id: route.id, scripts: firstLoadScripts(manifest, file, route) }));

  test("the manifest lists the pages, each with its scripts (the check below measures something)", () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.id)).toEqual(
      expect.arrayContaining([
        "routes/home",
        "routes/account/dashboard",
        "routes/admin/leads",
        "detail-itsoftware",
        // An Insights post: an article page must stay as light as the rest.
        "routes/insights-post",
      ]),
    );
    for (const { id, scripts } of pages) expect(scripts.length, id).toBeGreaterThan(4);
  });

  test(`every public page stays within ${budgets.jsGzipBytes / 1024} KB gzip, the signed-in area within ${budgets.signedInJsGzipBytes / 1024} KB`, () => {
    const over = pages
      .map(({ id, scripts }) => ({
        id,
        bytes: scripts.reduce((sum, asset) => sum + assetGzipSize(clientDir, asset), 0),
      }))
      .filter(({ id, bytes }) =>
        /^routes\/(account|admin)\//.test(id) &&
        id !== "routes/account/signup" &&
        id !== "routes/account/login"
          ? bytes > budgets.signedInJsGzipBytes
          : bytes > budgets.jsGzipBytes,
      )
      .map(({ id, bytes }) => `${id}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  test("no page's text needs a font file beyond the preloaded subset", () => {
    const missing = new Map<string, string>();
    for (const path of htmlFiles(clientDir)) {
      for (const character of visibleText(readFileSync(path, "utf8"))) {
        if (/\s/.test(character) && character !== "\u00a0") continue;
        if (!inCoreFont(character) && !missing.has(character)) missing.set(character, path);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
