import { Icon } from "#web/components/ui/icon.tsx";
import { RevealList } from "#web/components/ui/reveal-list.tsx";
import type { Tone } from "#web/components/ui/section.tsx";

/** A why-list item (SPEC §3): a title and a subtitle. */
export type WhyItem = { title: string; subtitle: string };

/**
 * Column spans that leave no row with an empty cell: in two columns an odd last card takes the
 * whole row; in three, a last row of two cards shares it half and half and a lone last card
 * takes all of it (five reasons read 3 + 2, not 3 + 2 and a hole, nor 2 + 2 + 1 with a hole).
 */
function span(columns: 1 | 2 | 3, index: number, count: number): string {
  if (columns === 1) return "";
  const lastOfOdd = count % 2 === 1 && index === count - 1;
  const two = lastOfOdd ? "md:col-span-2" : "";
  if (columns === 2) return two;
  const inLastRow = index >= count - (count % 3 || 3);
  const three =
    !inLastRow || count % 3 === 0
      ? "lg:col-span-2"
      : count % 3 === 2
        ? "lg:col-span-3"
        : "lg:col-span-6";
  return `${two} ${three}`;
}

/** The reasons to choose the team, as a checked list. */
export function WhyList({
  items,
  tone = "light",
  columns = 1,
}: {
  items: readonly WhyItem[];
  tone?: Tone;
  columns?: 1 | 2 | 3;
}) {
  const dark = tone === "dark";
  // Three columns sit on a six-column track, so a short last row can widen its cards to fill it.
  const cols = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-6" }[columns];
  return (
    <RevealList
      items={items}
      keyOf={(item) => item.title}
      className={`grid gap-4 ${cols}`}
      itemClassName={(_, index) =>
        `flex gap-4 rounded-[var(--radius-card)] border p-5 ${
          dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white"
        } ${span(columns, index, items.length)}`
      }
      stagger={{ step: 80, every: 3 }}
    >
      {(item) => (
        <>
          <span
            aria-hidden="true"
            className={`grid size-9 shrink-0 place-items-center rounded-full ${
              dark ? "bg-accent-500/20 text-accent-300" : "bg-accent-50 text-accent-700"
            }`}
          >
            <Icon name="check" className="size-5" strokeWidth={2} />
          </span>
          <div>
            <h3 className={`text-base font-semibold sm:text-lg ${dark ? "text-white" : ""}`}>
              {item.title}
            </h3>
            <p className={`mt-1 text-[0.9375rem] ${dark ? "text-slate-300" : "text-slate-600"}`}>
              {item.subtitle}
            </p>
          </div>
        </>
      )}
    </RevealList>
  );
}
