/**
 * npm run screenshots -- [--base-url URL] [--out DIR] [--compare DIR]
 *
 * Full-page screenshots of the benchmark routes at 375 and 1440 px, for checking that a change
 * altered nothing visible: take a set before the change (from a server of the old build, with
 * --base-url), another after, then --compare prints, per picture, how many pixels differ.
 * Without --base-url it serves the current build (BUILD_DIR) itself.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import sharp, { type OutputInfo } from "sharp";
import { startServerProcess } from "#server/test/server-process.ts";
import { chromiumFlags, chromiumPath } from "./bench/chromium.ts";
import { benchmarkRoutes } from "./bench/routes.ts";

const routes = [...benchmarkRoutes, "/portfolio/webdev"];
const widths = [375, 1440];

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    out: { type: "string", default: join(".reports", "screenshots", "current") },
    compare: { type: "string" },
  },
});
const outDir = values.out as string;
mkdirSync(outDir, { recursive: true });

const fileName = (route: string, width: number) =>
  `${route === "/" ? "home" : route.slice(1).replace(/\//g, "--")}-${width}.png`;

const server = values["base-url"] ? undefined : await startServerProcess({ site: true });
const baseUrl = values["base-url"] ?? server?.baseUrl;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags, "--hide-scrollbars"],
});

try {
  for (const width of widths) {
    // Reduced motion: scroll reveals and the showreel hold still, so two runs can be compared.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    // As if the home page's sign-up invitation had been closed: both sets show the page itself.
    await context.addInitScript(() => sessionStorage.setItem("signup-popup-dismissed", "1"));
    for (const route of routes) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      // Lazy pictures below the first screen load when a person scrolls; a full-page picture
      // needs them all, decoded, or two sets differ by which ones happened to arrive in time.
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = "eager";
        await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
        await document.fonts.ready;
      });
      await page.screenshot({ path: join(outDir, fileName(route, width)), fullPage: true });
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}

/** Pixels whose red, green and blue differ by more than this in sum count as changed. */
const tolerance = 24;

async function differingPixels(beforePath: string, afterPath: string): Promise<string> {
  const read = (path: string) =>
    sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const before = await read(beforePath);
  const after = await read(afterPath);
  const size = ({ width, height }: OutputInfo) => `${width}×${height}`;
  if (size(before.info) !== size(after.info))
    return `different sizes: ${size(before.info)} → ${size(after.info)}`;
  let count = 0;
  for (let i = 0; i < before.data.length; i += 4) {
    let delta = 0;
    for (let channel = 0; channel < 3; channel++)
      delta += Math.abs((before.data[i + channel] ?? 0) - (after.data[i + channel] ?? 0));
    if (delta > tolerance) count++;
  }
  const share = (count / (before.info.width * before.info.height)) * 100;
  return `${count} (${share.toFixed(2)} %)`;
}

if (values.compare) {
  console.log("| picture | pixels that differ |");
  console.log("| --- | ---: |");
  for (const width of widths) {
    for (const route of routes) {
      const name = fileName(route, width);
      console.log(
        `| ${name} | ${await differingPixels(join(values.compare, name), join(outDir, name))} |`,
      );
    }
  }
}
