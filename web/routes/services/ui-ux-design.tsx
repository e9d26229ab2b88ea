import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { MoreLink } from "#web/components/hubs/more-link.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { uiUxDesignContent } from "#web/content/hubs/ui-ux-design.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/ui-ux-design";

export const loader = () => landingPageData(uiUxDesignContent);
export const meta = metaFromData;

export default function UiUxDesign({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={{ HubCards, MoreLink, Steps, WhyList }} />;
}
