import { reveal } from "#web/lib/effects";

export type Stat = { value: string; label: string };

/** A strip of figures. Every figure shown must come from the specification. */
export function Stats({
  stats,
  tone = "light",
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <dl
      className={`grid grid-cols-2 gap-px overflow-hidden rounded-[var(--radius-card)] border ${
        dark ? "border-white/10 bg-white/10" : "border-slate-200 bg-slate-200"
      } ${stats.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}
      {...reveal()}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          // An odd last figure fills the two-column row on small screens instead of leaving a gap.
          className={`flex flex-col-reverse justify-end gap-1 p-6 sm:p-8 ${dark ? "bg-ink-900" : "bg-white"} ${
            stats.length % 2 === 1 && index === stats.length - 1 ? "col-span-2 lg:col-span-1" : ""
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
