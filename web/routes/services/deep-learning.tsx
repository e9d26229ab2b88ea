import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { Marquee } from "#web/components/hubs/marquee.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { deepLearningContent } from "#web/content/hubs/deep-learning.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/deep-learning";

export const loader = () => landingPageData(deepLearningContent);
export const meta = metaFromData;

export default function DeepLearning({ loaderData }: Route.ComponentProps) {
  return <HubPage content={loaderData.content} blocks={{ FeatureCards, Steps, Marquee }} />;
}
