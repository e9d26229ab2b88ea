import { InsightsPage } from "#web/components/insights/insights-page.tsx";
import { PostCards } from "#web/components/insights/post-card.tsx";
import { NotFoundPage } from "#web/components/layout/not-found-page.tsx";
import { feedLinks, postCard } from "#web/content/posts/cards.server.ts";
import {
  insightsLabel,
  insightsPath,
  isServiceTag,
  postsTagged,
  serviceTag,
  usedTags,
} from "#web/content/posts/index.ts";
import { insightsContent } from "#web/content/posts/page.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { breadcrumbList } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/insights-tag";
import { meta as notFoundMeta } from "./not-found.tsx";

/**
 * A service's posts, /insights/tag/<service>: one route for every tag a published post carries
 * (prerender.ts lists them); any other tag is the server's 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { tag } = params;
  const posts = isServiceTag(tag) ? postsTagged(tag) : [];
  if (!isServiceTag(tag) || posts.length === 0) return { content: null, meta: notFoundMeta() };
  const service = serviceTag(tag);
  const words = insightsContent.tag;
  const content = {
    ...insightsContent.list,
    eyebrow: insightsLabel,
    title: words.title(service.label),
    lead: words.lead(service.label),
    path: service.path,
    current: tag,
    ctaTitle: words.ctaTitle(service.label),
    service: { label: words.serviceLink(service.label), path: service.servicePath },
    posts: posts.map(postCard),
    tags: usedTags().map(serviceTag),
  };
  return {
    content,
    meta: pageMeta({
      title: words.title(service.label),
      description: words.description(service.label),
      path: service.path,
      links: feedLinks(),
      structuredData: [
        breadcrumbList([
          { name: "Home", path: "/" },
          { name: insightsLabel, path: insightsPath },
          { name: service.label, path: service.path },
        ]),
      ],
    }),
  };
}

// An unknown slug's page is the 404 view (prerendered-pages.tsx).
export { ErrorBoundary, HydrateFallback, handle, meta } from "#web/lib/prerendered-pages.tsx";

export default function InsightsTag({ loaderData }: Route.ComponentProps) {
  if (!loaderData.content) return <NotFoundPage />;
  return (
    <InsightsPage content={loaderData.content}>
      <PostCards posts={loaderData.content.posts} />
    </InsightsPage>
  );
}
