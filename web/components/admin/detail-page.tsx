import type { ReactNode } from "react";
import { BackLink as ArrowBackLink } from "#web/components/ui/back-link.tsx";

/** A card of an admin detail page (a lead, an account), named by its heading. */
export function DetailPanel({
  id,
  title,
  tone = "plain",
  wide = false,
  children,
}: {
  id: string;
  title: string;
  /** "warning" for what asks for a decision. */
  tone?: "plain" | "warning";
  /** Across both columns, above the others. */
  wide?: boolean;
  children: ReactNode;
}) {
  const colours = tone === "warning" ? "border-amber-200 bg-amber-50" : "border-slate-200 bg-white";
  return (
    <section
      aria-labelledby={id}
      className={`rounded-[var(--radius-card)] border p-5 shadow-[var(--shadow-card)] sm:p-6 ${colours} ${wide ? "xl:col-span-2" : ""}`}
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Above a detail page: the way back to the list it was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <ArrowBackLink to={to} className="mb-4 text-accent-700 hover:underline">
      {label}
    </ArrowBackLink>
  );
}
