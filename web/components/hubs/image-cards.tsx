import { Card } from "#web/components/ui/card.tsx";
import { SmartImage } from "#web/components/ui/smart-image.tsx";
import { reveal } from "#web/lib/effects.ts";

/** A card led by a picture; a picture that fails to load becomes the local placeholder. */
export type ImageCard = {
  title: string;
  description: string;
  /** Resolved asset URL */
  image: string;
  imageAlt: string;
};

/** Card widths per row size, gaps of 1.25 rem included; a short last row sits centred. */
const itemWidths = {
  3: "sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]",
  4: "sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-3.75rem)/4)]",
} as const;

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
    <ul className="flex flex-wrap justify-center gap-5">
      {cards.map((card, index) => (
        <li
          key={card.title}
          className={`w-full ${itemWidths[columns]}`}
          {...reveal({ delay: (index % columns) * 80 })}
        >
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
        </li>
      ))}
    </ul>
  );
}
