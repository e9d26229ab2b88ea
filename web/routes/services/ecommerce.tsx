import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { ecommerceContent } from "#web/content/hubs/ecommerce.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/ecommerce";

export const loader = () => landingPageData(ecommerceContent);
export const meta = metaFromData;

export default function Ecommerce({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={{ HubCards, Steps, Stats, WhyList }} />;
}
