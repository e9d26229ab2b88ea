import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "#server/http/errors.ts";
import type { LimitName, RateLimiter } from "#server/plugins/rate-limit.ts";

/**
 * Helpers for forms that also work without JavaScript: the browser posts them natively, as
 * application/x-www-form-urlencoded, and expects a page back (a 303 redirect) rather than JSON.
 */

/** A native form post, as opposed to the JSON the page's script sends. */
export function isNativeForm(request: FastifyRequest): boolean {
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded");
}

/**
 * Runs the named limits; instead of throwing the limiter's 429, says how long to wait, so each
 * caller can answer in its own words (JSON with Retry-After, or a redirect to a page).
 */
export async function exceededLimit(
  app: FastifyInstance,
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  ...names: LimitName[]
): Promise<{ seconds: number } | null> {
  try {
    await limiter.guard(...names).call(app, request, reply);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      return { seconds: Number(error.headers["retry-after"] ?? 60) || 60 };
    throw error;
  }
}

/** A 429 for the JSON API, in the caller's words, with Retry-After. */
export function tooManyRequests(message: string, seconds: number): HttpError {
  return new HttpError(429, message, { "retry-after": String(seconds) });
}
