import { Badge } from "#web/components/ui/badge.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import type { Tone } from "#web/components/ui/section.tsx";

/** A row of short credentials, each a badge with a check-shield mark. */
export function BadgeRow({
  badges,
  label,
  tone = "light",
  align = "center",
}: {
  badges: readonly string[];
  /** Names the list for assistive technology, e.g. "How we work". */
  label: string;
  tone?: Tone;
  align?: "center" | "left";
}) {
  return (
    <ul
      aria-label={label}
      className={`flex flex-wrap gap-2.5 ${align === "center" ? "justify-center" : ""}`}
    >
      {badges.map((badge) => (
        <li key={badge}>
          <Badge tone={tone}>
            <Icon
              name="shield-check"
              aria-hidden="true"
              className={`size-4 ${tone === "dark" ? "text-accent-300" : "text-accent-700"}`}
            />
            {badge}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
