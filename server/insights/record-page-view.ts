import { createHmac } from "node:crypto";
import { directSource, type PageViewBody } from "#contract/insights.ts";
import { insightEvents } from "#server/db/schema/index.ts";
import { clientKey } from "#server/http/client-network.ts";
import type { WindowCounter } from "#server/security/audit-log.ts";
import type { InsightsContext } from "./attribution.ts";
import { isUncountedPath, normalPath } from "./pages.ts";
import { type VisitClient, visitorHash } from "./visitor.ts";

/** Browsers one address adds as visitors of their own in a day (see countedVisitor). */
export const NEW_VISITORS_PER_ADDRESS = 20;

export type PageViewRules = {
  /** The site's real pages (./pages.ts); null counts any path outside the admin area. */
  sitePaths: ReadonlySet<string> | null;
  /** Page views stored per client (its key: an IPv6 client is its /64) and day; more are dropped. */
  dailyViewsPerClient: number;
  /** Counts where the rate limits count, so every instance shares a client's daily count. */
  count: WindowCounter;
};

/**
 * Where a visit came from: its campaign's utm_source, else the referring site (without "www."),
 * else "direct". A referrer on this site's own host is no source.
 */
export function sourceOf(body: PageViewBody, ownHost: string): string {
  const tagged = body.utm_source?.trim().toLowerCase();
  if (tagged) return tagged;
  const referrer = body.referrer?.toLowerCase().replace(/^www\./, "");
  if (referrer && referrer !== ownHost.replace(/^www\./, "")) return referrer;
  return directSource;
}

/**
 * The visitor a page view counts for, without trusting the User-Agent for uniqueness: an
 * address's first NEW_VISITORS_PER_ADDRESS browsers of the day are visitors of their own (an
 * office or a mobile carrier's shared address), every further one counts as the address's one
 * overflow visitor. A script inventing an agent per request adds at most that many visitors
 * per address and day. Which browser overflowed is remembered in the counters (the address
 * and agent's "over" count runs one ahead of its view count), so its views stay one visitor.
 */
async function countedVisitor(
  ctx: InsightsContext & PageViewRules,
  client: VisitClient,
): Promise<string> {
  const { salt } = await ctx.saltOfToday();
  const address = clientKey(client.ip);
  const agent = createHmac("sha256", ctx.subjectKey).update(client.userAgent).digest("base64url");
  const day = 86_400_000;
  const views = await ctx.count(`visitor-views:${address}:${agent}`, day);
  let over = await ctx.count(`visitor-over:${address}:${agent}`, day);
  if (views === 1 && (await ctx.count(`new-visitors:${address}`, day)) > NEW_VISITORS_PER_ADDRESS)
    over = await ctx.count(`visitor-over:${address}:${agent}`, day);
  const overflowed = over > views;
  return visitorHash(salt, ctx.site, client.ip, overflowed ? "" : client.userAgent);
}

/**
 * Stores a page view; false when it is not counted: opted out, a bot, an admin page, a path that
 * is no page of the site (padding "top pages"), or past the client's daily share (a script
 * inventing a new User-Agent, a new "visitor", for each request).
 */
export async function recordPageView(
  ctx: InsightsContext & PageViewRules,
  client: VisitClient,
  body: PageViewBody,
): Promise<boolean> {
  if (client.optedOut || client.bot || isUncountedPath(body.path)) return false;
  if (ctx.sitePaths && !ctx.sitePaths.has(normalPath(body.path))) return false;
  const viewsToday = await ctx.count(`page-views:${clientKey(client.ip)}`, 86_400_000);
  if (viewsToday > ctx.dailyViewsPerClient) return false;
  const visitor = await countedVisitor(ctx, client);
  const landing = body.landing === true;
  await ctx.db.insert(insightEvents).values({
    kind: "pageview",
    path: body.path,
    visitor,
    landing,
    // Where the visit came from belongs to its first page; later pages came from this site.
    source: landing ? sourceOf(body, ctx.ownHost) : null,
    utmMedium: landing ? (body.utm_medium?.trim() ?? null) : null,
    utmCampaign: landing ? (body.utm_campaign?.trim() ?? null) : null,
    ref: body.ref?.toUpperCase() ?? null,
    viewport: body.viewport,
  });
  return true;
}
