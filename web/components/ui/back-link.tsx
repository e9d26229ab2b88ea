import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./icon.tsx";

/**
 * The way back to where a page was opened from, behind a left arrow. The page gives its colours
 * and spacing (`className`), which differ between the site, the account and the admin area.
 */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`inline-flex min-h-11 items-center gap-2 font-semibold ${className}`}>
      <Icon name="arrow-left" aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
