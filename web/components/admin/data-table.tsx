import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime, formatNumber } from "./format.ts";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

/**
 * What keeps to the card's visible width (`100cqw` of the scrolling region, a size container) and
 * stays there while the table scrolls: the caption and the empty line. A table is at least 44rem
 * wide, and a phone showed only the start of each of their lines, the rest off to the right.
 */
const inView = "sticky left-0 w-[100cqw]";

/**
 * A table that scrolls sideways inside its card on narrow screens. The scrolling region is
 * focusable and named, so keyboard users can scroll it too.
 */
export function DataTable({
  caption,
  summary,
  children,
}: {
  caption: string;
  /** A short line under the caption, such as "Showing 1–50 of 120". */
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="@container overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-[0.9375rem] [&_th[scope=row]]:min-w-48">
        <caption className="p-0 text-left">
          <div className={`${inView} px-5 pt-5 pb-3`}>
            <span className="block text-lg font-semibold text-ink-900">{caption}</span>
            {summary && <span className="mt-0.5 block text-sm text-slate-600">{summary}</span>}
          </div>
        </caption>
        {children}
      </table>
    </section>
  );
}

export const th =
  "border-y border-slate-200 bg-slate-50 px-5 py-3 text-sm font-semibold whitespace-nowrap text-slate-700";
export const td = "border-b border-slate-100 px-5 py-3.5 align-top text-slate-700";
/** Added to a column of figures, its heading and its cells. */
export const numeric = "text-right tabular-nums";

/** The row shown when nothing matches, its line centred in the card's visible width. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="p-0">
        <p className={`${inView} px-5 py-10 text-center text-slate-600`}>{children}</p>
      </td>
    </tr>
  );
}

// The cells the admin lists share, for the rows of `ListTable`.

/** A figure, right-aligned. */
export function NumberCell({ value }: { value: number }) {
  return <td className={`${td} ${numeric}`}>{formatNumber(value)}</td>;
}

/** When something happened, on one line; a dash while it has not. */
export function TimeCell({
  iso,
  format = formatDateTime,
}: {
  iso: string | null;
  /** Date and time unless told otherwise. */
  format?: (iso: string) => string;
}) {
  return (
    <td className={`${td} whitespace-nowrap`}>
      {iso ? <time dateTime={iso}>{format(iso)}</time> : <span className="text-slate-500">–</span>}
    </td>
  );
}

/** A status pill and, where a rule or an administrator set one, the reason under it. */
export function StatusCell({
  tone,
  label,
  reason,
  className = "",
  reasonClassName = "",
}: {
  tone: BadgeTone;
  label: string;
  reason?: string | null;
  /** Added to the cell's classes, e.g. a minimum width. */
  className?: string;
  /** Added to the reason's classes, e.g. a maximum width. */
  reasonClassName?: string;
}) {
  return (
    <td className={`${td} ${className}`}>
      <StatusBadge tone={tone}>{label}</StatusBadge>
      {reason && (
        <span className={`mt-1 block text-sm text-slate-600 ${reasonClassName}`}>{reason}</span>
      )}
    </td>
  );
}

/** A row's buttons side by side while its state allows them (`active`); a dash otherwise. */
export function ActionsCell({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <td className={td}>
      {active ? (
        <div className="flex flex-wrap gap-2">{children}</div>
      ) : (
        <span className="text-slate-600">–</span>
      )}
    </td>
  );
}

/** A person's name over their e-mail address; the name links to their record where given `to`. */
export function Person({ name, email, to }: { name: string; email: string; to?: string }) {
  return (
    <>
      {to ? (
        <Link
          to={to}
          className="font-semibold text-ink-900 underline-offset-2 hover:text-accent-700 hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="block font-semibold text-ink-900">{name}</span>
      )}
      <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">{email}</span>
    </>
  );
}
