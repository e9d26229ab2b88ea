import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { BadgeRow } from "#web/components/hubs/badge-row.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { itSoftwareContent } from "#web/content/hubs/it-software.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/it-software";

export const loader = () => landingPageData(itSoftwareContent);
export const meta = metaFromData;

export default function ItSoftware({ loaderData }: Route.ComponentProps) {
  return (
    <HubPage
      content={loaderData.content}
      blocks={{ HubCards, ActionBand, Stats, BadgeRow, WhyList }}
    />
  );
}
