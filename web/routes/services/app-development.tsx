import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { appDevelopmentContent } from "#web/content/hubs/app-development.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/app-development";

/** Serves /services/appdevelopment and its alias /services/mobileapps: one canonical URL. */
export const loader = () => landingPageData(appDevelopmentContent);
export const meta = metaFromData;

export default function AppDevelopment({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={{ FeatureCards, WhyList, Steps }} />;
}
