/**
 * npm run bench:app-weight: what the app's script costs a public page at the visitor's first
 * touch (docs/decisions/018-app-script-after-the-first-touch.md), from a build (BUILD_DIR):
 * per route, the scripts the page's boot imports at that moment, summed as brotli (what the
 * server sends a browser that accepts it, every current one) and gzip, and per chunk, the
 * largest of them. Reads the precompressed copies postbuild writes.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pageStartChunk } from "../build/page-start-chunk.ts";
import { lighthouseRoutes } from "./routes.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const size = (pathname: string, suffix: ".br" | ".gz") => {
  const file = join(clientDir, pathname);
  try {
    return statSync(`${file}${suffix}`).size;
  } catch {
    return statSync(file).size;
  }
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The prerendered page of a route (its query dropped). */
function pageHtml(route: string): string {
  const path = route.split("?")[0] ?? "/";
  const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  try {
    return readFileSync(join(clientDir, file), "utf8");
  } catch {
    return readFileSync(join(clientDir, `${path.slice(1)}.html`), "utf8");
  }
}

/** page-start and its imports, which the page ran after its first paint, before any touch. */
const beforeTouch = new Set(pageStartChunk(clientDir).files.map((file) => `/assets/${file}`));

/** The scripts the boot script downloads at the first sign of intent (its preloads and imports). */
function scriptsAtFirstTouch(html: string): string[] {
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const urls = new Set<string>();
  for (const match of boot.matchAll(/"(\/assets\/[^"]+\.js)"/g))
    if (match[1] && !beforeTouch.has(match[1])) urls.add(match[1]);
  return [...urls];
}

const chunks = new Map<string, { br: number; gz: number; routes: number }>();
console.log("| route | scripts | KB brotli | KB gzip |\n| --- | ---: | ---: | ---: |");
for (const route of lighthouseRoutes) {
  const scripts = scriptsAtFirstTouch(pageHtml(route));
  let br = 0;
  let gz = 0;
  for (const script of scripts) {
    const entry = { br: size(script, ".br"), gz: size(script, ".gz") };
    br += entry.br;
    gz += entry.gz;
    const name = script.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "");
    const known = chunks.get(name);
    chunks.set(name, { ...entry, routes: (known?.routes ?? 0) + 1 });
  }
  console.log(`| ${route} | ${scripts.length} | ${kb(br)} | ${kb(gz)} |`);
}
console.log("\n| chunk | KB brotli | KB gzip | on routes |\n| --- | ---: | ---: | ---: |");
for (const [name, chunk] of [...chunks].sort((a, b) => b[1].br - a[1].br).slice(0, 15))
  console.log(`| ${name} | ${kb(chunk.br)} | ${kb(chunk.gz)} | ${chunk.routes} |`);
const lazy = readdirSync(join(clientDir, "assets")).filter((file) =>
  /^(drawer-menu|footer)[\w-]*\.js$/.test(file),
);
console.log("\nFetched as the page hydrates (not in the boot):");
for (const file of lazy)
  console.log(
    `- ${file}: ${kb(size(`/assets/${file}`, ".br"))} KB brotli, ${kb(size(`/assets/${file}`, ".gz"))} KB gzip`,
  );
