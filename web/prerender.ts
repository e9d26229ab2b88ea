import { clientOnlyPaths, isClientOnlyPath } from "./client-only-paths";

/** Path prerendered for the catch-all route; the server answers unknown paths with it (404). */
export const notFoundPath = "/404";

/**
 * Extra paths of parameterised routes, each list contributed by the content that defines it.
 * Keep content imports here light: this runs at build time only.
 */
const dynamicPathSources: Array<() => string[]> = [];

export function prerenderPaths(staticPaths: string[]): string[] {
  const paths = new Set(staticPaths.filter((path) => !isClientOnlyPath(path)));
  for (const source of dynamicPathSources) for (const path of source()) paths.add(path);
  paths.add(notFoundPath);
  for (const path of clientOnlyPaths) paths.delete(path);
  return [...paths].sort();
}
