import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SearchAnswer, SearchQuery } from "#contract/search.ts";
import { errorResponses } from "#server/http/openapi.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import type { SiteSearch } from "./site-search.ts";

export { loadSiteSearch, type SiteSearch, searchIndexPath } from "./site-search.ts";

/** GET /api/search: what the header's search box and /search ask as the visitor types. */
export function registerSearchRoutes(
  api: FastifyInstance,
  deps: { search: SiteSearch; limiter: RateLimiter },
) {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary: "Search the site's public pages",
        description:
          "The pages whose text matches `q`, best first, each with its title, the heading and " +
          "passage that matched best (the matched words' character ranges in `marks`) and the " +
          "address of that passage. An empty query finds nothing.",
        querystring: SearchQuery,
        response: { 200: SearchAnswer, ...errorResponses(400, 429) },
      },
      preHandler: deps.limiter.guard("searchPerIp"),
    },
    async (request) => {
      const { q } = request.query;
      return { query: q, results: deps.search.pages(q) };
    },
  );
}
