import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { InsightsQuery } from "#contract/insights.ts";
import { ResourceDownloadCounts } from "#contract/resources.ts";
import type { Db } from "#server/db/index.ts";
import { filtered } from "#server/http/admin-route-kit.ts";
import type { Catalogue } from "#server/resources/catalogue.ts";
import { downloadCounts } from "#server/resources/download-counts.ts";

/** Downloads per member resource, beside the visit statistics on /admin/insights. */
export function registerResourceDownloadRoutes(
  api: FastifyInstance,
  deps: { db: Db; catalogue: Catalogue },
) {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/admin/resource-downloads",
      filtered(
        "Downloads per member resource over a range of days (the insights report's)",
        InsightsQuery,
        ResourceDownloadCounts,
      ),
      async (request) => downloadCounts(deps.db, deps.catalogue, request.query),
    );
}
