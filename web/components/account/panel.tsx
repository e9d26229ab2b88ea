import { type ReactNode, useId } from "react";

/** A titled white card holding one task of the account area. */
export function Panel({
  title,
  lead,
  tone = "default",
  children,
}: {
  title: string;
  lead?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-[var(--radius-card)] border bg-white p-5 shadow-[var(--shadow-card)] sm:p-8 ${
        tone === "danger" ? "border-red-200" : "border-slate-200"
      }`}
    >
      <h2
        id={titleId}
        className={`text-xl font-semibold ${tone === "danger" ? "text-danger-700" : ""}`}
      >
        {title}
      </h2>
      {lead && <p className="mt-1 text-[0.9375rem] text-slate-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
