import { DetailLayout, detailTrail } from "#web/components/detail/detail-layout";
import { NotFoundPage } from "#web/components/layout/not-found-page";
import { getDetailPage } from "#web/content/details/index";
import { pageMeta } from "#web/lib/meta";
import { metaFromData } from "#web/lib/page-data";
import { breadcrumbList, faqPage, service } from "#web/lib/structured-data";
import type { Route } from "./+types/service-detail";
import { meta as notFoundMeta } from "./not-found";

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
  const detail = getDetailPage(section, slug) ?? null;
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
              breadcrumbList(
                detailTrail(detail).map((crumb) => ({ name: crumb.label, path: crumb.path })),
              ),
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

export const meta = metaFromData;

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  // Every route has an entry (the schema test checks it); this only guards a missing content file.
  if (!loaderData.detail) return <NotFoundPage />;
  return <DetailLayout detail={loaderData.detail} />;
}
