import { allPosts } from "#content-collections";
import { readableDay } from "#contract/site-time.ts";
import {
  feedPaths,
  insightsLabel,
  insightsPath,
  type PostLink,
  postPath,
  type ServiceTag,
  serviceTags,
  tagPath,
} from "./paths.ts";

export { feedPaths, insightsLabel, insightsPath, type PostLink, postPath, tagPath };

/**
 * The Insights posts, from content/posts/<slug>.md (built by content-collections.ts: validated,
 * Markdown turned into HTML, the author resolved from the team), newest first. Drafts are in this
 * list only outside a production build, for a preview at their own address: every list, feed,
 * tag page and related link takes `publishedPosts`.
 */
export type Post = (typeof allPosts)[number];

function newestFirst(entries: readonly Post[]): Post[] {
  return [...entries].sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  );
}

function withoutDrafts(entries: readonly Post[]): Post[] {
  return entries.filter((post) => !post.draft);
}

// Pure calls: a bundle importing this file for something else leaves the posts out.
export const posts: readonly Post[] = /* @__PURE__ */ newestFirst(allPosts);
export const publishedPosts: readonly Post[] = /* @__PURE__ */ withoutDrafts(posts);

export function postFor(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** A service tag as links show it: its name, its tag page and the service's own page. */
export function serviceTag(tag: ServiceTag) {
  return { tag, label: serviceTags[tag], path: tagPath(tag), servicePath: `/services/${tag}` };
}

/** The tags the published posts use, in the schema's order. */
export function usedTags(): ServiceTag[] {
  const used = new Set(publishedPosts.flatMap((post) => post.services));
  return (Object.keys(serviceTags) as ServiceTag[]).filter((tag) => used.has(tag));
}

/** The tag a path under /insights/tag/ names, if it is one. */
export function isServiceTag(tag: string): tag is ServiceTag {
  return Object.hasOwn(serviceTags, tag);
}

export function postsTagged(tag: ServiceTag): Post[] {
  return publishedPosts.filter((post) => post.services.includes(tag));
}

/** The published posts about the service whose page is /services/<tag>. */
export function postsForServicePath(path: string): Post[] {
  const tag = path.replace(/^\/services\//, "");
  return isServiceTag(tag) ? postsTagged(tag) : [];
}

/** The published posts that draw on a case study. */
export function postsForCaseStudy(slug: string): Post[] {
  return publishedPosts.filter((post) => post.caseStudies.includes(slug));
}

/**
 * Every Insights page to prerender: the list, each post and each used tag's page. A draft's page
 * is built too where drafts exist at all (not in a production build), marked Draft and kept from
 * search engines, the sitemap and the site search, so it can be read before it is published.
 */
export function insightsPaths(): string[] {
  return [insightsPath, ...posts.map((post) => postPath(post.slug)), ...usedTags().map(tagPath)];
}

export function postLink(post: Post): PostLink {
  const { title, description, date, readingMinutes } = post;
  return {
    title,
    description,
    path: postPath(post.slug),
    date,
    dateLabel: readableDay(date),
    readingMinutes,
  };
}
