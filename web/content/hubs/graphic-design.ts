import { graphicDesignHub } from "#content-collections";
import type { GalleryPiece } from "#web/components/showcase/gallery.tsx";
import { toContact } from "../shared/actions.ts";
import {
  actionBand,
  hubPage,
  hubWords,
  linkCards,
  servicesSection,
  whySection,
} from "./compose.ts";
import type { GalleryPictureName } from "./picture-names.ts";
import type { graphicDesignHubSchema } from "./schema.ts";

/** The words are content/hubs/graphic-design.yaml; here, how the page lays them out. */
const words = hubWords<typeof graphicDesignHubSchema>(graphicDesignHub);
const { gallery, why } = words;

/** Samples drawn 2:1, which span two columns from the tablet width up. */
const widePieces: ReadonlySet<GalleryPictureName> = new Set(["channel-header"]);

const pieces: GalleryPiece[] = gallery.pieces.map((piece) =>
  widePieces.has(piece.image) ? { ...piece, wide: true } : piece,
);

export const graphicDesignContent = hubPage("graphic-design", words, {
  /** Sample artwork drawn for this page (web/assets/gallery), not client property. */
  gallery: {
    eyebrow: gallery.eyebrow,
    title: gallery.title,
    lead: gallery.lead,
    label: gallery.label,
    link: { label: gallery.linkLabel, to: "/portfolio/graphic-designing" },
    pieces,
  },
  sections: [
    servicesSection(words.services, [
      { kind: "HubCards", tilt: 8, cards: linkCards(words.services.cards) },
    ]),
    { id: "samples", blocks: [{ kind: "slot", name: "gallery" }] },
    whySection(
      why,
      { tone: "muted", columns: 3 },
      { after: [actionBand("quote-title", why.callout, toContact)] },
    ),
  ],
});
