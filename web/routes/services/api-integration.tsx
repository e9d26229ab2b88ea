import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { ImageCards } from "#web/components/hubs/image-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { apiIntegrationContent } from "#web/content/hubs/api-integration.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/api-integration";

export const loader = () => landingPageData(apiIntegrationContent);
export const meta = metaFromData;

export default function ApiIntegration({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={{ ImageCards, Steps, WhyList }} />;
}
