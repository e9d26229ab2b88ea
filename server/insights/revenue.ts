import { and, gte, lt, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { insightsTopRows, type RevenueRow, unattributedLabel } from "#contract/insights.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Queryable } from "#server/db/index.ts";
import { leads, users } from "#server/db/schema/index.ts";
import { serviceOfPath } from "./services.ts";

/** Where the figures of a lead that could not be attributed go. */
export const unattributed = unattributedLabel;

type Grouped = Array<Omit<RevenueRow, "value"> & { value: string | null }>;

/** The enquiries of a range grouped by one attribution, every group (null: not attributed). */
export type LeadGroups = Record<
  "sources" | "campaigns" | "landingPages" | "servicePages" | "referrers",
  Grouped
>;

const byValue = (a: RevenueRow, b: RevenueRow) =>
  b.wonPkr - a.wonPkr ||
  b.won - a.won ||
  b.enquiries - a.enquiries ||
  a.value.localeCompare(b.value);

/**
 * The enquiries received in [start, end), the leads list's rows without Spam, grouped by each
 * lead's own attribution: source, campaign, landing page, service page and referrer, with the
 * calls booked among them (a booking's lead has the enquiry's attribution). One grouped
 * query per dimension, on the leads table (small next to the visit events), so it costs the same
 * whatever the traffic. Every figure of the report that counts enquiries counts these.
 */
export async function leadGroups(db: Queryable, start: Date, end: Date): Promise<LeadGroups> {
  const inRange = and(
    gte(leads.createdAt, start),
    lt(leads.createdAt, end),
    ne(leads.status, "spam"),
  );
  // What every row counts, whatever it is grouped by.
  const figures = {
    enquiries: sql<number>`count(*)`.mapWith(Number),
    bookings: sql<number>`count(*) filter (where ${leads.origin} = 'booking')`.mapWith(Number),
    won: sql<number>`count(*) filter (where ${leads.status} = 'won')`.mapWith(Number),
    wonPkr:
      sql<number>`coalesce(sum(${leads.valuePkr}) filter (where ${leads.status} = 'won'), 0)`.mapWith(
        Number,
      ),
  };
  const grouped = (column: AnyPgColumn) =>
    db
      .select({
        value: sql<string | null>`${column}`,
        ...figures,
      })
      .from(leads)
      .where(inRange)
      .groupBy(column);
  const [sources, campaigns, landingPages, servicePages, referrers] = await Promise.all([
    grouped(leads.source),
    grouped(leads.utmCampaign),
    grouped(leads.landingPath),
    grouped(leads.servicePath),
    db
      .select({
        value: sql<string>`case when ${users.deletedAt} is null then ${users.name} || ' <' || ${users.email} || '>' else ${deletedAccountName} end`,
        ...figures,
      })
      .from(leads)
      .innerJoin(users, sql`${users.id} = ${leads.referrerId}`)
      .where(inRange)
      .groupBy(users.id),
  ]);
  return { sources, campaigns, landingPages, servicePages, referrers };
}

/**
 * Enquiries → won clients → won value, per source, campaign, landing page, service and referrer
 * (leadGroups): each lead counts where its own attribution says, and its value once it is won.
 */
export function revenueBySource(groups: LeadGroups) {
  const { sources, campaigns, landingPages, servicePages, referrers } = groups;
  const named = (rows: Grouped) =>
    rows
      .map((row) => ({ ...row, value: row.value || unattributed }))
      .sort(byValue)
      .slice(0, insightsTopRows);
  // Service pages become services, several pages adding up to one.
  const services = new Map<string, RevenueRow>();
  for (const row of servicePages) {
    const service = (row.value && serviceOfPath(row.value)) || unattributed;
    const into = services.get(service) ?? {
      value: service,
      enquiries: 0,
      bookings: 0,
      won: 0,
      wonPkr: 0,
    };
    into.enquiries += row.enquiries;
    into.bookings += row.bookings;
    into.won += row.won;
    into.wonPkr += row.wonPkr;
    services.set(service, into);
  }
  return {
    sources: named(sources),
    campaigns: named(campaigns),
    landingPages: named(landingPages),
    services: [...services.values()].sort(byValue).slice(0, insightsTopRows),
    referrers: named(referrers),
  };
}
