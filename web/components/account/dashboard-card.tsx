import { type ReactNode, useId } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import type { IconName } from "#web/components/ui/icon-names.ts";

/** A white card of the dashboard, named by its heading with an icon. */
export function DashboardCard({
  icon,
  title,
  className = "",
  children,
}: {
  icon: IconName;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Icon name={icon} aria-hidden="true" className="size-5 text-accent-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}
