import { galleryImages } from "#web/assets/generated/gallery.ts";
import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { SamplesGallery } from "#web/components/hubs/samples-gallery.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { graphicDesignContent } from "#web/content/hubs/graphic-design.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/graphic-design";

/** Serves /services/graphicdesign and its alias /services/graphic-designing: one canonical URL. */
export const loader = () =>
  landingPageData({
    ...graphicDesignContent,
    // The pictures' addresses are resolved here, at build time, so they never ship as script.
    gallery: {
      ...graphicDesignContent.gallery,
      pieces: graphicDesignContent.gallery.pieces.map((piece) => ({
        ...piece,
        picture: galleryImages[piece.image],
      })),
    },
  });
export const meta = metaFromData;

export default function GraphicDesign({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <HubPage
      content={content}
      blocks={{ HubCards, WhyList, ActionBand }}
      slots={{ gallery: <SamplesGallery headingId="samples-title" {...content.gallery} /> }}
    />
  );
}
