import { and, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type InsightsMetrics,
  type InsightsReport,
  insightsTopRows,
  type ViewportClass,
  viewportClasses,
} from "#contract/insights.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Db } from "#server/db/index.ts";
import { insightRollups, redemptions, referrals, users } from "#server/db/schema/index.ts";
import { type CsvCell, toCsv } from "#server/http/csv.ts";
import { type AggregateRow, aggregateEvents, type Dimension, metricNames } from "./aggregate.ts";
import { revenueBySource } from "./revenue.ts";
import { rolledThrough } from "./rollup.ts";
import { serviceOfPath } from "./services.ts";
import { addDays, dayStart } from "./visitor.ts";

type Totals = Map<string, InsightsMetrics>;

/** The CSV's section name of each revenue table. */
const revenueSections = {
  sources: "revenue_source",
  campaigns: "revenue_campaign",
  landingPages: "revenue_landing_page",
  services: "revenue_service",
  referrers: "revenue_referrer",
} as const;

const zero = (): InsightsMetrics => ({
  pageviews: 0,
  visitors: 0,
  visits: 0,
  contacts: 0,
  newsletters: 0,
  signups: 0,
  verifications: 0,
  redemptions: 0,
});

function add(into: InsightsMetrics, row: InsightsMetrics) {
  for (const name of metricNames) into[name] += row[name];
}

const keyOf = (dimension: Dimension, value: string) => `${dimension}\u0000${value}`;
const valuesOf = (sums: Totals, dimension: Dimension) =>
  [...sums]
    .filter(([key]) => key.startsWith(`${dimension}\u0000`))
    .map(([key, metrics]) => ({ value: key.slice(dimension.length + 1), ...metrics }));

const rate = (metrics: InsightsMetrics) =>
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
 * The administrators' report (GET /api/admin/insights): finished days from the daily roll-ups,
 * the days after the roll-up's watermark (today, normally) from the raw events, added together.
 */
export function createInsightsReport(db: Db) {
  /**
   * The referral ledger's steps in the range, per referrer, each counted by the day it happened:
   * sign-ups with the code, confirmations, points credited, and the PKR of the referrers'
   * redemptions. Independent of the page views, so it runs alongside their aggregation.
   */
  async function ledgerSteps(from: string, to: string) {
    const start = dayStart(from);
    const end = dayStart(addDays(to, 1));
    // Through drizzle's operators, so the instants are sent as the column's type on every driver.
    const within = (column: AnyPgColumn) => and(gte(column, start), lt(column, end))!;
    const [steps, payouts] = await Promise.all([
      db
        .select({
          referrerId: referrals.referrerId,
          signups: sql<number>`count(*) filter (where ${within(referrals.createdAt)})`.mapWith(
            Number,
          ),
          verified: sql<number>`count(*) filter (where ${within(referrals.verifiedAt)})`.mapWith(
            Number,
          ),
          creditedPoints:
            sql<number>`coalesce(sum(${referrals.points}) filter (where ${referrals.status} = 'credited' and ${within(referrals.decidedAt)}), 0)`.mapWith(
              Number,
            ),
        })
        .from(referrals)
        .where(
          or(
            within(referrals.createdAt),
            within(referrals.verifiedAt),
            within(referrals.decidedAt),
          ),
        )
        .groupBy(referrals.referrerId),
      // Payouts of referrers only: accounts that have referred someone, at any time.
      db
        .select({
          userId: redemptions.userId,
          pkr: sql<number>`sum(${redemptions.pkr})`.mapWith(Number),
        })
        .from(redemptions)
        .where(
          and(
            within(redemptions.createdAt),
            sql`exists (select 1 from ${referrals} where ${referrals.referrerId} = ${redemptions.userId})`,
          ),
        )
        .groupBy(redemptions.userId),
    ]);
    return {
      steps: new Map(steps.map((row) => [row.referrerId, row])),
      payouts: new Map(payouts.map((row) => [row.userId, row.pkr])),
    };
  }

  /** The funnel's rows: the ledger's referrers and those whose link was visited, busiest first. */
  async function referrerFunnel(
    ledger: Awaited<ReturnType<typeof ledgerSteps>>,
    linkVisitors: Map<string, number>,
  ): Promise<InsightsReport["referrers"]> {
    const ids = [...new Set([...ledger.steps.keys(), ...ledger.payouts.keys()])];
    const codes = [...linkVisitors.keys()];
    if (ids.length === 0 && codes.length === 0) return [];
    const people = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        code: users.referralCode,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(
        or(
          ids.length > 0 ? inArray(users.id, ids) : undefined,
          codes.length > 0 ? inArray(users.referralCode, codes) : undefined,
        ),
      );
    return people
      .map((person) => {
        const step = ledger.steps.get(person.id);
        return {
          name: person.deletedAt ? deletedAccountName : person.name,
          email: person.deletedAt ? deletedAccountName : person.email,
          code: person.code,
          linkVisitors: linkVisitors.get(person.code) ?? 0,
          signups: step?.signups ?? 0,
          verified: step?.verified ?? 0,
          creditedPoints: step?.creditedPoints ?? 0,
          redeemedPkr: ledger.payouts.get(person.id) ?? 0,
        };
      })
      .filter(
        (row) =>
          row.linkVisitors + row.signups + row.verified + row.creditedPoints + row.redeemedPkr > 0,
      )
      .sort(
        (a, b) =>
          b.signups - a.signups ||
          b.linkVisitors - a.linkVisitors ||
          b.creditedPoints - a.creditedPoints ||
          b.redeemedPkr - a.redeemedPkr ||
          a.email.localeCompare(b.email),
      )
      .slice(0, insightsTopRows);
  }

  async function report(range: { from: string; to: string }): Promise<InsightsReport> {
    const { from, to } = range;
    const watermark = await rolledThrough(db);
    const rolledTo = watermark && watermark < to ? watermark : to;
    const liveFrom = watermark && watermark >= from ? addDays(watermark, 1) : from;
    const [rolled, live, ledger, revenue] = await Promise.all([
      watermark && watermark >= from ? fromRollups(db, from, rolledTo) : null,
      liveFrom <= to
        ? aggregateEvents(db, dayStart(liveFrom), dayStart(addDays(to, 1)))
        : Promise.resolve([] as AggregateRow[]),
      ledgerSteps(from, to),
      revenueBySource(db, dayStart(from), dayStart(addDays(to, 1))),
    ]);

    const sums: Totals = new Map();
    const days = new Map<string, { pageviews: number; visitors: number; visits: number }>();
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
    const withRate = <K extends string>(key: K, rows: Array<InsightsMetrics & { value: string }>) =>
      rows
        .sort(byVisits)
        .slice(0, insightsTopRows)
        .map(
          ({ value, ...metrics }) =>
            ({ [key]: value, ...metrics, contactRate: rate(metrics) }) as InsightsMetrics &
              Record<K, string> & { contactRate: number },
        );

    const linkVisitors = new Map(valuesOf(sums, "ref").map((row) => [row.value, row.visitors]));
    return {
      from,
      to,
      rolledThrough: watermark,
      totals: sums.get(keyOf("total", "")) ?? zero(),
      daily,
      pages: pages
        .filter((row) => row.pageviews > 0)
        .sort(
          (a, b) =>
            b.pageviews - a.pageviews || b.visitors - a.visitors || a.value.localeCompare(b.value),
        )
        .slice(0, insightsTopRows)
        .map((row) => ({ path: row.value, pageviews: row.pageviews, visitors: row.visitors })),
      sources: withRate("source", valuesOf(sums, "source")),
      campaigns: withRate("campaign", valuesOf(sums, "campaign")),
      landingPages: withRate("path", landing),
      services: withRate(
        "service",
        [...services].map(([value, metrics]) => ({ value, ...metrics })),
      ),
      viewports: valuesOf(sums, "viewport")
        .filter((row): row is typeof row & { value: ViewportClass } =>
          (viewportClasses as readonly string[]).includes(row.value),
        )
        .sort((a, b) => viewportClasses.indexOf(a.value) - viewportClasses.indexOf(b.value))
        .map((row) => ({ viewport: row.value, pageviews: row.pageviews, visitors: row.visitors })),
      referrers: await referrerFunnel(ledger, linkVisitors),
      revenue,
    };
  }

  /**
   * The report as one CSV table: a row per figure of every section (daily, page, source, campaign,
   * landing page, service, viewport, referrer), the columns a section has no figure for empty.
   */
  async function csv(range: { from: string; to: string }): Promise<string> {
    const data = await report(range);
    const header = [
      "section",
      "item",
      "visitors",
      "page_views",
      "visits",
      "contact_messages",
      "contact_rate",
      "newsletter_confirmations",
      "sign_ups",
      "confirmed_addresses",
      "redemptions",
      "referral_link_visitors",
      "referral_sign_ups",
      "referrals_confirmed",
      "credited_points",
      "redeemed_pkr",
      "enquiries",
      "won_clients",
      "won_pkr",
    ] as const;
    const blank = (count: number): CsvCell[] => Array<CsvCell>(count).fill(null);
    const metricsRow = (
      section: string,
      item: string,
      row: InsightsMetrics & { contactRate?: number },
    ): CsvCell[] => [
      section,
      item,
      row.visitors,
      row.pageviews,
      row.visits,
      row.contacts,
      row.contactRate ?? rate(row),
      row.newsletters,
      row.signups,
      row.verifications,
      row.redemptions,
      ...blank(8),
    ];
    const viewsRow = (
      section: string,
      item: string,
      row: { visitors: number; pageviews: number },
    ): CsvCell[] => [section, item, row.visitors, row.pageviews, ...blank(15)];
    const rows: CsvCell[][] = [
      metricsRow("total", `${data.from} to ${data.to}`, data.totals),
      ...data.daily.map((day): CsvCell[] => [
        "day",
        day.day,
        day.visitors,
        day.pageviews,
        day.visits,
        ...blank(14),
      ]),
      ...data.pages.map((page) => viewsRow("page", page.path, page)),
      ...data.sources.map((row) => metricsRow("source", row.source, row)),
      ...data.campaigns.map((row) => metricsRow("campaign", row.campaign, row)),
      ...data.landingPages.map((row) => metricsRow("landing_page", row.path, row)),
      ...data.services.map((row) => metricsRow("service", row.service, row)),
      ...data.viewports.map((row) => viewsRow("viewport", row.viewport, row)),
      ...data.referrers.map((row): CsvCell[] => [
        "referrer",
        `${row.name} <${row.email}> ${row.code}`,
        ...blank(9),
        row.linkVisitors,
        row.signups,
        row.verified,
        row.creditedPoints,
        row.redeemedPkr,
        ...blank(3),
      ]),
      ...(["sources", "campaigns", "landingPages", "services", "referrers"] as const).flatMap(
        (group) =>
          data.revenue[group].map((row): CsvCell[] => [
            revenueSections[group],
            row.value,
            ...blank(14),
            row.enquiries,
            row.won,
            row.wonPkr,
          ]),
      ),
    ];
    return toCsv(header, rows);
  }

  return { report, csv };
}

export type InsightsReportService = ReturnType<typeof createInsightsReport>;
