import { readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "#web/routes.ts";

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

type ConfigRoute = { path?: string; index?: boolean; file: string; children?: ConfigRoute[] };

const asRouteObjects = (list: ConfigRoute[]): (RouteObject & { file: string })[] =>
  list.map((entry) => ({
    ...(entry.index ? { index: true } : { path: entry.path }),
    file: entry.file,
    ...(entry.children ? { children: asRouteObjects(entry.children) } : {}),
  })) as (RouteObject & { file: string })[];

const routeObjects = asRouteObjects(routes as ConfigRoute[]);

/** The route module (web/routes.ts) that renders a path: its template. */
export function templateOf(path: string): string {
  const matches = matchRoutes(routeObjects, path);
  const leaf = matches?.at(-1)?.route as { file: string } | undefined;
  if (!leaf) throw new Error(`No route in web/routes.ts renders ${path}`);
  return leaf.file;
}

/**
 * The first path (in the order given) of each template. Checks that hold per template (axe,
 * sideways scroll at every width, first-load budget, critical CSS) visit these; the cheap
 * checks of every route visit them all (every-route.test.ts).
 */
export function onePathPerTemplate(paths: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const path of paths) if (!seen.has(templateOf(path))) seen.set(templateOf(path), path);
  return [...seen.values()];
}
