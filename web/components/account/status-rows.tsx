import type { ReactNode } from "react";

/**
 * A short list between rules, each row what it is about and, at its end (under it when the line
 * is too narrow), where it stands: a member's calls, their referred friends.
 */
export function StatusRows({
  rows,
}: {
  rows: readonly { key: string | number; what: ReactNode; status: string }[];
}) {
  return (
    <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
      {rows.map((row) => (
        <li
          key={row.key}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 text-sm"
        >
          <span className="min-w-0 break-words text-ink-900">{row.what}</span>
          <span className="text-slate-700">{row.status}</span>
        </li>
      ))}
    </ul>
  );
}
