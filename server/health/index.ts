import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/index.ts";
import { ping } from "#server/db/ping.ts";

const Healthy = z.object({ status: z.literal("ok") });
const Unhealthy = z.object({ status: z.literal("unavailable"), message: z.string() });

export const healthAnswers = {
  unavailable: "The database is not answering. Please try again shortly.",
} as const;

/**
 * GET /api/health: 200 `{"status":"ok"}` while the database answers a trivial query, 503
 * otherwise (load balancers and the image's HEALTHCHECK read it). The answer never says why; the
 * log does, by error type and code only.
 */
export function registerHealthRoutes(
  api: FastifyInstance,
  deps: { db: Pick<Db, "execute">; timeoutMs?: number },
) {
  const timeoutMs = deps.timeoutMs ?? 3_000;
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether this instance can serve requests",
        description: `503 when the database does not answer \`select 1\` within ${timeoutMs / 1000} s.`,
        response: { 200: Healthy, 503: Unhealthy },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ping(deps.db),
          new Promise((_resolve, reject) => {
            timer = setTimeout(
              () => reject(Object.assign(new Error("timed out"), { code: "TIMEOUT" })),
              timeoutMs,
            );
          }),
        ]);
        return { status: "ok" as const };
      } catch (error) {
        const { name, code } = (error ?? {}) as { name?: string; code?: string };
        request.log.warn({ err: { type: name, code } }, "health check: database unavailable");
        return reply
          .code(503)
          .send({ status: "unavailable" as const, message: healthAnswers.unavailable });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
