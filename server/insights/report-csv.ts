import type { InsightsMetrics, InsightsReport } from "#contract/insights.ts";
import { type CsvCell, toCsv } from "#server/http/csv.ts";
import { rate } from "./visit-figures.ts";

/** The CSV's section name of each revenue table. */
const revenueSections = {
  sources: "revenue_source",
  campaigns: "revenue_campaign",
  landingPages: "revenue_landing_page",
  services: "revenue_service",
  referrers: "revenue_referrer",
} as const;

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
  // Last, so the columns before it keep their places: the calls booked among the enquiries.
  "calls_booked",
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
  row.bookings,
];

const viewsRow = (
  section: string,
  item: string,
  row: { visitors: number; pageviews: number },
): CsvCell[] => [section, item, row.visitors, row.pageviews, ...blank(16)];

/**
 * The report as one CSV table: a row per figure of every section (daily, page, source, campaign,
 * landing page, service, viewport, referrer), the columns a section has no figure for empty.
 */
export function reportCsv(data: InsightsReport): string {
  const rows: CsvCell[][] = [
    metricsRow("total", `${data.from} to ${data.to}`, data.totals),
    ...data.daily.map((day): CsvCell[] => [
      "day",
      day.day,
      day.visitors,
      day.pageviews,
      day.visits,
      ...blank(15),
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
      ...blank(4),
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
          row.bookings,
        ]),
    ),
  ];
  return toCsv(header, rows);
}
