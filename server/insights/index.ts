import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PageViewBody } from "#contract/insights.ts";
import { errorResponses } from "#server/http/openapi.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import type { Insights } from "./service.ts";
import { visitClientOf } from "./visitor.ts";

/** A page view is a few hundred bytes; the longest valid one stays under this. */
export const eventBodyLimit = 2048;

const NoContent = z
  .null()
  .describe("No Content: counted, or not counted (Do-Not-Track, Global Privacy Control, a bot)");

/**
 * POST /api/events, the beacon's endpoint. Registered in a scope of its own: navigator.sendBeacon
 * posts its string as text/plain (a request needing no preflight), so here, and only here,
 * text/plain is read as JSON.
 */
export async function registerEventRoutes(
  api: FastifyInstance,
  deps: { insights: Insights; limiter: RateLimiter },
) {
  await api.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser("error", "error");
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (request, body, done) =>
      parseJson(request, body as string, done),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/events",
      {
        bodyLimit: eventBodyLimit,
        schema: {
          tags: ["insights"],
          summary: "Count a page view (the site's own beacon; no cookie, no stored address)",
          description:
            "JSON, as application/json or text/plain (navigator.sendBeacon). Answers 204 whether " +
            "or not the view is counted: nothing is stored when the request carries DNT: 1 or " +
            "Sec-GPC: 1, comes from a bot, or is for an admin page. The path is stored with a " +
            "visitor hash that changes every day; never the address or the browser.",
          body: PageViewBody,
          response: { 204: NoContent, ...errorResponses(400, 413, 415, 429) },
        },
        preHandler: deps.limiter.guard("eventsPerIp"),
      },
      async (request, reply) => {
        await deps.insights.recordPageView(visitClientOf(request), request.body);
        return reply.code(204).send(null);
      },
    );
  });
}
