/**
 * After `react-router build`: draws the search and sharing assets (Open Graph images, sitemap,
 * robots.txt, manifest), records the hash of every inline script of every HTML file (the server's
 * CSP allows exactly those), and writes brotli and gzip copies of text files so the server never
 * compresses on the fly.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { writeSeoAssets } from "./seo-assets";

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

/** Inline scripts that execute (not JSON data blocks and not external ones). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (
      /\ssrc=/.test(attributes) ||
      /type="application\/(ld\+)?json"/.test(attributes) ||
      body === ""
    )
      continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const publicUrl = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const pages = new Map<string, string>();
for (const file of files(clientDir)) {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (rel.endsWith("index.html")) pages.set(rel, readFileSync(file, "utf8"));
}
const seo = await writeSeoAssets(clientDir, pages, publicUrl);

const scriptHashes: Record<string, string[]> = {};
let compressed = 0;
for (const file of files(clientDir)) {
  if (file.endsWith(".br") || file.endsWith(".gz")) continue;
  const rel = relative(clientDir, file).split(sep).join("/");
  const content = readFileSync(file);
  if (rel.endsWith(".html")) scriptHashes[rel] = inlineScriptHashes(content.toString("utf8"));
  if (compressible.test(rel) && content.length > 512) {
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed++;
  }
}

writeFileSync(
  join(buildDir, "site-manifest.json"),
  `${JSON.stringify({ scriptHashes }, null, 2)}\n`,
);
console.log(
  `postbuild: ${seo.ogImages} Open Graph images, ${seo.sitemapUrls} sitemap URLs, ` +
    `${Object.keys(scriptHashes).length} pages hashed, ${compressed} files precompressed`,
);
