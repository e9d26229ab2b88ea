import type { Tone } from "#web/components/ui/section.tsx";
import { reveal } from "#web/lib/effects.ts";

export type Stat = { value: string; label: string };

/** A strip of figures. Every figure shown must come from the specification. */
export function Stats({ stats, tone = "light" }: { stats: readonly Stat[]; tone?: Tone }) {
  const dark = tone === "dark";
  // Laid out by the width the strip is given, not the window's (a container query): beside the
  // home page's about text it has a column, not the page. Rows are always full: three figures
  // stand side by side from a 32 rem strip and one per row below it (two columns would leave the
  // third alone under a fuller row); four go two by two, then in one row from 48 rem.
  const inThrees = stats.length % 3 === 0;
  const columns = inThrees ? "grid-cols-1 @lg:grid-cols-3" : "grid-cols-2 @3xl:grid-cols-4";
  return (
    <div className="@container">
      <dl
        className={`grid gap-px overflow-hidden rounded-[var(--radius-card)] border ${
          dark ? "border-white/10 bg-white/10" : "border-slate-200 bg-slate-200"
        } ${columns}`}
        {...reveal()}
      >
        {stats.map((stat, index) => (
          <div
            key={stat.label}
            className={`flex min-w-0 flex-col-reverse justify-end gap-1 p-4 @xs:p-5 @3xl:p-8 ${dark ? "bg-ink-900" : "bg-white"} ${
              // One figure per row: the value beside its label, so three rows stay short.
              inThrees
                ? "@max-lg:flex-row-reverse @max-lg:items-baseline @max-lg:gap-3 @max-lg:py-5"
                : ""
            } ${
              // Any other odd count: the last figure fills the two-column row instead of leaving a gap.
              !inThrees && stats.length % 2 === 1 && index === stats.length - 1
                ? "col-span-2 @3xl:col-span-1"
                : ""
            }`}
          >
            <dt className={`text-sm @lg:text-base ${dark ? "text-slate-300" : "text-slate-600"}`}>
              {stat.label}
            </dt>
            <dd
              className={`text-2xl font-bold tracking-tight whitespace-nowrap @xs:text-3xl @3xl:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
