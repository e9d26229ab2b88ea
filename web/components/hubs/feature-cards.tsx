import { Card } from "#web/components/ui/card.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { reveal } from "#web/lib/effects.ts";
import type { HubIconName } from "./hub-art.tsx";

/** A service or offer described in place (no page of its own to link to). */
export type FeatureCard = { title: string; description: string; icon: HubIconName };

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function FeatureCards({
  cards,
  columns = 3,
  tilt,
  compact = false,
}: {
  cards: readonly FeatureCard[];
  columns?: keyof typeof columnClasses;
  tilt?: number;
  /** Icon beside the text on a flat tile: for lists inside tabs and other nested places. */
  compact?: boolean;
}) {
  return (
    <ul className={`grid ${compact ? "gap-4" : "gap-5"} ${columnClasses[columns]}`}>
      {cards.map((card, index) => {
        const tile = (
          <span
            aria-hidden="true"
            className={`inline-grid shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700 ${compact ? "size-11" : "mb-5 size-12"}`}
          >
            <Icon name={card.icon} strokeWidth={1.75} className="size-6" />
          </span>
        );
        if (compact) {
          return (
            <li
              key={card.title}
              className="flex h-full gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-slate-50/60 p-5"
            >
              {tile}
              <div>
                <h3 className="font-semibold">{card.title}</h3>
                <p className="mt-1 text-[0.9375rem] text-slate-600">{card.description}</p>
              </div>
            </li>
          );
        }
        return (
          // Reveal on the item, tilt on the card: one transform each.
          <li key={card.title} {...reveal({ delay: (index % columns) * 80 })}>
            <Card tilt={tilt}>
              {tile}
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-[0.9375rem] text-slate-600">{card.description}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
