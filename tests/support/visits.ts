import type { insightEvents } from "#server/db/schema/index.ts";

/**
 * Helpers of the visit statistics' tests. The test client's own agent ("lightMyRequest") is a bot
 * to isbot, whose page views are not counted: requests that should count send a real browser's.
 */
export const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Row = typeof insightEvents.$inferInsert;

/** Raw events as the beacon and the conversions write them, at a chosen time. */
export const pageviewAt = (
  at: Date,
  path: string,
  visitor: string,
  extra: Partial<Row> = {},
): Row => ({ at, kind: "pageview", path, visitor, viewport: "desktop", ...extra });

export const landingAt = (
  at: Date,
  path: string,
  visitor: string,
  source: string,
  extra: Partial<Row> = {},
): Row => pageviewAt(at, path, visitor, { landing: true, source, ...extra });

export const conversionAt = (
  at: Date,
  kind: NonNullable<Row["conversion"]>,
  path: string,
  source: string | null,
): Row => ({ at, kind: "conversion", conversion: kind, path, source });
