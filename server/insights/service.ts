import { createHmac } from "node:crypto";
import { and, desc, eq, gte, ne } from "drizzle-orm";
import type { BaseLogger } from "pino";
import { type ConversionKind, directSource, type PageViewBody } from "#contract/insights.ts";
import { dbErrorInfo } from "#server/db/errors.ts";
import type { Db } from "#server/db/index.ts";
import { insightEvents } from "#server/db/schema/index.ts";
import { clientKey } from "#server/http/client-network.ts";
import type { WindowCounter } from "#server/security/audit-log.ts";
import { isUncountedPath, normalPath } from "./pages.ts";
import { serviceOfPath } from "./services.ts";
import { createDailySalts, dayStart, type VisitClient, visitorHash } from "./visitor.ts";

/** What a conversion takes over from the visit it belongs to. */
type Attribution = {
  path: string;
  source: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  ref: string | null;
};

/** The two-step conversions: the second step finds the first's visit through a digest. */
export type FirstStep = Extract<ConversionKind, "signup" | "subscribe">;

/**
 * How a conversion finds its visit: through the request that made it (the same visitor's latest
 * landing today), or, for a confirmation opened from an e-mail, through its first step.
 */
export type ConversionLink =
  | { client: VisitClient; subjectId?: string }
  | { follows: FirstStep; subjectId: string };

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
 * The first-party visit statistics: page views from the beacon, conversions from the routes that
 * make them. Nothing is stored for a browser that asked not to be tracked or for a bot; no
 * address, agent or account is ever stored.
 */
/** Browsers one address adds as visitors of their own in a UTC day (see countedVisitor). */
export const NEW_VISITORS_PER_ADDRESS = 20;

export function createInsights(deps: {
  db: Db;
  /** The server's secret: it keys the digests that tie a conversion's two steps together. */
  secret: Uint8Array;
  publicUrl: string;
  log: Pick<BaseLogger, "warn">;
  /** The site's real pages (./pages.ts); null counts any path outside the admin area. */
  sitePaths: ReadonlySet<string> | null;
  /** Page views stored per client (its key: an IPv6 client is its /64) and day; more are dropped. */
  dailyViewsPerClient: number;
  /** Counts where the rate limits count, so every instance shares a client's daily count. */
  count: WindowCounter;
  clock?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const site = new URL(deps.publicUrl).host;
  const ownHost = new URL(deps.publicUrl).hostname;
  const saltOfToday = createDailySalts(db, clock);
  const subjectKey = createHmac("sha256", deps.secret).update("insights-subject/v1").digest();

  const subjectOf = (kind: FirstStep, id: string) =>
    createHmac("sha256", subjectKey).update(`${kind}\n${id}`).digest("base64url").slice(0, 32);

  async function visitorOf(client: VisitClient) {
    const { day, salt } = await saltOfToday();
    return { day, visitor: visitorHash(salt, site, client.ip, client.userAgent) };
  }

  /**
   * The visitor a page view counts for, without trusting the User-Agent for uniqueness: an
   * address's first NEW_VISITORS_PER_ADDRESS browsers of the day are visitors of their own (an
   * office or a mobile carrier's shared address), every further one counts as the address's one
   * overflow visitor. A script inventing an agent per request adds at most that many visitors
   * per address and day. Which browser overflowed is remembered in the counters (the address
   * and agent's "over" count runs one ahead of its view count), so its views stay one visitor.
   */
  async function countedVisitor(client: VisitClient): Promise<string> {
    const { salt } = await saltOfToday();
    const address = clientKey(client.ip);
    const agent = createHmac("sha256", subjectKey).update(client.userAgent).digest("base64url");
    const day = 86_400_000;
    const views = await deps.count(`visitor-views:${address}:${agent}`, day);
    let over = await deps.count(`visitor-over:${address}:${agent}`, day);
    if (
      views === 1 &&
      (await deps.count(`new-visitors:${address}`, day)) > NEW_VISITORS_PER_ADDRESS
    )
      over = await deps.count(`visitor-over:${address}:${agent}`, day);
    const overflowed = over > views;
    return visitorHash(salt, site, client.ip, overflowed ? "" : client.userAgent);
  }

  /**
   * Stores a page view; false when it is not counted: opted out, a bot, an admin page, a path that
   * is no page of the site (padding "top pages"), or past the client's daily share (a script
   * inventing a new User-Agent, a new "visitor", for each request).
   */
  async function recordPageView(client: VisitClient, body: PageViewBody): Promise<boolean> {
    if (client.optedOut || client.bot || isUncountedPath(body.path)) return false;
    if (deps.sitePaths && !deps.sitePaths.has(normalPath(body.path))) return false;
    const viewsToday = await deps.count(`page-views:${clientKey(client.ip)}`, 86_400_000);
    if (viewsToday > deps.dailyViewsPerClient) return false;
    const visitor = await countedVisitor(client);
    const landing = body.landing === true;
    await db.insert(insightEvents).values({
      kind: "pageview",
      path: body.path,
      visitor,
      landing,
      // Where the visit came from belongs to its first page; later pages came from this site.
      source: landing ? sourceOf(body, ownHost) : null,
      utmMedium: landing ? (body.utm_medium?.trim() ?? null) : null,
      utmCampaign: landing ? (body.utm_campaign?.trim() ?? null) : null,
      ref: body.ref?.toUpperCase() ?? null,
      viewport: body.viewport,
    });
    return true;
  }

  const attributionColumns = {
    path: insightEvents.path,
    source: insightEvents.source,
    utmMedium: insightEvents.utmMedium,
    utmCampaign: insightEvents.utmCampaign,
    ref: insightEvents.ref,
  };

  /** The visit a conversion belongs to, if one can be found. */
  async function attributionOf(link: ConversionLink): Promise<Attribution | undefined> {
    if ("follows" in link) {
      const [first] = await db
        .select(attributionColumns)
        .from(insightEvents)
        .where(
          and(
            eq(insightEvents.subject, subjectOf(link.follows, link.subjectId)),
            ne(insightEvents.path, ""),
          ),
        )
        .orderBy(desc(insightEvents.at))
        .limit(1);
      return first;
    }
    if (link.client.optedOut || link.client.bot) return undefined;
    // The hash is the day's: only today's landings can be this visitor's.
    const { day, visitor } = await visitorOf(link.client);
    const [landing] = await db
      .select(attributionColumns)
      .from(insightEvents)
      .where(
        and(
          eq(insightEvents.visitor, visitor),
          eq(insightEvents.landing, true),
          gte(insightEvents.at, dayStart(day)),
        ),
      )
      .orderBy(desc(insightEvents.at))
      .limit(1);
    return landing;
  }

  /**
   * Where a contact message's visit came from, for its lead: the attribution a conversion gets,
   * plus the last service page the visitor viewed today. Only the site's own records are read;
   * nothing the message itself says counts.
   */
  async function visitOf(
    client: VisitClient,
  ): Promise<(Attribution & { servicePath: string | null }) | undefined> {
    const visit = await attributionOf({ client });
    if (!visit) return undefined;
    const { day, visitor } = await visitorOf(client);
    const recent = await db
      .select({ path: insightEvents.path })
      .from(insightEvents)
      .where(
        and(
          eq(insightEvents.visitor, visitor),
          eq(insightEvents.kind, "pageview"),
          gte(insightEvents.at, dayStart(day)),
        ),
      )
      .orderBy(desc(insightEvents.at))
      .limit(100);
    const servicePage = recent.find((view) => serviceOfPath(view.path) !== null);
    return { ...visit, servicePath: servicePage?.path ?? null };
  }

  /**
   * Records a conversion after the work it counts has been done, with the landing page and source
   * of its visit when one is found. Never throws: a statistic must not fail a visitor's message,
   * sign-up or payout, so a failure is logged and dropped.
   */
  async function convert(kind: ConversionKind, link: ConversionLink): Promise<void> {
    try {
      const visit = await attributionOf(link);
      // A newsletter request only exists to carry its visit to the confirmation.
      if (kind === "subscribe" && !visit) return;
      const subjectId = "client" in link ? link.subjectId : undefined;
      await db.insert(insightEvents).values({
        kind: "conversion",
        conversion: kind,
        path: visit?.path ?? "",
        source: visit?.source ?? null,
        utmMedium: visit?.utmMedium ?? null,
        utmCampaign: visit?.utmCampaign ?? null,
        ref: visit?.ref ?? null,
        // Only a linked first step is worth finding again.
        subject:
          visit && subjectId && (kind === "signup" || kind === "subscribe")
            ? subjectOf(kind, subjectId)
            : null,
      });
    } catch (error) {
      deps.log.warn(
        { err: dbErrorInfo(error) ?? { type: error instanceof Error ? error.name : "Error" } },
        `could not record a ${kind} conversion`,
      );
    }
  }

  return { recordPageView, convert, visitOf };
}

export type Insights = ReturnType<typeof createInsights>;
