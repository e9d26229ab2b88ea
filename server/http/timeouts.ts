import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";
import type { Config } from "#server/config.ts";

type TimeoutSettings = Pick<
  Config,
  "HEADERS_TIMEOUT" | "REQUEST_TIMEOUT" | "KEEP_ALIVE_TIMEOUT" | "CONNECTION_TIMEOUT"
>;

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * would let a slow sender hold a connection up to 30 s beyond the limit; one pass a second over
 * the open connections costs next to nothing.
 */
export const timeoutCheckIntervalMs = 1_000;

/**
 * The HTTP server's timeouts (config.ts, in seconds), as Fastify's options. Fastify leaves the
 * request timeout off by default and has no option for the headers timeout, which Node only
 * validates against the request timeout when the server is created: both go to Node in `http`.
 */
export function serverTimeouts(
  config: TimeoutSettings,
): Pick<
  FastifyHttpOptions<Server>,
  "connectionTimeout" | "keepAliveTimeout" | "requestTimeout" | "http"
> {
  const requestTimeout = config.REQUEST_TIMEOUT * 1000;
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT * 1000,
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: config.HEADERS_TIMEOUT * 1000,
      connectionsCheckingInterval: timeoutCheckIntervalMs,
    },
  };
}
