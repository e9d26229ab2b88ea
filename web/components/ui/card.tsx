import type { ReactNode } from "react";
import { Link } from "react-router";

export type CardEffects = {
  /** Maximum tilt in degrees toward the pointer; omit for none. */
  tilt?: number;
  /** A light that follows the pointer. */
  glow?: boolean;
  reveal?: Record<string, string | undefined>;
};

const cardBase =
  "group relative flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] transition-[box-shadow,border-color] duration-200 hover:border-accent-200 hover:shadow-[var(--shadow-lift)]";

function effectProps({ tilt, glow, reveal }: CardEffects) {
  return {
    ...(tilt ? { "data-tilt": String(tilt) } : {}),
    ...(glow ? { "data-glow": "" } : {}),
    ...reveal,
  };
}

export function Card({
  children,
  className = "",
  padded = true,
  ...effects
}: CardEffects & {
  children: ReactNode;
  className?: string;
  /** Off for cards whose picture runs to the edges. */
  padded?: boolean;
}) {
  return (
    <div className={`${cardBase} ${padded ? "p-6" : ""} ${className}`} {...effectProps(effects)}>
      {children}
    </div>
  );
}

/**
 * A card's one link, on its title: its ::after stretches over the card, so the whole card takes
 * the click and shows the focus ring.
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
    >
      {children}
    </Link>
  );
}

/**
 * A whole card that is one link. The title is the accessible name; the link's stretched ::after
 * covers the card, so the whole surface is clickable without nesting interactive elements.
 */
export function LinkCard({
  to,
  title,
  media,
  children,
  cta,
  className = "",
  headingLevel = 3,
  ...effects
}: CardEffects & {
  to: string;
  title: string;
  media?: ReactNode;
  children?: ReactNode;
  /** A visual "read more" line; the title already names the link. */
  cta?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={`${cardBase} p-6 ${className}`} {...effectProps(effects)}>
      {media}
      <Heading className="text-lg font-semibold text-ink-900">
        <StretchedLink to={to}>{title}</StretchedLink>
      </Heading>
      {children}
      {cta && (
        <span
          aria-hidden="true"
          className="mt-auto pt-4 text-sm font-semibold text-accent-700 group-hover:underline"
        >
          {cta} →
        </span>
      )}
    </div>
  );
}
