import type { ReactNode } from "react";
import type { Tone } from "#web/components/ui/section.tsx";

export function Badge({ children, tone = "light" }: { children: ReactNode; tone?: Tone }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
        tone === "dark"
          ? "border-white/15 bg-white/5 text-slate-200"
          : "border-accent-100 bg-accent-50 text-accent-800"
      }`}
    >
      {children}
    </span>
  );
}

/** A labelled list of badges, such as a project's disciplines. */
export function BadgeList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
