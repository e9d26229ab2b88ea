import { createHmac } from "node:crypto";
import type { BaseLogger } from "pino";
import type { ConversionKind, PageViewBody } from "#contract/insights.ts";
import type { Db } from "#server/db/index.ts";
import type { ConversionLink, InsightsContext } from "./attribution.ts";
import { convert } from "./convert.ts";
import { type PageViewRules, recordPageView } from "./record-page-view.ts";
import { visitOf } from "./visit-of.ts";
import { createDailySalts, type VisitClient } from "./visitor.ts";

export type { ConversionLink, FirstStep } from "./attribution.ts";
export { NEW_VISITORS_PER_ADDRESS, sourceOf } from "./record-page-view.ts";

/**
 * The first-party visit statistics: page views from the beacon (record-page-view.ts),
 * conversions from the routes that make them (convert.ts), a contact message's visit for its
 * lead (visit-of.ts). Nothing is stored for a browser that asked not to be tracked or for a bot;
 * no address, agent or account is ever stored.
 */
export function createInsights(
  deps: PageViewRules & {
    db: Db;
    /** The server's secret: it keys the digests that tie a conversion's two steps together. */
    secret: Uint8Array;
    publicUrl: string;
    log: Pick<BaseLogger, "warn">;
    clock?: () => Date;
  },
) {
  const ctx: InsightsContext & PageViewRules & { log: Pick<BaseLogger, "warn"> } = {
    db: deps.db,
    site: new URL(deps.publicUrl).host,
    ownHost: new URL(deps.publicUrl).hostname,
    saltOfToday: createDailySalts(deps.db, deps.clock ?? (() => new Date())),
    subjectKey: createHmac("sha256", deps.secret).update("insights-subject/v1").digest(),
    sitePaths: deps.sitePaths,
    dailyViewsPerClient: deps.dailyViewsPerClient,
    count: deps.count,
    log: deps.log,
  };
  return {
    recordPageView: (client: VisitClient, body: PageViewBody) => recordPageView(ctx, client, body),
    convert: (kind: ConversionKind, link: ConversionLink) => convert(ctx, kind, link),
    visitOf: (client: VisitClient) => visitOf(ctx, client),
  };
}

export type Insights = ReturnType<typeof createInsights>;
