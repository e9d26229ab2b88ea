import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "#contract/admin.ts";
import { csvFileName } from "#server/http/csv.ts";
import { bearerAuth, errorResponses, type ZodScope } from "#server/http/openapi.ts";

/** What every admin route's schema starts with: its OpenAPI tag and the bearer session. */
export const adminRoute = { tags: ["admin"], security: bearerAuth };

/** The answers of the admin guard, which every admin route can give. */
export const denied = errorResponses(401, 403);

export const CsvFile = z.string().describe("text/csv; charset=utf-8, UTF-8 with a byte-order mark");

export function sendCsv(reply: FastifyReply, what: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csvFileName(what)}"`)
    .send(csv);
}

/** A GET with its filters in the query string, answering `ok`: a page of a list, or a CSV file. */
export const filtered = <Query extends z.ZodType, Ok extends z.ZodType>(
  summary: string,
  querystring: Query,
  ok: Ok,
) => ({
  schema: {
    ...adminRoute,
    summary,
    querystring,
    response: { 200: ok, ...errorResponses(400, 401, 403) },
  },
});

/**
 * The schema of a route on one item of a list (`/:id`): its summary, the item's answer `ok`, and
 * the errors it can give beyond a bad request, the guard's and a missing item's.
 */
export const onItem = <Ok extends z.ZodType, const More extends number = never>(
  summary: string,
  ok: Ok,
  ...more: More[]
) => ({
  ...adminRoute,
  summary,
  params: IdParams,
  response: {
    200: ok,
    ...errorResponses<400 | 401 | 403 | 404 | More>(400, 401, 403, 404, ...more),
  },
});

/** The query of an export that takes no filters. */
const noFilters = z.object({});

type CsvExport<Query extends z.ZodType> = {
  summary: string;
  /** The export's filters; none by default. */
  query?: Query;
  /** The file's name before its date; by default the list's (the path's last part). */
  file?: string;
};

/**
 * GET `path`: a CSV file of what `csv` writes for the filters in the query string, named by
 * `file` and the day (server/http/csv.ts).
 */
export function csvRoute<Query extends z.ZodType>(
  api: FastifyInstance,
  path: string,
  spec: CsvExport<Query> & { file: string },
  csv: (query: z.output<Query>) => Promise<string>,
) {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(path, filtered(spec.summary, spec.query ?? noFilters, CsvFile), async (request, reply) =>
      sendCsv(reply, spec.file, await csv(request.query as z.output<Query>)),
    );
}

type ListSpec<Query extends z.ZodType, Page extends z.ZodType> = {
  path: `/admin/${string}`;
  summary: string;
  query: Query;
  page: Page;
};

type ListOf<Query extends z.ZodType, Page extends z.ZodType> = {
  list: (query: z.output<Query>) => Promise<z.input<Page>>;
};

type ExportOf<Query extends z.ZodType> = { csv: (query: z.output<Query>) => Promise<string> };

/**
 * The routes every admin list has, registered by one function the module exports: GET `path`
 * answers a page of the list, filtered by the query string; with `csv`, GET `path`.csv answers
 * the list's CSV export, which the service's `csv` writes. The function returns the scope, typed
 * by the zod schemas, for the module's other routes.
 */
export function listRoutes<Query extends z.ZodType, Page extends z.ZodType>(
  spec: ListSpec<Query, Page>,
): (api: FastifyInstance, service: ListOf<Query, Page>) => ZodScope;
export function listRoutes<
  Query extends z.ZodType,
  Page extends z.ZodType,
  Export extends z.ZodType = typeof noFilters,
>(
  spec: ListSpec<Query, Page> & { csv: CsvExport<Export> },
): (api: FastifyInstance, service: ListOf<Query, Page> & ExportOf<Export>) => ZodScope;
export function listRoutes(
  spec: ListSpec<z.ZodType, z.ZodType> & { csv?: CsvExport<z.ZodType> },
): (
  api: FastifyInstance,
  service: ListOf<z.ZodType, z.ZodType> & Partial<ExportOf<z.ZodType>>,
) => ZodScope {
  return (api, service) => {
    const app = api.withTypeProvider<ZodTypeProvider>();
    app.get(spec.path, filtered(spec.summary, spec.query, spec.page), async (request) =>
      service.list(request.query),
    );
    const { csv } = spec;
    if (!csv) return app;
    const file = csv.file ?? spec.path.slice(spec.path.lastIndexOf("/") + 1);
    // The overloads make a service of a list with an export write it.
    csvRoute(api, `${spec.path}.csv`, { ...csv, file }, service.csv!);
    return app;
  };
}
