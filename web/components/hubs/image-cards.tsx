import { Card } from "#web/components/ui/card.tsx";
import { CardRow, rowWidths } from "#web/components/ui/card-row.tsx";
import { SmartImage } from "#web/components/ui/smart-image.tsx";

/** A card led by a picture; a picture that fails to load becomes the local placeholder. */
export type ImageCard = {
  title: string;
  description: string;
  /** Resolved asset URL */
  image: string;
  imageAlt: string;
};

/** Card widths per row size; a short last row sits centred. */
const itemWidths = { 3: rowWidths["2-3"], 4: rowWidths["2-4"] } as const;

export function ImageCards({
  cards,
  columns = 3,
  compact = false,
}: {
  cards: readonly ImageCard[];
  columns?: keyof typeof itemWidths;
  /** Smaller type for short captions, such as the industries. */
  compact?: boolean;
}) {
  return (
    <CardRow
      items={cards}
      keyOf={(card) => card.title}
      widths={itemWidths[columns]}
      stagger={{ step: 80, every: columns }}
    >
      {(card) => (
        <Card padded={false} className="overflow-hidden">
          <SmartImage
            src={card.image}
            alt={card.imageAlt}
            width={640}
            height={400}
            seed={card.title}
            className="aspect-[8/5] w-full bg-ink-900 object-cover"
          />
          <div className={compact ? "p-5" : "p-6"}>
            <h3 className={`font-semibold ${compact ? "text-base" : "text-lg"}`}>{card.title}</h3>
            <p className="mt-2 text-[0.9375rem] text-slate-600">{card.description}</p>
          </div>
        </Card>
      )}
    </CardRow>
  );
}
