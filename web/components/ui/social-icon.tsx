import sprite from "#web/assets/generated/icons.svg?url";
import type { SocialIcon as SocialIconName } from "#web/content/site";

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
