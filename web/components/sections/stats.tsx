import type { Tone } from "#web/components/ui/section.tsx";
import { reveal } from "#web/lib/effects.ts";

export type Stat = { value: string; label: string };

/** A strip of figures. Every figure shown must come from the specification. */
export function Stats({ stats, tone = "light" }: { stats: readonly Stat[]; tone?: Tone }) {
  const dark = tone === "dark";
  // Rows are always full: three figures stand side by side from 640 px and one per row below it
  // (two columns would leave the third alone under a fuller row); four go two by two, then in one row.
  const inThrees = stats.length % 3 === 0;
  const columns = inThrees ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-2 lg:grid-cols-4";
  return (
    <dl
      className={`grid gap-px overflow-hidden rounded-[var(--radius-card)] border ${
        dark ? "border-white/10 bg-white/10" : "border-slate-200 bg-slate-200"
      } ${columns}`}
      {...reveal()}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse justify-end gap-1 p-6 sm:p-8 ${dark ? "bg-ink-900" : "bg-white"} ${
            // One figure per row: the value beside its label, so three rows stay short.
            inThrees ? "max-sm:flex-row-reverse max-sm:items-baseline max-sm:gap-3 max-sm:py-5" : ""
          } ${
            // Any other odd count: the last figure fills the two-column row instead of leaving a gap.
            !inThrees && stats.length % 2 === 1 && index === stats.length - 1
              ? "col-span-2 lg:col-span-1"
              : ""
          }`}
        >
          <dt className={`text-sm sm:text-base ${dark ? "text-slate-300" : "text-slate-600"}`}>
            {stat.label}
          </dt>
          <dd
            className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
