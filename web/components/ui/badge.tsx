import type { ReactNode } from "react";

export function Badge({
  children,
  tone = "light",
}: {
  children: ReactNode;
  tone?: "light" | "dark";
}) {
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
