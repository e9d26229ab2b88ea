import { cardHubBlocks } from "#web/components/hubs/card-hub-blocks.ts";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { webDevelopmentContent } from "#web/content/hubs/web-development.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/web-development";

export const loader = () => landingPageData(webDevelopmentContent);
export const meta = metaFromData;

export default function WebDevelopment({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={cardHubBlocks} />;
}
