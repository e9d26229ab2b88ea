import { z } from "zod";
import { calendarDay } from "./admin.ts";
import { count, counts } from "./common.ts";
import { singleLine } from "./fields.ts";
import { insightsMaxDays, viewportClasses } from "./insights-fields.ts";
import { addDays, siteDay } from "./site-time.ts";

export * from "./insights-fields.ts";

/** Printable text without control characters: campaign tags are shown in the admin area. */
const tag = singleLine(
  z
    .string({ error: "must be text." })
    .trim()
    .min(1, "must not be empty.")
    .max(100, "must be at most 100 characters."),
).optional();

/**
 * One page view, as the beacon (web/lib/beacon.ts) posts it to POST /api/events. Only the page's
 * path is sent (never its query string, which can carry a one-time token), the referring site's
 * host name (never the page it linked from) and a class of window width. The server adds the
 * daily visitor hash; nothing here identifies a person.
 */
export const PageViewBody = z.strictObject({
  /**
   * `location.pathname`: percent-encoded by the browser, so printable ASCII. No query string or
   * fragment: they can carry a one-time token, and are refused rather than stored.
   */
  path: z
    .string({ error: "is required." })
    .max(300, "must be at most 300 characters.")
    .regex(
      /^\/[\x21\x22\x24-\x3e\x40-\x7e]*$/,
      "must be the page's path, starting with / (no query string).",
    ),
  viewport: z.enum(viewportClasses, { error: "must be mobile, tablet or desktop." }),
  /** The first page of the visit (the tab's first page, not reached from this site). */
  landing: z.boolean({ error: "must be true or false." }).optional().default(false),
  /** The referring site's host name (`new URL(document.referrer).hostname`), for a landing. */
  referrer: z
    .string({ error: "must be text." })
    .max(253, "must be at most 253 characters.")
    .regex(/^[A-Za-z0-9.:[\]-]+$/, "must be a host name.")
    .optional(),
  utm_source: tag,
  utm_medium: tag,
  utm_campaign: tag,
  /** The referral code in the address (`/signup?ref=CODE`). */
  ref: z
    .string({ error: "must be text." })
    .regex(/^[A-Za-z0-9]{1,32}$/, "must be a referral code (letters and digits).")
    .optional(),
});
export type PageViewBody = z.input<typeof PageViewBody>;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The report's range, whole days in Karachi time (Asia/Karachi, as every admin screen counts),
 * both ends included. Without `to`, today there; without `from`, 30 days ending on `to`.
 */
export const InsightsQuery = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .transform((query) => {
    const to = query.to ?? siteDay(new Date());
    const from = query.from ?? addDays(to, -29);
    return { from, to };
  })
  .refine((range) => range.from <= range.to, {
    message: "must be on or before the last day.",
    path: ["from"],
  })
  .refine((range) => daysBetween(range.from, range.to) <= insightsMaxDays, {
    message: `must be at most ${insightsMaxDays} days before the last day.`,
    path: ["from"],
  });
export type InsightsQuery = z.input<typeof InsightsQuery>;

/** Conversions / visits, between 0 and 1 (0 without visits). */
const rate = z.number().nonnegative();

/**
 * What each row of the report counts, in the order it shows them. `visitors` are distinct
 * visitors per day, added up over the range (the daily hash cannot link days); `visits` are
 * landings, the first page view of each. `contacts` are the leads (enquiries) received and
 * `bookings` the calls booked among them (every booking is a lead), both counted from the leads.
 */
export const insightsMetricNames = [
  "pageviews",
  "visitors",
  "visits",
  "contacts",
  "bookings",
  "newsletters",
  "signups",
  "verifications",
  "redemptions",
] as const;
export const InsightsMetrics = counts(...insightsMetricNames);
export type InsightsMetrics = z.infer<typeof InsightsMetrics>;

/** Enquiries received in the range, how many of them became clients, and what they won. */
export const RevenueRow = z.object({
  value: z.string(),
  enquiries: count,
  /** Of the enquiries, the calls booked (leads that came from a booking). */
  bookings: count,
  won: count,
  /** The won deals' value in PKR. */
  wonPkr: count,
});
export type RevenueRow = z.infer<typeof RevenueRow>;

export const InsightsReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Days up to this one are read from the daily roll-ups; later ones from the raw events. */
  rolledThrough: z.string().nullable(),
  totals: InsightsMetrics,
  /** Every day of the range, with nothing left out (a day without visits has zeros). */
  daily: z.array(z.object({ day: z.string(), pageviews: count, visitors: count, visits: count })),
  pages: z.array(z.object({ path: z.string(), pageviews: count, visitors: count })),
  /** Where visits came from: the referring site's host, a campaign's utm_source, or "direct". */
  sources: z.array(InsightsMetrics.extend({ source: z.string(), contactRate: rate })),
  campaigns: z.array(InsightsMetrics.extend({ campaign: z.string(), contactRate: rate })),
  /** Contact conversion per landing page: messages from visits that began on the page. */
  landingPages: z.array(InsightsMetrics.extend({ path: z.string(), contactRate: rate })),
  /** The same, the landing pages grouped by the service they present. */
  services: z.array(InsightsMetrics.extend({ service: z.string(), contactRate: rate })),
  viewports: z.array(
    z.object({ viewport: z.enum(viewportClasses), pageviews: count, visitors: count }),
  ),
  /** The referral programme per referrer, each step counted by the day it happened. */
  referrers: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      code: z.string(),
      /** Distinct visitors per day who opened the referrer's link. */
      linkVisitors: count,
      /** Accounts that signed up with the code. */
      signups: count,
      /** Of those, the ones that confirmed their address. */
      verified: count,
      /** Points credited to the referrer for confirmed referrals. */
      creditedPoints: count,
      /** PKR the referrer asked to be paid out. */
      redeemedPkr: count,
    }),
  ),
  /**
   * The pipeline's outcome per attribution of the enquiries received in the range: by the
   * visit's source, campaign, landing page, the service page it came from, and the referrer.
   */
  revenue: z.object({
    sources: z.array(RevenueRow),
    campaigns: z.array(RevenueRow),
    landingPages: z.array(RevenueRow),
    services: z.array(RevenueRow),
    referrers: z.array(RevenueRow),
  }),
});
export type InsightsReport = z.infer<typeof InsightsReport>;
