import { Card } from "#web/components/ui/card.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Picture } from "#web/components/ui/picture.tsx";
import type { Portrait } from "#web/lib/content-picture.ts";
import { reveal } from "#web/lib/effects.ts";

export type ShownTestimonial = {
  quote: string;
  role: string;
  /** The client's name, or its sector while it has not agreed to be named. */
  from: string;
  /** The person, with their portrait: only where the client agreed to be named. */
  person?: { name: string } & Portrait;
};

/**
 * Client quotes as cards, each signed with the person's photo, full name, role and company where
 * the client agreed to be named, else with the role and the client's sector.
 */
export function TestimonialCards({ items }: { items: readonly ShownTestimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.quote}>
          <Card tilt={8} glow reveal={reveal({ delay: index * 100 })}>
            <figure className="flex h-full flex-col">
              <Icon name="quote" aria-hidden="true" className="size-8 text-accent-300" />
              <blockquote className="mt-4 flex-1 text-ink-900">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                {item.person && (
                  // Below the fold: lazy, with its size set so nothing shifts when it arrives.
                  <Picture
                    image={item.person.photo}
                    alt={item.person.photoAlt}
                    sizes="48px"
                    // A box of its own: as `display: contents` its <source>s took flex gaps.
                    pictureClassName="block shrink-0"
                    className="size-12 rounded-full bg-slate-100 object-cover"
                  />
                )}
                <span>
                  {item.person && (
                    <span className="block font-semibold text-ink-900">{item.person.name}</span>
                  )}
                  <span
                    className={
                      item.person
                        ? "block text-sm text-slate-600"
                        : "block font-semibold text-ink-900"
                    }
                  >
                    {item.role}, {item.from}
                  </span>
                </span>
              </figcaption>
            </figure>
          </Card>
        </li>
      ))}
    </ul>
  );
}
