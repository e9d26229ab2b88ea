import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Inviter, InviterQuery } from "#contract/invitation.ts";
import type { Db } from "#server/db/index.ts";
import { errorResponses } from "#server/http/openapi.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { findInviter } from "./find-inviter.ts";

/**
 * GET /api/invitations/inviter: the first name on a referral link's invitation, asked by the
 * prerendered /signup page's start script. Public, so rate-limited per client like a lookup of
 * codes would need: a script trying codes learns first names at a crawl, and never an address.
 */
export function registerInvitationRoutes(
  api: FastifyInstance,
  deps: { db: Db; limiter: RateLimiter },
) {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/invitations/inviter",
    {
      schema: {
        tags: ["referrals"],
        summary: "The first name of a referral code's owner, for the invitation banner",
        description:
          "Only the first word of the name the account chose; null for a code no account has (an answer, not an error: a mistyped link is not the visitor's fault, and the page asks before anyone acts).",
        querystring: InviterQuery,
        response: { 200: Inviter, ...errorResponses(400, 429) },
      },
      preHandler: deps.limiter.guard("inviterPerIp"),
    },
    async (request) => (await findInviter(deps, request.query.code)) ?? { firstName: null },
  );
}
