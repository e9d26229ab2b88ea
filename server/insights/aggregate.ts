import { and, gte, lt, type SQL, sql } from "drizzle-orm";
import type { InsightsMetrics } from "#contract/insights.ts";
import { siteTimeZone } from "#contract/site-time.ts";
import type { Queryable } from "#server/db/index.ts";
import { insightEvents as e } from "#server/db/schema/index.ts";

/**
 * What the events are added up by. "total": everything; "page": page views by path, and visits
 * and conversions by landing page; "source", "campaign" (utm_campaign), "ref" (referral code in
 * the address) and "viewport" (window width class).
 */
export const dimensions = ["total", "page", "source", "campaign", "ref", "viewport"] as const;
export type Dimension = (typeof dimensions)[number];

export type AggregateRow = InsightsMetrics & { day: string; dimension: Dimension; value: string };

const conversions = (kind: string) =>
  sql<number>`count(*) filter (where ${e.conversion} = ${sql.raw(`'${kind}'`)})`.mapWith(Number);

/** The columns each dimension groups by (every dimension is also split by the site's day). */
const grouped: Record<Exclude<Dimension, "total">, SQL> = {
  page: sql`${e.path}`,
  source: sql`${e.source}`,
  campaign: sql`${e.utmCampaign}`,
  ref: sql`${e.ref}`,
  viewport: sql`${e.viewport}`,
};
const groupedEntries = Object.entries(grouped) as Array<[Exclude<Dimension, "total">, SQL]>;

/** The grouping set a row belongs to, by which column it was grouped on. */
const whichSet = (pick: (dimension: Dimension, column: SQL) => SQL, otherwise: SQL) =>
  sql.join(
    [
      sql`case`,
      ...groupedEntries.map(
        ([dimension, column]) => sql`when grouping(${column}) = 0 then ${pick(dimension, column)}`,
      ),
      sql`else ${otherwise} end`,
    ],
    sql` `,
  );

/**
 * Adds up the raw events of [start, end) by day (Karachi) and every dimension, in one pass over the
 * range (GROUPING SETS). A group whose value is missing (a conversion no visit was found for, a
 * page view without a referral code) is left out of that dimension, never out of the total.
 * Visitors are distinct daily hashes; conversions carry no hash, so they count no visitor.
 */
export async function aggregateEvents(
  db: Queryable,
  start: Date,
  end: Date,
): Promise<AggregateRow[]> {
  const day = sql`(${e.at} at time zone ${sql.raw(`'${siteTimeZone}'`)})::date`;
  const rows = await db
    .select({
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      dimension: whichSet((dimension) => sql.raw(`'${dimension}'`), sql`'total'`).mapWith(String),
      value: whichSet((_dimension, column) => sql`${column}::text`, sql`''`).mapWith(String),
      pageviews: sql<number>`count(*) filter (where ${e.kind} = 'pageview')`.mapWith(Number),
      visitors: sql<number>`count(distinct ${e.visitor})`.mapWith(Number),
      visits: sql<number>`count(*) filter (where ${e.landing})`.mapWith(Number),
      contacts: conversions("contact"),
      // A booked call is counted from its lead, as the enquiries are: no visit event records one.
      bookings: sql<number>`0`.mapWith(Number),
      newsletters: conversions("newsletter"),
      signups: conversions("signup"),
      verifications: conversions("verification"),
      redemptions: conversions("redemption"),
    })
    .from(e)
    .where(and(gte(e.at, start), lt(e.at, end)))
    .groupBy(
      sql`grouping sets ((${day}), ${sql.join(
        groupedEntries.map(([, column]) => sql`(${day}, ${column})`),
        sql`, `,
      )})`,
    )
    .having(
      whichSet(
        (dimension, column) =>
          dimension === "page" ? sql`${column} <> ''` : sql`${column} is not null`,
        sql`true`,
      ),
    );
  return rows as AggregateRow[];
}
