import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { BadgeRow } from "#web/components/hubs/badge-row.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { ShowreelBand } from "#web/components/hubs/showreel-band.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { videoAnimationContent } from "#web/content/hubs/video-animation.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/video-animation";

export const loader = () => landingPageData(videoAnimationContent);
export const meta = metaFromData;

/** The video hub: cards tilt about 5 degrees per axis and reveal again each time they return. */
export default function VideoAnimation({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <HubPage
      content={content}
      blocks={{ HubCards, Stats, WhyList, BadgeRow, ActionBand }}
      slots={{ showreel: <ShowreelBand headingId="showreel-heading" {...content.showreel} /> }}
    />
  );
}
