import { InsightsPage } from "#web/components/insights/insights-page.tsx";
import { PostCards } from "#web/components/insights/post-card.tsx";
import { feedLinks, postCard } from "#web/content/posts/cards.server.ts";
import { publishedPosts, serviceTag, usedTags } from "#web/content/posts/index.ts";
import { insightsContent } from "#web/content/posts/page.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/insights";

/** /insights: every published post, newest first, and the services they are tagged with. */
export const loader = () => {
  const { meta, path, ...words } = insightsContent.list;
  return pageData(
    {
      ...words,
      path,
      posts: publishedPosts.map(postCard),
      tags: usedTags().map(serviceTag),
    },
    { ...meta, path, links: feedLinks() },
  );
};
export const meta = metaFromData;

export default function Insights({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <InsightsPage content={content}>
      <PostCards posts={content.posts} />
    </InsightsPage>
  );
}
