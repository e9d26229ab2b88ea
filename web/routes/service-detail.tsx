import { DetailLayout, detailTrail } from "#web/components/detail/detail-layout";
import { getDetailPage } from "#web/content/details/index";
import { absoluteUrl, pageMeta } from "#web/lib/meta";
import type { Route } from "./+types/service-detail";
import NotFound, { meta as notFoundMeta } from "./not-found";

/**
 * The 41 service detail pages (SPEC §2.4), one module for the four sections. The loader runs at
 * build time only, so page copy ships as prerendered HTML and data, not in the JS bundle.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Every page has its own static route (routes.ts), so the path names the entry. A data request
  // for a prerendered page may carry a ".data" suffix or a trailing slash.
  const [, section = "", slug = ""] = new URL(request.url).pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/");
  return { detail: getDetailPage(section, slug) ?? null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const detail = loaderData?.detail;
  if (!detail) return notFoundMeta();
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: detailTrail(detail).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
  return [
    ...pageMeta({ ...detail.page.meta, path: detail.canonicalPath }),
    // A twin leaves the structured trail to its canonical page.
    ...(detail.path === detail.canonicalPath ? [{ "script:ld+json": breadcrumbs }] : []),
  ];
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  // Every route has an entry (the schema test checks it); this only guards a missing content file.
  if (!loaderData.detail) return <NotFound />;
  return <DetailLayout detail={loaderData.detail} />;
}
