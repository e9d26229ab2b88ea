/**
 * The visit statistics' plain values, without zod, for the admin page in the browser. The
 * schemas (the beacon's page view, the report) are in ./insights.ts.
 */
import { choices } from "./choices.ts";

/** What the beacon reports about the window's width: a class, never the exact size. */
export const { values: viewportClasses, labels: viewportLabels } = choices({
  mobile: "Phone (narrower than 640 px)",
  tablet: "Tablet (640 to 1023 px)",
  desktop: "Desktop (1024 px and wider)",
});
export type ViewportClass = (typeof viewportClasses)[number];

/**
 * What a visit can lead to, recorded by the server when it happens (never by the beacon).
 * "subscribe" is the newsletter request: not a figure of its own, it only carries the visit's
 * landing page and source to the confirmation ("newsletter") that follows by e-mail.
 */
export const conversionKinds = [
  "contact",
  "subscribe",
  "newsletter",
  "signup",
  "verification",
  "redemption",
] as const;
export type ConversionKind = (typeof conversionKinds)[number];

/** The conversions the report counts, in funnel order. */
export const { values: countedConversions, labels: conversionLabels } = choices({
  contact: "Contact messages",
  newsletter: "Newsletter confirmations",
  signup: "Sign-ups",
  verification: "Confirmed addresses",
  redemption: "Redemptions",
} satisfies Partial<Record<ConversionKind, string>>);
export type CountedConversion = (typeof countedConversions)[number];

/** The source of a visit that came without a referrer or campaign tag. */
export const directSource = "direct";

/** The longest range the report covers at once (a year and a day: a leap year's whole). */
export const insightsMaxDays = 366;
/** The range the admin page shows when none is chosen: the last 30 days, today included. */
export const insightsDefaultDays = 30;

/** Rows of each ranked table (pages, sources, landing pages, referrers). */
export const insightsTopRows = 25;

/** The row of a table that holds what no tracked visit can be credited with. */
export const unattributedLabel = "No tracked visit";
/** The campaigns table's row for visits and enquiries that came from no campaign. */
export const noCampaignLabel = "No campaign, or no tracked visit";
/** The services table's row for visits that began elsewhere and enquiries from no service page. */
export const noServiceLabel = "Other pages, or no tracked visit";
/** The row that adds up a table's rows beyond its top rows. */
export const otherRowsLabel = (count: number) => `${count} more`;
