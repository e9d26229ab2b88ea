import { createReadStream } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DownloadLink,
  DownloadQuery,
  type ResourceFormat,
  ResourceList,
  ResourceParams,
  ResourceSheet,
} from "#contract/resources.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { Refused, type ResourceLibrary } from "./library.ts";

const contentTypes: Record<ResourceFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
  zip: "application/zip",
};

/** The account area's page a refused link lands on in a browser, which says why. */
export const resourcesPage = "/dashboard/resources";

/** The member's library; the caller registers these behind the auth guard. */
export function registerResourceRoutes(
  api: FastifyInstance,
  deps: { library: ResourceLibrary; limiter: RateLimiter },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { library } = deps;
  const common = { tags: ["resources"], security: bearerAuth };

  app.get(
    "/resources",
    {
      schema: {
        ...common,
        summary: "The member library: each resource, and whether this member may have it now",
        response: { 200: ResourceList, ...errorResponses(401) },
      },
    },
    async (request) => library.list(request.userId),
  );

  app.post(
    "/resources/:slug/link",
    {
      schema: {
        ...common,
        summary: "A signed link to the resource's file, for this member, valid for two minutes",
        params: ResourceParams,
        response: { 200: DownloadLink, ...errorResponses(401, 403, 404, 429) },
      },
      preHandler: deps.limiter.guard("resourceLinksPerUser"),
    },
    async (request) => library.link(request.userId, request.params.slug),
  );

  app.get(
    "/resources/:slug/sheet",
    {
      schema: {
        ...common,
        summary: "A cheatsheet's text, for its printable page",
        params: ResourceParams,
        response: { 200: ResourceSheet, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => library.sheet(request.userId, request.params.slug),
  );
}

/**
 * GET /api/resources/:slug/download?token=…: the file itself, outside the account scope, because
 * the browser follows the link as a plain navigation, without the session's bearer header; the
 * signed link stands in for it. Refused in a browser, it lands on the Resources page with the
 * reason; an API client gets the status and message.
 */
export function registerDownloadRoute(
  api: FastifyInstance,
  deps: { library: ResourceLibrary; dir: string; limiter: RateLimiter },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/resources/:slug/download",
    {
      schema: {
        tags: ["resources"],
        summary: "Download a resource's file through a signed link (members-only files need one)",
        params: ResourceParams,
        querystring: DownloadQuery,
        response: errorResponses(401, 403, 404, 410, 429),
      },
      preHandler: deps.limiter.guard("resourceDownloadsPerIp"),
    },
    async (request, reply) => {
      try {
        const entry = await deps.library.download(request.params.slug, request.query.token);
        // The file is no JSON answer of the schema's: sent as it is, as the response's body.
        return (reply as FastifyReply)
          .header("content-type", contentTypes[entry.format])
          .header("content-disposition", `attachment; filename="${entry.file}"`)
          .header("content-length", String(entry.bytes))
          .send(createReadStream(join(deps.dir, entry.file)));
      } catch (error) {
        if (error instanceof Refused && request.headers.accept?.includes("text/html"))
          return reply.redirect(`${resourcesPage}?refused=${error.reason}`, 303);
        throw error;
      }
    },
  );
}
