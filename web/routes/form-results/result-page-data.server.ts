import { pageData } from "#web/lib/page-data.server.ts";
import { breadcrumbList, type Crumb, homeCrumb } from "#web/lib/structured-data.ts";

/** The contact page, the parent of the contact form's outcome pages. */
export const contactCrumb: Crumb = { name: "Contact us", path: "/contact" };

/**
 * The loader data of a page a native form post or an e-mail link lands on: search engines skip
 * it, and its breadcrumb runs from Home through `parents` to the page itself.
 */
export function resultPageData<
  Content extends { meta: { title: string; description: string }; path: string },
>(content: Content, parents: readonly Crumb[] = []) {
  return pageData(content, {
    ...content.meta,
    path: content.path,
    index: false,
    structuredData: [
      breadcrumbList([homeCrumb, ...parents, { name: content.meta.title, path: content.path }]),
    ],
  });
}
