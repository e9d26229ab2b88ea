import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#web/components/ui/icon.tsx";

/** A text link that leads on, with an arrow after it: the case study, the whole gallery. */
export function ArrowLink({
  to,
  className,
  children,
}: {
  to: string;
  /** Spacing from what stands before it, such as "mt-6". */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`${className ? `${className} ` : ""}inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline`}
    >
      {children}
      <Icon name="arrow-right" aria-hidden="true" className="size-4" />
    </Link>
  );
}
