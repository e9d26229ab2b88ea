import type { SocialIcon as SocialIconName } from "#site/facts.ts";
import sprite from "#web/assets/generated/icons.svg?url";

/** A brand mark from the icon sprite (web/components/ui/brand-marks.ts); decorative. */
export function SocialIcon({
  name,
  className = "size-5",
}: {
  name: SocialIconName;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <use href={`${sprite}#brand-${name}`} />
    </svg>
  );
}
