import { cardHubBlocks } from "#web/components/hubs/card-hub-blocks.ts";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { itSoftwareContent } from "#web/content/hubs/it-software.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/it-software";

export const loader = () => landingPageData(itSoftwareContent);
export const meta = metaFromData;

export default function ItSoftware({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={cardHubBlocks} />;
}
