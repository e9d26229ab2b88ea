import type { MetaDescriptor } from "react-router";
import { postsImages } from "#web/assets/generated/posts.ts";
import type { ShownPostCard } from "#web/components/insights/post-card.tsx";
import { contentPicture } from "#web/lib/content-picture.ts";
import { absoluteUrl } from "#web/lib/meta.ts";
import { feedPaths, insightsLabel, type Post, postLink, serviceTag } from "./index.ts";

/** A post as its card shows it, with its cover's generated sizes. Loaders call it at build time. */
export function postCard(post: Post): ShownPostCard {
  return {
    ...postLink(post),
    cover: contentPicture(postsImages, post.cover),
    coverAlt: post.coverAlt,
    tags: post.services.map((tag) => serviceTag(tag).label),
  };
}

/** The head's links to the feeds, on every Insights page, so a feed reader finds them. */
export function feedLinks(): MetaDescriptor[] {
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      href: absoluteUrl(feedPaths.rss),
      title: `${insightsLabel} (RSS)`,
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: absoluteUrl(feedPaths.atom),
      title: `${insightsLabel} (Atom)`,
    },
  ];
}
