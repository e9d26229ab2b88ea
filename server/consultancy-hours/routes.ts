import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AccountHours,
  AccountParams,
  ConsultancyHours,
  RevokeHourBody,
} from "#contract/consultancy-hours.ts";
import { adminRoute } from "#server/http/admin-route-kit.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { ConsultancyHoursService } from "./service.ts";

/** The signed-in member's hours, in the account scope (behind the session guard). */
export function registerConsultancyHourRoutes(
  api: FastifyInstance,
  deps: { hours: ConsultancyHoursService },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/consultancy-hours",
    {
      schema: {
        tags: ["bookings"],
        security: bearerAuth,
        summary:
          "The member's consultancy hours: unlocked by credited referrals, booked, used, left to book",
        response: { 200: ConsultancyHours, ...errorResponses(401) },
      },
    },
    async (request) => deps.hours.mine(request.userId),
  );
}

/** An account's hours for an administrator, and revoking one (behind the admin guard). */
export function registerConsultancyHourAdminRoutes(
  api: FastifyInstance,
  hours: ConsultancyHoursService,
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/admin/users/:id/consultancy-hours",
    {
      schema: {
        ...adminRoute,
        summary: "An account's consultancy hours, each with the referrals that unlocked it",
        params: AccountParams,
        response: { 200: AccountHours, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => hours.ofAccount(request.params.id),
  );

  app.post(
    "/admin/users/:id/consultancy-hours/revocations",
    {
      schema: {
        ...adminRoute,
        summary: "Revoke an hour: its referrals (found to be a farm) stop counting toward hours",
        description:
          "Names the hour by the referrals that unlocked it, as the account's page lists them. " +
          "409 when they are not exactly one hour's credited referrals any more (reload).",
        params: AccountParams,
        body: RevokeHourBody,
        response: { 200: AccountHours, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      hours.revoke({
        userId: request.params.id,
        referrals: request.body.referrals,
        reason: request.body.reason,
        adminId: request.userId,
      }),
  );
}
