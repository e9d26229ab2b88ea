import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { BadgeRow } from "#web/components/hubs/badge-row.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { webDevelopmentContent } from "#web/content/hubs/web-development.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/web-development";

export const loader = () => landingPageData(webDevelopmentContent);
export const meta = metaFromData;

export default function WebDevelopment({ loaderData }: Route.ComponentProps) {
  return (
    <HubPage
      content={loaderData.content}
      blocks={{ HubCards, ActionBand, Stats, BadgeRow, WhyList }}
    />
  );
}
