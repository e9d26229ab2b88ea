import type { ReactNode } from "react";

/** The h1 block at the top of each page inside the account area. */
export function AccountHeading({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <header className="mb-6 sm:mb-8">
      <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 max-w-2xl text-slate-600">{lead}</p>}
    </header>
  );
}
