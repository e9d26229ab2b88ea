import { readableDay } from "#contract/site-time.ts";
import { postsImages } from "#web/assets/generated/posts.ts";
import { teamImages } from "#web/assets/generated/team.ts";
import { PostPage, type ShownPost } from "#web/components/insights/post-page.tsx";
import { NotFoundPage } from "#web/components/layout/not-found-page.tsx";
import { caseStudyFor } from "#web/content/case-studies/index.ts";
import { caseStudyPath } from "#web/content/portfolio.ts";
import { feedLinks } from "#web/content/posts/cards.server.ts";
import {
  insightsLabel,
  insightsPath,
  postFor,
  postPath,
  serviceTag,
} from "#web/content/posts/index.ts";
import { portraitAlt } from "#web/content/proof/index.ts";
import { contentPicture } from "#web/lib/content-picture.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { article, trailBreadcrumbList } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/insights-post";
import { meta as notFoundMeta } from "./not-found.tsx";

/**
 * An Insights post, /insights/<slug>: one route for all. prerender.ts lists the published posts;
 * the loader runs at build time, so the article's HTML and the resolved links arrive as the page's
 * data, and an unknown slug is answered by the server's 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const post = postFor(params.slug);
  if (!post) return { shown: null, meta: notFoundMeta() };
  const path = postPath(post.slug);
  const trail = [
    { label: "Home", path: "/" },
    { label: insightsLabel, path: insightsPath },
    { label: post.title, path },
  ];
  const shown: ShownPost = {
    trail,
    allPath: insightsPath,
    path,
    title: post.title,
    description: post.description,
    date: post.date,
    dateLabel: readableDay(post.date),
    readingMinutes: post.readingMinutes,
    html: post.html,
    cover: contentPicture(postsImages, post.cover),
    coverAlt: post.coverAlt,
    author: {
      name: post.author.name,
      role: post.author.role,
      photo: contentPicture(teamImages, post.author.photo),
      photoAlt: portraitAlt(post.author.name, post.author.photo),
    },
    services: post.services.map(serviceTag),
    caseStudies: post.caseStudies.flatMap((slug) => {
      const study = caseStudyFor(slug);
      return study
        ? [{ title: study.title, summary: study.summary, path: caseStudyPath(slug) }]
        : [];
    }),
    draft: post.draft,
  };
  return {
    shown,
    meta: pageMeta({
      title: post.title,
      description: post.description,
      path,
      // A draft's page exists only outside a production build; it is never to be indexed.
      index: !post.draft,
      type: "article",
      links: feedLinks(),
      structuredData: [article(post, path), trailBreadcrumbList(trail)],
    }),
  };
}

// An unknown slug's page is the 404 view (prerendered-pages.tsx).
export { ErrorBoundary, HydrateFallback, handle, meta } from "#web/lib/prerendered-pages.tsx";

export default function InsightsPost({ loaderData }: Route.ComponentProps) {
  if (!loaderData.shown) return <NotFoundPage />;
  return <PostPage post={loaderData.shown} />;
}
