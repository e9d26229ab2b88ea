import type { FastifyReply } from "fastify";
import { z } from "zod";
import { csvFileName } from "#server/http/csv.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";

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
