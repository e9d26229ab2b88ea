import { postLink, postsForServicePath } from "#web/content/posts/index.ts";
import { type PageMeta, pageMeta } from "./meta.ts";
import { serviceLandingData } from "./structured-data.ts";

/**
 * The loader data of a prerendered page: its copy and its head tags. Loaders run at build time
 * only, so neither the copy nor the code that builds the tags (titles, canonical links, structured
 * data) ships in the page's JavaScript: both arrive once, as the page's data.
 */
export function pageData<Content>(content: Content, meta: PageMeta) {
  return { content, meta: pageMeta(meta) };
}

/** A service hub's copy with the Insights posts about its service, which it links to. */
export function withServicePosts<Content extends { path: string }>(content: Content) {
  return { ...content, posts: postsForServicePath(content.path).map(postLink) };
}

/** A service landing page: its copy, its tags, and the Service and breadcrumb data it carries. */
export function landingPageData<
  Content extends { meta: { title: string; description: string }; path: string },
>(content: Content) {
  return pageData(withServicePosts(content), {
    ...content.meta,
    path: content.path,
    structuredData: serviceLandingData(content),
  });
}
