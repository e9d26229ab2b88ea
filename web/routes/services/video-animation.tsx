import { cardHubBlocks } from "#web/components/hubs/card-hub-blocks.ts";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { ShowreelBand } from "#web/components/hubs/showreel-band.tsx";
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
      blocks={cardHubBlocks}
      slots={{ showreel: <ShowreelBand headingId="showreel-heading" {...content.showreel} /> }}
    />
  );
}
