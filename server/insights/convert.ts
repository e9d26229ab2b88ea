import type { BaseLogger } from "pino";
import type { ConversionKind } from "#contract/insights.ts";
import { dbErrorInfo } from "#server/db/errors.ts";
import { insightEvents } from "#server/db/schema/index.ts";
import {
  attributionOf,
  type ConversionLink,
  type InsightsContext,
  subjectOf,
} from "./attribution.ts";

/**
 * Records a conversion after the work it counts has been done, with the landing page and source
 * of its visit when one is found. Never throws: a statistic must not fail a visitor's message,
 * sign-up or payout, so a failure is logged and dropped.
 */
export async function convert(
  ctx: InsightsContext & { log: Pick<BaseLogger, "warn"> },
  kind: ConversionKind,
  link: ConversionLink,
): Promise<void> {
  try {
    const visit = await attributionOf(ctx, link);
    // A newsletter request only exists to carry its visit to the confirmation.
    if (kind === "subscribe" && !visit) return;
    const subjectId = "client" in link ? link.subjectId : undefined;
    await ctx.db.insert(insightEvents).values({
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
          ? subjectOf(ctx, kind, subjectId)
          : null,
    });
  } catch (error) {
    ctx.log.warn(
      { err: dbErrorInfo(error) ?? { type: error instanceof Error ? error.name : "Error" } },
      `could not record a ${kind} conversion`,
    );
  }
}
