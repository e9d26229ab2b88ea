import { isClientOnlyPath } from "#site/client-paths.ts";
import { bookingPaths } from "./content/booking.ts";
import { detailPaths } from "./content/details/order.ts";
import { caseStudyPaths } from "./content/portfolio.ts";
import { insightsPaths } from "./content/posts/index.ts";

/** Path prerendered for the catch-all route; the server answers unknown paths with it (404). */
export const notFoundPath = "/404";

/**
 * The prerender list: the static paths of routes.ts less the client-rendered account area, the
 * pages of the dynamic routes (service details, /<section>/:slug, case studies,
 * /portfolio/:slug, and the published Insights posts and their tags, whose slugs come from the
 * content), and the 404 page.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  const paths = new Set(staticPaths.filter((path) => !isClientOnlyPath(path)));
  for (const path of [...detailPaths(), ...caseStudyPaths(), ...insightsPaths(), ...bookingPaths()])
    paths.add(path);
  paths.add(notFoundPath);
  return [...paths].sort();
}
