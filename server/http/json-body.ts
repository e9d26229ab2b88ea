import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

/**
 * A UTF-16 surrogate without its pair. JSON can carry one as an escape (`"\ud800"`), but no text
 * a person types contains it, and PostgreSQL refuses it inside jsonb (where the job queue keeps a
 * contact message), which made such a body a 500.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return loneSurrogate.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(
      ([key, item]) => loneSurrogate.test(key) || holdsLoneSurrogate(item),
    );
  return false;
}

export const notUnicodeMessage = "The request body holds text that is not valid Unicode.";

/**
 * The API's JSON parser: Fastify's own (it refuses prototype poisoning), except that an empty
 * body is no body (a POST that takes no input may still say it sends JSON) and that text which is
 * not valid Unicode is a 400 at the door, for every route at once.
 */
export function useJsonBodies(api: FastifyInstance) {
  const parseJson = api.getDefaultJsonParser("error", "error");
  api.removeContentTypeParser("application/json");
  api.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      if (holdsLoneSurrogate(value)) return done(new HttpError(400, notUnicodeMessage));
      done(null, value);
    });
  });
}
