/**
 * After `react-router build`: inlines each prerendered page's critical CSS and defers the full
 * stylesheet (critical-css.ts), defers the pages' scripts until after their first paint
 * (defer-hydration.ts), draws the search and sharing assets (Open Graph images, sitemap,
 * robots.txt, manifest), writes the Insights feeds (feeds.ts), records the hash of every inline script and style element of every HTML
 * file (the server's CSP allows exactly those), refuses HTML with style attributes (the CSP allows
 * none), and writes brotli and gzip copies of text files so the server never compresses on the
 * fly.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { criticalCss, moveFontFaces } from "./critical-css.ts";
import { deferHydration } from "./defer-hydration.ts";
import { writeFeeds } from "./feeds.ts";
import { inlineScriptHashes, inlineStyleHashes, styleAttributes } from "./inline-code.ts";
import { pageStartChunk } from "./page-start-chunk.ts";
import { writeSearchIndex } from "./search-index.ts";
import { writeSeoAssets } from "./seo-assets.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest|data|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes brotli and gzip copies of the compressible files among `paths`, all at once: zlib works
 * on libuv's threads, so both cores compress while the main thread draws the sharing images.
 * (One file after another, compression was half of postbuild's 22 s.)
 */
async function precompress(paths: readonly string[]): Promise<number> {
  const chosen = paths.filter((file) => compressible.test(file) && statSync(file).size > 512);
  await Promise.all(
    chosen.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return chosen.length;
}

const publicUrl = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const pages = new Map<string, string>();
const fonts = moveFontFaces(clientDir);
const inlineCriticalCss = criticalCss(clientDir, fonts);
const pageStart = pageStartChunk(clientDir);
for (const file of files(clientDir)) {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (!rel.endsWith("index.html")) continue;
  const html = await inlineCriticalCss(deferHydration(readFileSync(file, "utf8"), pageStart.url));
  writeFileSync(file, html);
  pages.set(rel, html);
}
// The account area's fallback page links the full stylesheet as React Router wrote it, and the
// font faces' own stylesheet before it (scripts/build/critical-css.ts).
const spaFallback = join(clientDir, "__spa-fallback.html");
const fallbackHtml = readFileSync(spaFallback, "utf8");
if (!fallbackHtml.includes('<link rel="stylesheet"'))
  throw new Error("postbuild: the SPA fallback links no stylesheet; React Router's markup changed");
writeFileSync(
  spaFallback,
  fallbackHtml.replace('<link rel="stylesheet"', `<link rel="stylesheet" href="${fonts.href}"/>$&`),
);
const searchIndex = writeSearchIndex(buildDir, pages);
// Written before compression, so the feeds get their brotli and gzip copies too.
const feedPosts = writeFeeds(clientDir, publicUrl);
// The pages and assets are final: compress them while the sharing assets are drawn, then those.
const before = new Set(files(clientDir));
const compressing = precompress([...before]);
const seo = await writeSeoAssets(clientDir, pages, publicUrl);
const drawn = [...files(clientDir)].filter((file) => !before.has(file));
const compressed = (await compressing) + (await precompress(drawn));

const scriptHashes: Record<string, string[]> = {};
const styleHashes: Record<string, string[]> = {};
const styled: string[] = [];
for (const file of files(clientDir)) {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (!rel.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  scriptHashes[rel] = inlineScriptHashes(html);
  styleHashes[rel] = inlineStyleHashes(html);
  styled.push(...styleAttributes(html).map((tag) => `${rel}: ${tag}`));
}

// Blocked by the pages' CSP, these would silently go missing in the browser: fail the build now.
if (styled.length > 0) {
  console.error(
    "postbuild: style attributes in the prerendered HTML, which the CSP blocks. " +
      `Use classes instead (docs/decisions/002-csp-with-build-time-hashes.md):\n  ${styled.join("\n  ")}`,
  );
  process.exit(1);
}

writeFileSync(
  join(buildDir, "site-manifest.json"),
  `${JSON.stringify({ scriptHashes, styleHashes }, null, 2)}\n`,
);
console.log(
  `postbuild: ${seo.ogImages} Open Graph images, ${seo.sitemapUrls} sitemap URLs, ` +
    `${Object.keys(scriptHashes).length} pages hashed, ${compressed} files precompressed, ` +
    `page-start ${pageStart.gzipBytes} B gzip before hydration, ` +
    `feeds of ${feedPosts} posts, search index ${searchIndex.passages} passages of ${searchIndex.pages} pages (${Math.round(searchIndex.bytes / 1024)} KB)`,
);
