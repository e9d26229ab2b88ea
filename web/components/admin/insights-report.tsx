import type { ReactNode } from "react";
import type { InsightsMetrics, InsightsReport } from "#contract/insights.ts";
import { unattributedLabel } from "#contract/insights-fields.ts";
import { DataTable, EmptyRow, td, th } from "./data-table.tsx";
import { formatNumber } from "./format.ts";
import type { InsightsParts } from "./insights-parts.ts";

/**
 * The body of /admin/insights: the figures, the daily chart and the tables, on the admin lists'
 * DataTable. The chart and the words come in `parts`, which the route loads with the figures.
 */

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const number = formatNumber;

/** A table's columns: the first names the row, the others are figures, aligned right. */
type Columns<T> = ReadonlyArray<readonly [label: string, cell: (row: T) => ReactNode]>;

/**
 * A figures table on the admin area's DataTable, which scrolls inside its card on phones; its
 * caption is the table's title, and the note under it says what it counts.
 */
function Figures<T>({
  table,
  columns,
  rows,
  rowKey,
}: {
  table: { caption: string; note?: string; empty?: string };
  columns: Columns<T>;
  rows: readonly T[];
  /** Each row's key, when its first cell is not plain text. */
  rowKey?: (row: T) => string;
}) {
  const [first, ...figures] = columns;
  return (
    <DataTable caption={table.caption} summary={table.note}>
      <thead>
        <tr>
          {columns.map(([label], index) => (
            <th key={label} scope="col" className={index === 0 ? th : `${th} text-right`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && <EmptyRow columns={columns.length}>{table.empty}</EmptyRow>}
        {rows.map((row) => {
          const name = first![1](row);
          return (
            <tr key={rowKey?.(row) ?? String(name)}>
              <th scope="row" className={`${td} font-normal [overflow-wrap:anywhere]`}>
                {name}
              </th>
              {figures.map(([label, cell]) => (
                <td key={label} className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  {cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

type Words = InsightsParts["words"];

/** Visits, leads, the calls booked among them and the lead rate: every conversion table's columns. */
const conversion = <T extends InsightsMetrics & { contactRate: number }>(
  c: Words["columns"],
): Columns<T> => [
  [c.visits, (row) => number(row.visits)],
  [c.contacts, (row) => number(row.contacts)],
  [c.bookings, (row) => number(row.bookings)],
  [c.rate, (row) => percent(row.contactRate)],
];
const signups = <T extends InsightsMetrics>(c: Words["columns"]): Columns<T>[number] => [
  c.signups,
  (row) => number(row.signups),
];
const views = <T extends { pageviews: number; visitors: number }>(
  c: Words["columns"],
): Columns<T> => [
  [c.pageviews, (row) => number(row.pageviews)],
  [c.visitors, (row) => number(row.visitors)],
];

const card =
  "rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5";

export function Report({ data, parts }: { data: InsightsReport; parts: InsightsParts }) {
  const { words: text, DailyChart, formatDay, viewportLabels } = parts;
  const { columns: c, tables } = text;
  const { totals, daily } = data;
  const linked = data.sources
    .filter((row) => row.source !== unattributedLabel)
    .reduce((sum, row) => sum + row.contacts, 0);
  const busiest = daily.reduce<(typeof daily)[number] | null>(
    (best, row) => (row.pageviews > (best?.pageviews ?? 0) ? row : best),
    null,
  );
  const { figures: words, chart } = text;
  const figures: Array<[string, number, string]> = [
    [words.visitors, totals.visitors, words.visitorsNote],
    [words.pageviews, totals.pageviews, words.pageviewsNote],
    [words.visits, totals.visits, words.visitsNote],
    [
      words.contacts,
      totals.contacts,
      words.contactNote(percent(totals.visits > 0 ? totals.contacts / totals.visits : 0), linked),
    ],
    [words.bookings, totals.bookings, words.bookingsNote],
    [words.signups, totals.signups, words.signupsNote],
    [words.verifications, totals.verifications, words.verificationsNote],
    [words.newsletters, totals.newsletters, words.newslettersNote],
    [words.redemptions, totals.redemptions, words.redemptionsNote],
  ];
  return (
    // One column that may shrink below a table's width: wide tables scroll inside their card.
    <div className="grid grid-cols-1 gap-8">
      <p className="text-sm text-slate-600">
        {text.range(
          formatDay(data.from),
          formatDay(data.to),
          data.rolledThrough && formatDay(data.rolledThrough),
        )}
      </p>

      <section aria-labelledby="insights-figures">
        <h2 id="insights-figures" className="sr-only">
          {words.heading}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(([label, value, note]) => (
            <li key={label} className={`min-w-0 ${card}`}>
              <h3 className="text-sm font-semibold text-slate-600">{label}</h3>
              <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums sm:text-3xl">
                {number(value)}
              </p>
              <p className="mt-1 text-sm text-slate-600">{note}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="insights-chart" className="grid grid-cols-1 gap-3">
        <h2 id="insights-chart" className="text-xl font-semibold text-ink-900">
          {chart.title}
        </h2>
        <figure className={card}>
          <DailyChart days={daily} labels={{ pageviews: c.pageviews, visitors: c.visitors }} />
          <figcaption className="mt-3 text-sm text-slate-700">
            {chart.summary(
              { count: totals.visitors, shown: number(totals.visitors) },
              { count: totals.pageviews, shown: number(totals.pageviews) },
              busiest && {
                day: formatDay(busiest.day),
                pageviews: { count: busiest.pageviews, shown: number(busiest.pageviews) },
              },
            )}
          </figcaption>
        </figure>
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-700 hover:underline">
            {chart.table}
          </summary>
          <div className="mt-2">
            <Figures
              table={tables.daily}
              rows={daily}
              rowKey={(row) => row.day}
              columns={[
                [c.day, (row) => <time dateTime={row.day}>{formatDay(row.day)}</time>],
                ...views<(typeof daily)[number]>(c),
                [c.visits, (row) => number(row.visits)],
              ]}
            />
          </div>
        </details>
      </section>

      <Figures
        table={tables.pages}
        rows={data.pages}
        columns={[[c.page, (row) => row.path], ...views<InsightsReport["pages"][number]>(c)]}
      />
      <Figures
        table={tables.sources}
        rows={data.sources}
        columns={[[c.source, (row) => row.source], ...conversion(c), signups(c)]}
      />
      <Figures
        table={tables.landing}
        rows={data.landingPages}
        columns={[[c.landing, (row) => row.path], ...conversion(c), signups(c)]}
      />
      <Figures
        table={tables.services}
        rows={data.services}
        columns={[[c.service, (row) => row.service], ...conversion(c)]}
      />
      <Figures
        table={tables.referrers}
        rows={data.referrers}
        rowKey={(row) => row.code}
        columns={[
          [
            c.referrer,
            (row) => (
              <>
                <span className="block font-semibold text-ink-900">{row.name}</span>
                <span className="block text-sm text-slate-600">{row.email}</span>
                <span className="block font-mono text-sm text-slate-600">{row.code}</span>
              </>
            ),
          ],
          [c.linkVisitors, (row) => number(row.linkVisitors)],
          [c.signups, (row) => number(row.signups)],
          [c.verified, (row) => number(row.verified)],
          [c.credited, (row) => number(row.creditedPoints)],
          [c.redeemed, (row) => `PKR ${number(row.redeemedPkr)}`],
        ]}
      />
      {data.campaigns.length > 0 && (
        <Figures
          table={tables.campaigns}
          rows={data.campaigns}
          columns={[[c.campaign, (row) => row.campaign], ...conversion(c)]}
        />
      )}
      {(["sources", "campaigns", "landingPages", "services", "referrers"] as const).map((group) => (
        <Figures
          key={group}
          table={{
            ...tables.revenue[group],
            note: "Leads received in the range (Spam left out), how many became clients (marked won), and the value won, by each lead’s own attribution.",
            empty: "No leads in this range.",
          }}
          rows={data.revenue[group]}
          columns={[
            [
              tables.revenue[group].caption
                .replace("Clients and revenue by ", "")
                .replace(/^./, (l) => l.toUpperCase()),
              (row) => row.value,
            ],
            [c.contacts, (row) => number(row.enquiries)],
            [c.bookings, (row) => number(row.bookings)],
            ["Won clients", (row) => number(row.won)],
            ["Won value", (row) => `PKR ${number(row.wonPkr)}`],
          ]}
        />
      ))}
      {data.viewports.length > 0 && (
        <Figures
          table={tables.viewports}
          rows={data.viewports}
          columns={[
            [c.viewport, (row) => viewportLabels[row.viewport]],
            ...views<InsightsReport["viewports"][number]>(c),
          ]}
        />
      )}
    </div>
  );
}
