import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type InsightsMetrics,
  type InsightsReport,
  insightsMetricNames,
  insightsTopRows,
  noCampaignLabel,
  noServiceLabel,
  otherRowsLabel,
  unattributedLabel,
  type ViewportClass,
  viewportClasses,
} from "#contract/insights.ts";
import type { Db } from "#server/db/index.ts";
import { insightRollups } from "#server/db/schema/index.ts";
import { type AggregateRow, aggregateEvents, type Dimension } from "./aggregate.ts";
import type { recordFigures } from "./record-figures.ts";
import type { LeadGroups } from "./revenue.ts";
import { serviceOfPath } from "./services.ts";
import { addDays, dayStart } from "./visitor.ts";

type Totals = Map<string, InsightsMetrics>;
type DayFigures = { pageviews: number; visitors: number; visits: number };

/** A range's visit figures: summed per dimension and value, and each day's totals. */
export type VisitFigures = { sums: Totals; days: Map<string, DayFigures> };

const zero = (): InsightsMetrics => ({
  pageviews: 0,
  visitors: 0,
  visits: 0,
  contacts: 0,
  bookings: 0,
  newsletters: 0,
  signups: 0,
  verifications: 0,
  redemptions: 0,
});

function add(into: InsightsMetrics, row: InsightsMetrics) {
  for (const name of insightsMetricNames) into[name] += row[name];
}

const keyOf = (dimension: Dimension, value: string) => `${dimension}\u0000${value}`;
const valuesOf = (sums: Totals, dimension: Dimension) =>
  [...sums]
    .filter(([key]) => key.startsWith(`${dimension}\u0000`))
    .map(([key, metrics]) => ({ value: key.slice(dimension.length + 1), ...metrics }));

/** Contact messages per visit, to four decimals. */
export const rate = (metrics: InsightsMetrics) =>
  metrics.visits > 0 ? Math.round((metrics.contacts / metrics.visits) * 10_000) / 10_000 : 0;

const byVisits = (a: InsightsMetrics & { value: string }, b: InsightsMetrics & { value: string }) =>
  b.visits - a.visits || b.contacts - a.contacts || a.value.localeCompare(b.value);

/** The sums of the roll-ups of every rolled day in [from, to], and the days' own totals. */
async function fromRollups(db: Db, from: string, to: string) {
  const inRange = and(gte(insightRollups.day, from), lte(insightRollups.day, to));
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [grouped, daily] = await Promise.all([
    db
      .select({
        dimension: insightRollups.dimension,
        value: insightRollups.value,
        pageviews: sum(insightRollups.pageviews),
        visitors: sum(insightRollups.visitors),
        visits: sum(insightRollups.visits),
        contacts: sum(insightRollups.contacts),
        // Counted from the leads, never rolled up (aggregate.ts).
        bookings: sql<number>`0`.mapWith(Number),
        newsletters: sum(insightRollups.newsletters),
        signups: sum(insightRollups.signups),
        verifications: sum(insightRollups.verifications),
        redemptions: sum(insightRollups.redemptions),
      })
      .from(insightRollups)
      .where(inRange)
      .groupBy(insightRollups.dimension, insightRollups.value),
    db
      .select({
        day: insightRollups.day,
        pageviews: insightRollups.pageviews,
        visitors: insightRollups.visitors,
        visits: insightRollups.visits,
      })
      .from(insightRollups)
      .where(and(eq(insightRollups.dimension, "total"), inRange)),
  ]);
  return { grouped, daily };
}

/**
 * The visit figures of [from, to]: finished days from the daily roll-ups, the days after the
 * roll-up's watermark (today, normally) from the raw events, added together.
 */
export async function visitFigures(
  db: Db,
  range: { from: string; to: string },
  watermark: string | null,
): Promise<VisitFigures> {
  const { from, to } = range;
  const rolledTo = watermark && watermark < to ? watermark : to;
  const liveFrom = watermark && watermark >= from ? addDays(watermark, 1) : from;
  const [rolled, live] = await Promise.all([
    watermark && watermark >= from ? fromRollups(db, from, rolledTo) : null,
    liveFrom <= to
      ? aggregateEvents(db, dayStart(liveFrom), dayStart(addDays(to, 1)))
      : Promise.resolve([] as AggregateRow[]),
  ]);

  const sums: Totals = new Map();
  const days = new Map<string, DayFigures>();
  const collect = (dimension: string, value: string, metrics: InsightsMetrics) => {
    const key = keyOf(dimension as Dimension, value);
    const into = sums.get(key) ?? zero();
    add(into, metrics);
    sums.set(key, into);
  };
  for (const row of rolled?.grouped ?? []) collect(row.dimension, row.value, row);
  for (const row of rolled?.daily ?? []) days.set(row.day, row);
  for (const row of live) {
    collect(row.dimension, row.value, row);
    if (row.dimension === "total") days.set(row.day, row);
  }
  return { sums, days };
}

/** Visitors of each referral code's link, for the referral funnel. */
export const linkVisitorsOf = ({ sums }: VisitFigures) =>
  new Map(valuesOf(sums, "ref").map((row) => [row.value, row.visitors]));

type Row = InsightsMetrics & { value: string };

/** What the record counts make of the events' figures: the enquiries and the other conversions. */
export type RecordCounts = {
  leads: LeadGroups;
  records: Awaited<ReturnType<typeof recordFigures>>;
};

/** The figures each table must add up to, all its rows together. */
const reconciledMetrics = ["visits", "contacts", "bookings", "signups"] as const;

/**
 * A table that adds up to the range's figures: its top rows, then the rest of its rows in one
 * row, then a row (`missing`) for what no row holds: enquiries and sign-ups without a tracked
 * visit, visits outside the table's groups.
 */
function reconciled(rows: Row[], totals: InsightsMetrics, missing: string): Row[] {
  const sorted = rows.sort(byVisits);
  const shown = sorted.slice(0, insightsTopRows);
  const tail = sorted.slice(insightsTopRows);
  if (tail.length > 0) {
    const rest = zero();
    for (const row of tail) add(rest, row);
    shown.push({ value: otherRowsLabel(tail.length), ...rest });
  }
  const held = zero();
  for (const row of rows) add(held, row);
  const left = zero();
  for (const name of reconciledMetrics) left[name] = Math.max(0, totals[name] - held[name]);
  if (reconciledMetrics.some((name) => left[name] > 0)) shown.push({ value: missing, ...left });
  return shown;
}

/** A group's leads: the enquiries, and the calls booked among them. */
type LeadCounts = { contacts: number; bookings: number };

/**
 * Rows whose enquiries and booked calls are the leads' own (each lead where its attribution
 * says), beside the visits and sign-ups the events give the same value: one count of enquiries
 * and of calls in every table.
 */
function withEnquiries(rows: Row[], enquiries: Map<string, LeadCounts>): Row[] {
  const byValue = new Map(rows.map((row) => [row.value, { ...row, contacts: 0, bookings: 0 }]));
  for (const [value, counts] of enquiries) {
    const row = byValue.get(value) ?? { value, ...zero() };
    row.contacts = counts.contacts;
    row.bookings = counts.bookings;
    byValue.set(value, row);
  }
  return [...byValue.values()];
}

/** Enquiries and booked calls per attribution value, the unattributed ones (no value) left out. */
const enquiriesBy = (groups: LeadGroups[keyof LeadGroups], name = (value: string) => value) => {
  const counts = new Map<string, LeadCounts>();
  for (const row of groups) {
    const value = row.value ? name(row.value) : null;
    if (!value) continue;
    const into = counts.get(value) ?? { contacts: 0, bookings: 0 };
    into.contacts += row.enquiries;
    into.bookings += row.bookings;
    counts.set(value, into);
  }
  return counts;
};

/**
 * The report's sections of visit figures: totals, each day, and each table. Visitors, page views
 * and visits come from the events; enquiries from the leads, and sign-ups, confirmations,
 * newsletter confirmations and payouts from their own records (recordFigures), so every figure
 * is the one the admin area's lists show. The tables add up to the totals (`reconciled`).
 */
export function visitSections(
  { sums, days }: VisitFigures,
  range: { from: string; to: string },
  { leads, records }: RecordCounts,
): Pick<
  InsightsReport,
  "totals" | "daily" | "pages" | "sources" | "campaigns" | "landingPages" | "services" | "viewports"
> {
  const { from, to } = range;
  const daily: InsightsReport["daily"] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const figures = days.get(day);
    daily.push({
      day,
      pageviews: figures?.pageviews ?? 0,
      visitors: figures?.visitors ?? 0,
      visits: figures?.visits ?? 0,
    });
  }

  const events = sums.get(keyOf("total", "")) ?? zero();
  const totals: InsightsMetrics = {
    ...events,
    contacts: leads.sources.reduce((sum, row) => sum + row.enquiries, 0),
    bookings: leads.sources.reduce((sum, row) => sum + row.bookings, 0),
    ...records,
  };
  const pages = valuesOf(sums, "page");
  const landing = pages.filter((row) => row.visits > 0);
  const services = new Map<string, InsightsMetrics>();
  for (const row of landing) {
    const service = serviceOfPath(row.value);
    if (!service) continue;
    const into = services.get(service) ?? zero();
    add(into, row);
    services.set(service, into);
  }
  const table = <K extends string>(
    key: K,
    rows: Row[],
    enquiries: Map<string, LeadCounts>,
    missing: string,
  ) =>
    reconciled(withEnquiries(rows, enquiries), totals, missing).map(
      ({ value, ...metrics }) =>
        ({ [key]: value, ...metrics, contactRate: rate(metrics) }) as InsightsMetrics &
          Record<K, string> & { contactRate: number },
    );
  // Sign-ups are credited to sources and landing pages only; elsewhere they are not shown.
  const noSignups = (rows: Row[]) => rows.map((row) => ({ ...row, signups: 0 }));
  const serviceTotals = { ...totals, signups: 0 };

  return {
    totals,
    daily,
    pages: pages
      .filter((row) => row.pageviews > 0)
      .sort(
        (a, b) =>
          b.pageviews - a.pageviews || b.visitors - a.visitors || a.value.localeCompare(b.value),
      )
      .slice(0, insightsTopRows)
      .map((row) => ({ path: row.value, pageviews: row.pageviews, visitors: row.visitors })),
    sources: table(
      "source",
      valuesOf(sums, "source"),
      enquiriesBy(leads.sources),
      unattributedLabel,
    ),
    campaigns: table(
      "campaign",
      valuesOf(sums, "campaign"),
      enquiriesBy(leads.campaigns),
      noCampaignLabel,
    ),
    landingPages: table("path", landing, enquiriesBy(leads.landingPages), unattributedLabel),
    services: reconciled(
      withEnquiries(
        noSignups([...services].map(([value, metrics]) => ({ value, ...metrics }))),
        enquiriesBy(leads.servicePages, (path) => serviceOfPath(path) ?? ""),
      ),
      serviceTotals,
      noServiceLabel,
    ).map(({ value, ...metrics }) => ({ service: value, ...metrics, contactRate: rate(metrics) })),
    viewports: valuesOf(sums, "viewport")
      .filter((row): row is typeof row & { value: ViewportClass } =>
        (viewportClasses as readonly string[]).includes(row.value),
      )
      .sort((a, b) => viewportClasses.indexOf(a.value) - viewportClasses.indexOf(b.value))
      .map((row) => ({ viewport: row.value, pageviews: row.pageviews, visitors: row.visitors })),
  };
}
