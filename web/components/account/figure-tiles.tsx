import type { ComponentProps } from "react";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * Counts as labelled tiles, the number large: a dashboard card's figures, an account's
 * consultancy hours as the admin page shows them. `className` lays the tiles out; `stacked`
 * tiles put the number under its label on every screen, the others do so from `sm` on and are
 * one row on a phone, so that a short list takes less height there.
 */
export function FigureTiles({
  figures,
  stacked = true,
  ...list
}: ComponentProps<"dl"> & {
  figures: readonly { label: string; value: number }[];
  stacked?: boolean;
}) {
  return (
    <dl {...list}>
      {figures.map(({ label, value }) => (
        <div
          key={label}
          className={
            stacked
              ? "rounded-xl bg-slate-50 px-3.5 py-2.5"
              : "flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-2.5 sm:flex-col sm:items-start sm:justify-start sm:gap-0"
          }
        >
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd
            className={`text-lg font-bold text-ink-900 tabular-nums${stacked ? "" : " sm:mt-auto sm:pt-1"}`}
          >
            {numberFormat.format(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
