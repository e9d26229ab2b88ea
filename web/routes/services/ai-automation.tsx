import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { Marquee } from "#web/components/hubs/marquee.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { aiAutomationContent } from "#web/content/hubs/ai-automation.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/ai-automation";

export const loader = () => landingPageData(aiAutomationContent);
export const meta = metaFromData;

export default function AiAutomation({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={{ FeatureCards, Steps, Marquee }} />;
}
