import { Link, useLocation } from "react-router";
import type { Page } from "#contract/admin.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { formatNumber } from "./format.ts";

/** "Showing 51–100 of 230", for a table's caption. */
export function rangeText(page: Page<unknown>, noun: string): string {
  if (page.total === 0) return `No ${noun}`;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(page.total)} ${noun}`;
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-[0.9375rem] font-semibold text-ink-900 hover:border-accent-600 hover:text-accent-700";

/** Previous and next links that keep the search and filter in the address. */
export function Pagination({ page }: { page: Page<unknown> }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return null;
  const to = (number: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(number));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
      {page.page > 1 ? (
        <Link to={to(page.page - 1)} className={linkClass}>
          <Icon name="arrow-left" aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page.page} of {pages}
      </p>
      {page.page < pages ? (
        <Link to={to(page.page + 1)} className={linkClass}>
          Next
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
