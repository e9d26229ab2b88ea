import { Icon } from "#web/components/ui/icon.tsx";
import { keepRangesTogether } from "#web/components/ui/keep-together.tsx";
import { type LinkedLine, LinkedText, lineText } from "#web/components/ui/linked-text.tsx";
import type { Tone } from "#web/components/ui/section.tsx";

/**
 * Points ticked off one under another: the site's one ticked list (hero summaries, the sign-up
 * perks, detail pages, a portfolio card, the home page's boxed points). A range such as
 * "2–4 weeks" never breaks across lines. Each item is one flex child, so a kept-together range
 * inside it does not open a gap.
 */
export function CheckList({
  items,
  className,
  tone = "light",
  size = "md",
  boxed = false,
  labelledBy,
}: {
  /** A line may link a part of itself to the page that gives what it names (the sign-up perks). */
  items: readonly LinkedLine[];
  /** The list's spacing and type, such as "mt-6 space-y-3". */
  className: string;
  /** "dark" on a navy background. */
  tone?: Tone;
  /** "sm" beside smaller text: a smaller tick, closer to its words. */
  size?: "sm" | "md";
  /** Each point on a tile of its own. */
  boxed?: boolean;
  labelledBy?: string;
}) {
  const tick = tone === "dark" ? "text-accent-300" : "text-accent-700";
  const gap = size === "sm" ? "gap-2.5" : "gap-3";
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {items.map((item) => (
        <li
          key={lineText(item)}
          className={
            boxed
              ? `flex ${gap} rounded-xl border border-slate-200 bg-slate-50 p-4 font-medium text-ink-900`
              : `flex items-start ${gap}`
          }
        >
          <Icon
            name="check"
            aria-hidden="true"
            className={`mt-1 shrink-0 ${size === "sm" ? "size-4" : "size-5"} ${tick}`}
          />
          <span>
            <LinkedText line={item} words={keepRangesTogether} />
          </span>
        </li>
      ))}
    </ul>
  );
}
