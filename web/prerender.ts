import { isClientOnlyPath } from "./client-only-paths";

/** Path prerendered for the catch-all route; the server answers unknown paths with it (404). */
export const notFoundPath = "/404";

/**
 * Every route in routes.ts is static (detail pages get one route each), so the prerender list is
 * the static paths less the client-rendered account area, plus the 404 page.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  const paths = new Set(staticPaths.filter((path) => !isClientOnlyPath(path)));
  paths.add(notFoundPath);
  return [...paths].sort();
}
