import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { conversionKinds, viewportClasses } from "#contract/insights-fields.ts";
import { bigSerialId, createdAt, instant, knownValues, nullOrOneOf } from "./columns.ts";

export const insightEventKinds = ["pageview", "conversion"] as const;

/**
 * The visit statistics' raw events: append-only (a trigger refuses updates, and deletes of rows
 * younger than 7 days, so only the retention pruning removes anything). No IP address, no user
 * agent, no account: a page view carries a visitor hash that changes every day, a conversion
 * carries what its visit's landing page view said.
 */
export const insightEvents = pgTable(
  "insight_events",
  {
    id: bigSerialId(),
    at: instant().notNull().defaultNow(),
    kind: text({ enum: insightEventKinds }).notNull(),
    /** A page view's path; a conversion's landing page ("" when no visit could be linked). */
    path: text().notNull(),
    /** SHA-256 of the day's salt, the site, the client's address and agent (page views only). */
    visitor: text(),
    /** The visit's first page view. */
    landing: boolean().notNull().default(false),
    /** Where the visit came from (landing page views and linked conversions). */
    source: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** The referral code in the page's address. */
    ref: text(),
    viewport: text({ enum: viewportClasses }),
    conversion: text({ enum: conversionKinds }),
    /**
     * A keyed digest naming what the first step of a two-step conversion concerned (the account
     * of a sign-up, the address of a newsletter request), so the confirmation that follows by
     * e-mail finds the visit it came from. Compared, never shown.
     */
    subject: text(),
  },
  (table) => [
    ...knownValues(table.kind, table.viewport),
    check(
      "insight_events_conversion_known",
      sql`(${table.kind} = 'conversion') = (${table.conversion} is not null) and (${nullOrOneOf(table.conversion, conversionKinds)})`,
    ),
    index("insight_events_at_idx").on(table.at),
    /** A conversion's visit: the visitor's latest landing today. */
    index("insight_events_landing_idx").on(table.visitor, table.at).where(sql`${table.landing}`),
    index("insight_events_subject_idx")
      .on(table.subject, table.at)
      .where(sql`${table.subject} is not null`),
  ],
);

/**
 * One random salt per day (Karachi) for the visitor hash. The previous days' salts are deleted as soon
 * as a new day's is made, so no one, us included, can recompute an old hash from an address.
 */
export const insightSalts = pgTable("insight_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
  createdAt: createdAt(),
});

/**
 * The raw events of each finished day, added up by the roll-up job: per dimension (total, page,
 * source, campaign, ref, viewport) and value. The report reads these for every day up to
 * `insight_rollup_state.rolled_through`, and the raw events only after it.
 */
export const insightRollups = pgTable(
  "insight_rollups",
  {
    day: date({ mode: "string" }).notNull(),
    dimension: text().notNull(),
    value: text().notNull(),
    pageviews: integer().notNull().default(0),
    visitors: integer().notNull().default(0),
    visits: integer().notNull().default(0),
    contacts: integer().notNull().default(0),
    newsletters: integer().notNull().default(0),
    signups: integer().notNull().default(0),
    verifications: integer().notNull().default(0),
    redemptions: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    index("insight_rollups_dimension_idx").on(table.dimension, table.day),
  ],
);

/** The last day the roll-up job has added up: one row. */
export const insightRollupState = pgTable(
  "insight_rollup_state",
  {
    id: smallint().primaryKey().default(1),
    rolledThrough: date({ mode: "string" }).notNull(),
    rolledAt: instant().notNull().defaultNow(),
  },
  (table) => [check("insight_rollup_state_single", sql`${table.id} = 1`)],
);
