import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every prerendered public page, read from the build's own manifest (postbuild lists each HTML
 * file it hashed), so a page added to routes.ts is covered without touching a test.
 */
export function prerenderedPaths({ withNotFound = false } = {}): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.env.BUILD_DIR ?? "build", "site-manifest.json"), "utf8"),
  ) as { scriptHashes: Record<string, string[]> };
  return Object.keys(manifest.scriptHashes)
    .filter((file) => file.endsWith("index.html") && (withNotFound || file !== "404/index.html"))
    .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`))
    .sort();
}

/** The account area's public doors: rendered in the browser, reachable without a session. */
export const accountEntryPaths = ["/login", "/signup", "/reset-password", "/verify-email"] as const;
