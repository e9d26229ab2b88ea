/**
 * The Insights feeds, RSS 2.0 and Atom 1.0, written by the build beside the list
 * (build/client/insights/rss.xml and atom.xml) with the `feed` library: the published posts only,
 * newest first, each with its summary, its full text and its services as categories. A draft is
 * never in one, whatever the build (web/content/posts/index.ts leaves drafts out of
 * publishedPosts; a production build has none at all).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Feed } from "feed";
import { site } from "#site/facts.ts";
import {
  feedPaths,
  insightsLabel,
  insightsPath,
  type Post,
  postPath,
  publishedPosts,
  serviceTag,
} from "../../web/content/posts/index.ts";
import { ogImagePath } from "../../web/lib/og.ts";

/** Relative links in a post's HTML made absolute: a feed reader has no page to resolve them on. */
function absoluteLinks(html: string, publicUrl: string): string {
  return html.replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${publicUrl}/`);
}

/** Both feeds of the given posts, as text. */
export function postFeeds(
  posts: readonly Post[],
  publicUrl: string,
): { rss: string; atom: string } {
  const url = (path: string) => `${publicUrl}${path}`;
  // Whatever list it is given: a draft is never published by a feed.
  const published = posts.filter((post) => !post.draft);
  const newest = published[0]?.date;
  const feed = new Feed({
    id: url(insightsPath),
    link: url(insightsPath),
    title: `${insightsLabel} | ${site.brand.name}`,
    description: `${site.brand.tagline}: notes from our projects.`,
    language: "en",
    // The feed changes when a post is published: its date, not the build's, so a rebuild alone
    // does not tell readers there is something new.
    updated: newest ? new Date(`${newest}T00:00:00Z`) : new Date(0),
    generator: false,
    copyright: `© ${site.brand.name}`,
    feedLinks: { rss: url(feedPaths.rss), atom: url(feedPaths.atom) },
    favicon: url("/favicon.svg"),
    author: { name: site.brand.name, link: url("/") },
  });
  for (const post of published) {
    const link = url(postPath(post.slug));
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.description,
      content: absoluteLinks(post.html, publicUrl),
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author.name }],
      category: post.services.map((tag) => ({
        name: serviceTag(tag).label,
        term: tag,
        domain: url(serviceTag(tag).path),
      })),
      image: { url: url(ogImagePath(postPath(post.slug))), type: "image/jpeg" },
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}

/** Writes the feeds of the published posts into the built site; returns how many posts they list. */
export function writeFeeds(clientDir: string, publicUrl: string): number {
  const { rss, atom } = postFeeds(publishedPosts, publicUrl);
  for (const [path, text] of [
    [feedPaths.rss, rss],
    [feedPaths.atom, atom],
  ] as const) {
    const file = join(clientDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return publishedPosts.length;
}
