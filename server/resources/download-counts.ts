import { and, count, countDistinct, gte, lt } from "drizzle-orm";
import type { ResourceDownloadCounts } from "#contract/resources.ts";
import type { Db } from "#server/db/index.ts";
import { resourceDownloads } from "#server/db/schema/index.ts";
import { addDays, dayStart } from "#server/insights/visitor.ts";
import type { Catalogue } from "./catalogue.ts";

/**
 * Downloads per resource over a range of days (the insights report's days), for the owner's
 * statistics: every resource in the library, in its order, with those never downloaded at 0.
 */
export async function downloadCounts(
  db: Db,
  catalogue: Catalogue,
  range: { from: string; to: string },
): Promise<ResourceDownloadCounts> {
  const rows = await db
    .select({
      resource: resourceDownloads.resource,
      downloads: count(),
      members: countDistinct(resourceDownloads.userId),
    })
    .from(resourceDownloads)
    .where(
      and(
        gte(resourceDownloads.createdAt, dayStart(range.from)),
        lt(resourceDownloads.createdAt, dayStart(addDays(range.to, 1))),
      ),
    )
    .groupBy(resourceDownloads.resource);
  const bySlug = new Map(rows.map((row) => [row.resource, row]));
  return {
    ...range,
    rows: catalogue.map((entry) => ({
      slug: entry.slug,
      title: entry.title,
      downloads: bySlug.get(entry.slug)?.downloads ?? 0,
      members: bySlug.get(entry.slug)?.members ?? 0,
    })),
  };
}
