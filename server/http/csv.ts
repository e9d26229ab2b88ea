/**
 * CSV as RFC 4180 describes it (comma-separated, CRLF line ends, fields with a quote, comma or
 * line break quoted, quotes doubled), with a byte-order mark so spreadsheet apps read UTF-8.
 * A text cell starting with =, +, -, @, a tab or a carriage return is prefixed with a single
 * quote, so a spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */

import { siteDay } from "#contract/site-time.ts";

export type CsvCell = string | number | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A column of an export: its header, and the cell it gives each row. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => CsvCell];

/** The CSV of `rows`, a column each of `columns`: a header's cell is written beside it. */
export function csvOf<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  return toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}

/** "leads-2026-11-23.csv": named by the office's day, as the lists and filters count days. */
export function csvFileName(what: string, now = new Date()): string {
  return `${what}-${siteDay(now)}.csv`;
}
