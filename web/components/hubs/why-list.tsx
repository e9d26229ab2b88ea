import { Icon } from "#web/components/ui/icon";
import { reveal } from "#web/lib/effects";

/** A why-list item (SPEC §3): a title and a subtitle. */
export type WhyItem = { title: string; subtitle: string };

/** The reasons to choose the team, as a checked list. */
export function WhyList({
  items,
  tone = "light",
  columns = 1,
}: {
  items: readonly WhyItem[];
  tone?: "light" | "dark";
  columns?: 1 | 2 | 3;
}) {
  const dark = tone === "dark";
  const cols = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" }[columns];
  return (
    <ul className={`grid gap-4 ${cols}`}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={`flex gap-4 rounded-[var(--radius-card)] border p-5 ${
            dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white"
          }`}
          {...reveal({ delay: (index % 3) * 80 })}
        >
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
        </li>
      ))}
    </ul>
  );
}
