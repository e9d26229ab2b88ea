import { and, desc, eq, gte } from "drizzle-orm";
import { insightEvents } from "#server/db/schema/index.ts";
import { type Attribution, attributionOf, type InsightsContext, visitorOf } from "./attribution.ts";
import { serviceOfPath } from "./services.ts";
import { dayStart, type VisitClient } from "./visitor.ts";

/**
 * Where a contact message's visit came from, for its lead: the attribution a conversion gets,
 * plus the last service page the visitor viewed today. Only the site's own records are read;
 * nothing the message itself says counts.
 */
export async function visitOf(
  ctx: InsightsContext,
  client: VisitClient,
): Promise<(Attribution & { servicePath: string | null }) | undefined> {
  const visit = await attributionOf(ctx, { client });
  if (!visit) return undefined;
  const { day, visitor } = await visitorOf(ctx, client);
  const recent = await ctx.db
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
