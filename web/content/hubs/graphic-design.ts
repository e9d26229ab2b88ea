import { graphicDesignHub } from "#content-collections";
import type { GalleryPiece } from "#web/components/showcase/gallery.tsx";
import { toContact } from "../shared/actions.ts";
import { actionBand, hubPage, linkCards, servicesSection, whySection } from "./compose.ts";
import type { GalleryPictureName } from "./picture-names.ts";

/** Samples drawn 2:1, which span two columns from the tablet width up. */
const widePieces: ReadonlySet<GalleryPictureName> = new Set(["channel-header"]);

const widened = (pieces: readonly GalleryPiece[]): GalleryPiece[] =>
  pieces.map((piece) => (widePieces.has(piece.image) ? { ...piece, wide: true } : piece));

/** The words are content/hubs/graphic-design.yaml; here, how the page lays them out. */
export const graphicDesignContent = hubPage(
  "graphic-design",
  graphicDesignHub,
  ({ gallery: { linkLabel, pieces, ...gallery }, services, why }) => ({
    /** Sample artwork drawn for this page (web/assets/gallery), not client property. */
    gallery: {
      ...gallery,
      link: { label: linkLabel, to: "/portfolio/graphic-designing" },
      pieces: widened(pieces),
    },
    sections: [
      servicesSection(services, [{ kind: "HubCards", tilt: 8, cards: linkCards(services.cards) }]),
      { id: "samples", blocks: [{ kind: "slot", name: "gallery" }] },
      whySection(
        why,
        { tone: "muted", columns: 3 },
        { after: [actionBand("quote-title", why.callout, toContact)] },
      ),
    ],
  }),
);
