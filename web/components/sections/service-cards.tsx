import { LinkCard } from "#web/components/ui/card.tsx";
import { type IconName, IconTile } from "#web/components/ui/icon.tsx";
import { reveal } from "#web/lib/effects.ts";

export type ServiceCard = { title: string; description: string; icon: IconName; link: string };

/** A grid of service cards, each one link. Glow and tilt as each page asks. */
export function ServiceCards({
  cards,
  glow = false,
  tilt,
  columns = 4,
  cta = "Learn more",
}: {
  cards: readonly ServiceCard[];
  glow?: boolean;
  tilt?: number;
  columns?: 2 | 3 | 4;
  cta?: string;
}) {
  const cols = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${cols}`}>
      {cards.map((card, index) => (
        <li key={card.link + card.title}>
          <LinkCard
            to={card.link}
            title={card.title}
            glow={glow}
            tilt={tilt}
            cta={cta}
            reveal={reveal({ delay: (index % 4) * 80 })}
            media={<IconTile name={card.icon} />}
          >
            <p className="mt-2 text-[0.9375rem] text-slate-600">{card.description}</p>
          </LinkCard>
        </li>
      ))}
    </ul>
  );
}
