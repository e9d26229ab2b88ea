import { DetailLayout, detailTrail } from "#web/components/detail/detail-layout";
import { getDetailPage } from "#web/content/details/index";
import { pageMeta } from "#web/lib/meta";
import { breadcrumbList, faqPage, service } from "#web/lib/structured-data";
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
  const { page } = detail;
  return pageMeta({
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
  });
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  // Every route has an entry (the schema test checks it); this only guards a missing content file.
  if (!loaderData.detail) return <NotFound />;
  return <DetailLayout detail={loaderData.detail} />;
}
