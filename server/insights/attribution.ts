import { createHmac } from "node:crypto";
import { and, desc, eq, gte, ne } from "drizzle-orm";
import type { ConversionKind } from "#contract/insights.ts";
import type { Db } from "#server/db/index.ts";
import { insightEvents } from "#server/db/schema/index.ts";
import { dayStart, type VisitClient, visitorHash } from "./visitor.ts";

/** What a conversion takes over from the visit it belongs to. */
export type Attribution = {
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

/** What the statistics' use cases share: the database, the day's salt and the digests' key. */
export type InsightsContext = {
  db: Db;
  /** The site's host (with its port), part of every visitor hash. */
  site: string;
  /** The site's host name: a referrer on it is no source. */
  ownHost: string;
  saltOfToday: () => Promise<{ day: string; salt: string }>;
  /** Keys the digests that tie a conversion's two steps together. */
  subjectKey: Buffer;
};

/** The digest that lets a confirmation find its first step's visit, and nothing else. */
export const subjectOf = (ctx: InsightsContext, kind: FirstStep, id: string) =>
  createHmac("sha256", ctx.subjectKey).update(`${kind}\n${id}`).digest("base64url").slice(0, 32);

/** Today's day and the client's visitor hash for it. */
export async function visitorOf(ctx: InsightsContext, client: VisitClient) {
  const { day, salt } = await ctx.saltOfToday();
  return { day, visitor: visitorHash(salt, ctx.site, client.ip, client.userAgent) };
}

const attributionColumns = {
  path: insightEvents.path,
  source: insightEvents.source,
  utmMedium: insightEvents.utmMedium,
  utmCampaign: insightEvents.utmCampaign,
  ref: insightEvents.ref,
};

/** The visit a conversion belongs to, if one can be found. */
export async function attributionOf(
  ctx: InsightsContext,
  link: ConversionLink,
): Promise<Attribution | undefined> {
  const { db } = ctx;
  if ("follows" in link) {
    const [first] = await db
      .select(attributionColumns)
      .from(insightEvents)
      .where(
        and(
          eq(insightEvents.subject, subjectOf(ctx, link.follows, link.subjectId)),
          ne(insightEvents.path, ""),
        ),
      )
      .orderBy(desc(insightEvents.at))
      .limit(1);
    return first;
  }
  if (link.client.optedOut || link.client.bot) return undefined;
  // The hash is the day's: only today's landings can be this visitor's.
  const { day, visitor } = await visitorOf(ctx, link.client);
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
