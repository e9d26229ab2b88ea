import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EmptyBody } from "#contract/auth.ts";
import { RedeemResponse } from "#contract/rewards.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { Insights } from "#server/insights/service.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { RewardService } from "./service.ts";

const RedeemHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 visible ASCII characters.")
    .optional()
    .describe("Retrying with the same key returns the first answer instead of redeeming again."),
});

export function registerRewardRoutes(
  api: FastifyInstance,
  deps: { rewards: RewardService; insights: Pick<Insights, "convert"> },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/rewards/redeem",
    {
      schema: {
        tags: ["rewards"],
        security: bearerAuth,
        summary: "Redeem points: every 200 points give 100 PKR, paid out later",
        headers: RedeemHeaders,
        body: EmptyBody,
        response: { 200: RedeemResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await deps.rewards.redeem(request.userId, request.headers["idempotency-key"]);
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      else if (outcome.statusCode === 200)
        await deps.insights.convert("redemption", { client: visitClientOf(request) });
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );
}
