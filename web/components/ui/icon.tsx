import type { SVGProps } from "react";
import sprite from "#web/assets/generated/icons.svg?url";
import type { IconName } from "./icon-names.ts";
import type { Tone } from "./section.tsx";

export type { IconName };

/**
 * An icon from the site's sprite. Decorative unless given a `label`. The stroke attributes set
 * here flow into the sprite's symbol, so every icon shares one weight.
 */
export function Icon({
  name,
  className = "size-6",
  strokeWidth = 1.75,
  label,
  ...rest
}: { name: IconName; className?: string; strokeWidth?: number; label?: string } & Omit<
  SVGProps<SVGSVGElement>,
  "name" | "strokeWidth"
>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) or named by aria-label
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** A tinted square that holds a card's icon. */
export function IconTile({ name, tone = "light" }: { name: IconName; tone?: Tone }) {
  return (
    <span
      className={`mb-5 inline-grid size-12 place-items-center rounded-xl ${
        tone === "dark" ? "bg-white/10 text-accent-300" : "bg-accent-50 text-accent-700"
      }`}
    >
      <Icon name={name} />
    </span>
  );
}
