import { DetailLayout, detailTrail } from "#web/components/detail/detail-layout.tsx";
import { NotFoundPage } from "#web/components/layout/not-found-page.tsx";
import { getDetailPage } from "#web/content/details/index.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { faqPage, service, trailBreadcrumbList } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/service-detail";
import { meta as notFoundMeta } from "./not-found.tsx";

/**
 * The 41 service detail pages (SPEC §2.4), one module for the four sections. The loader runs at
 * build time only, so page copy ships as prerendered HTML and data, not in the JS bundle.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // One route per section (routes.ts) shares this module, so the section is the path's first
  // segment and the page its :slug.
  const section = new URL(request.url).pathname.split("/")[1] ?? "";
  const detail = getDetailPage(section, params.slug) ?? null;
  if (!detail) return { detail, meta: notFoundMeta() };
  const { page } = detail;
  return {
    detail,
    meta: pageMeta({
      ...page.meta,
      path: detail.canonicalPath,
      // A twin leaves the structured data to its canonical page.
      structuredData:
        detail.path === detail.canonicalPath
          ? [
              trailBreadcrumbList(detailTrail(detail)),
              service({
                name: page.navLabel,
                description: page.meta.description,
                path: detail.canonicalPath,
              }),
              faqPage(page.faq),
            ]
          : [],
    }),
  };
}

// An unknown slug's page is the 404 view (prerendered-pages.tsx).
export { ErrorBoundary, HydrateFallback, handle, meta } from "#web/lib/prerendered-pages.tsx";

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  // Every prerendered path has an entry (the schema test checks it); an unknown slug reached by
  // client navigation lands here.
  if (!loaderData.detail) return <NotFoundPage />;
  return <DetailLayout detail={loaderData.detail} />;
}
