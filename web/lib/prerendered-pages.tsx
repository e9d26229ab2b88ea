import { isRouteErrorResponse, type MetaDescriptor, useMatches, useRouteError } from "react-router";
import { NotFoundPage } from "#web/components/layout/not-found-page.tsx";
import { meta as notFoundMeta } from "#web/routes/not-found.tsx";
import { isUnknownPrerenderedPage, prerenderedPagesHandle } from "./prerendered-only.ts";

/**
 * The route exports of the dynamic routes whose every page is prerendered (/<section>/:slug,
 * /portfolio/:slug, /insights/:slug, /insights/tag/:tag), which re-export them under these names.
 * The server answers an unknown slug with the prerendered 404 page, but in the browser the
 * address still matches the dynamic route, which has no data for it. So the route shows the
 * not-found view while hydrating (the same markup as the server's page, no mismatch) and when
 * the router then reports the missing data: on the first load as "no result" for the route, on
 * a client navigation as a 404 from its data request.
 */
export const handle = prerenderedPagesHandle;

/** No data means an unknown slug: the head tags are the 404 page's. */
export function meta({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }) {
  return loaderData?.meta ?? notFoundMeta();
}

/** Only an unknown slug ever renders it. */
export const HydrateFallback = NotFoundPage;

/** A page without data is the 404 view; anything else goes up. */
export function ErrorBoundary() {
  const error = useRouteError();
  const here = useMatches().at(-1);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (missing || (here && isUnknownPrerenderedPage(here))) return <NotFoundPage />;
  throw error;
}
