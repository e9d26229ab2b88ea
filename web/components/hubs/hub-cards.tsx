import { LinkCard } from "#web/components/ui/card.tsx";
import { CardRow, rowWidths } from "#web/components/ui/card-row.tsx";
import { HubArt, type HubImage } from "./hub-art.tsx";

/** A hub card (SPEC §3): title, description, link and its image class. */
export type HubCard = { title: string; description: string; link: string; image: HubImage };

/** Reveal on the hubs lasts 700 ms (SPEC §9). */
export const HUB_REVEAL_MS = 700;

/** Card widths per row size; a short last row sits centred. */
const itemWidths = { 3: rowWidths["2-3"], 4: rowWidths["2-3-4"] } as const;

/**
 * The card grid of a service hub: every card one link to its detail page. Cards reveal in a
 * stagger of 60 ms times (index mod 8).
 */
export function HubCards({
  cards,
  tilt,
  repeatReveal = false,
  columns = 4,
  cta = "Explore",
}: {
  cards: readonly HubCard[];
  /** Maximum tilt toward the pointer, in degrees; omit for none. */
  tilt?: number;
  /** Hide again when scrolled away and reveal again on return (the video hub). */
  repeatReveal?: boolean;
  columns?: keyof typeof itemWidths;
  cta?: string;
}) {
  // The reveal moves the item and the tilt turns the card inside it: two elements, so neither
  // transition overrides the other's.
  return (
    <CardRow
      items={cards}
      keyOf={(card) => card.link}
      widths={itemWidths[columns]}
      stagger={{ step: 60, every: 8 }}
      revealOptions={{ duration: HUB_REVEAL_MS, repeat: repeatReveal }}
    >
      {(card) => (
        <LinkCard
          to={card.link}
          title={card.title}
          tilt={tilt}
          cta={cta}
          media={<HubArt image={card.image} />}
        >
          <p className="mt-2 text-[0.9375rem] text-slate-600">{card.description}</p>
        </LinkCard>
      )}
    </CardRow>
  );
}
