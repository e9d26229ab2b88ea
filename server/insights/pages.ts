import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { clientOnlyPaths } from "#site/client-paths.ts";

/**
 * One path as the statistics compare it: repeated slashes folded, no trailing slash, lower case
 * (so `//admin` and `/ADMIN/users/` are the admin area they name).
 */
export function normalPath(path: string): string {
  const folded = path.replace(/\/{2,}/g, "/").toLowerCase();
  return folded.length > 1 ? folded.replace(/\/+$/, "") : folded;
}

/** The administrators' own pages and the API: never counted, however the path is written. */
export const isUncountedPath = (path: string) => /^\/(admin|api)(\/|$)/.test(normalPath(path));

/**
 * The paths a page view may name: every page the build prerendered (its site manifest, which
 * lists each page's HTML file) and the account area's client-rendered paths (site/client-paths.ts).
 * Null when there is no build next to `siteDir` (the API alone, in development behind Vite):
 * then any path outside the admin area is counted.
 */
export function readSitePaths(siteDir: string): ReadonlySet<string> | null {
  const manifestFile = join(resolve(siteDir), "..", "site-manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as {
    scriptHashes: Record<string, string[]>;
  };
  const pages = Object.keys(manifest.scriptHashes)
    .filter(
      (file) => file.endsWith("index.html") && !file.startsWith("__") && file !== "404/index.html",
    )
    .map((file) => normalPath(`/${file.slice(0, -"index.html".length)}`));
  return new Set([...pages, ...clientOnlyPaths.map(normalPath)]);
}
