import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { InsightsQuery, InsightsReport } from "#contract/insights.ts";
import { adminRoute, csvRoute } from "#server/http/admin-route-kit.ts";
import { errorResponses } from "#server/http/openapi.ts";
import type { InsightsReportService } from "#server/insights/report.ts";

/** The visit statistics' report (server/insights/report.ts), as JSON and as CSV. */
export function registerInsightsRoutes(api: FastifyInstance, insights: InsightsReportService) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/insights",
    {
      schema: {
        ...adminRoute,
        summary: "Visit statistics: visitors, pages, sources, conversions, the referral funnel",
        description:
          "Whole days in Karachi time (Asia/Karachi) from `from` to `to` (inclusive; default the last 30 days, at most 366). " +
          "Finished days come from the daily roll-ups, today from the raw events.",
        querystring: InsightsQuery,
        response: { 200: InsightsReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => insights.report(request.query),
  );

  csvRoute(
    api,
    "/admin/insights.csv",
    {
      summary: "The same figures as one CSV table, a row per figure and a column per measure",
      query: InsightsQuery,
      file: "insights",
    },
    insights.csv,
  );
}
