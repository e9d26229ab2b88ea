import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminRedemptionDetail,
  PayRedemptionBody,
  RedemptionListQuery,
  RedemptionPage,
  RejectRedemptionBody,
} from "#contract/admin.ts";
import { EmptyBody } from "#contract/auth.ts";
import { RedeemResponse } from "#contract/rewards.ts";
import { PayoutMethod, PayoutMethodBody } from "#contract/user.ts";
import { listRoutes, onItem } from "#server/http/admin-route-kit.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { Insights } from "#server/insights/service.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { clientOf } from "#server/security/audit-log.ts";
import { approvePayout } from "./approve-payout.ts";
import { exportApprovedPayouts } from "./export-approved.ts";
import { getPayout } from "./get-payout.ts";
import { getPayoutMethod } from "./get-payout-method.ts";
import { listPayouts } from "./list-payouts.ts";
import { payPayout } from "./pay-payout.ts";
import { rejectPayout } from "./reject-payout.ts";
import { requestPayout } from "./request-payout.ts";
import type { PayoutDeps } from "./rules.ts";
import { setPayoutMethod } from "./set-payout-method.ts";

/** The payouts' dependencies as the app builds them: the database itself, not a transaction. */
export type PayoutServices = PayoutDeps & { db: import("#server/db/index.ts").Db };

const registerPayoutList = listRoutes({
  path: "/admin/redemptions",
  summary: "Payouts with their evidence: open first (oldest first), then decided",
  query: RedemptionListQuery,
  page: RedemptionPage,
  csv: {
    summary: "Approved payouts with their accounts in full, as CSV for bulk disbursement",
    file: "approved-payouts",
  },
});

/** The payout queue of the admin area; the caller mounts it behind the admin guard. */
export function registerPayoutAdminRoutes(api: FastifyInstance, deps: PayoutServices) {
  const app = registerPayoutList(api, {
    list: (query) => listPayouts(deps, query),
    csv: () => exportApprovedPayouts(deps),
  });
  const decision = (summary: string) => onItem(summary, AdminRedemptionDetail, 409);

  app.get(
    "/admin/redemptions/:id",
    { schema: decision("One payout, with its payout account in full (to pay it)") },
    async (request) => getPayout(deps, request.params.id),
  );

  app.post(
    "/admin/redemptions/:id/approve",
    {
      schema: {
        ...decision("Approve a requested payout; its account is fixed then, the member is mailed"),
        body: EmptyBody,
      },
    },
    async (request) => {
      await approvePayout(deps, { id: request.params.id, adminId: request.userId });
      return getPayout(deps, request.params.id);
    },
  );

  app.post(
    "/admin/redemptions/:id/reject",
    {
      schema: {
        ...decision("Reject an open payout with a reason; its points are returned or forfeited"),
        body: RejectRedemptionBody,
      },
    },
    async (request) => {
      await rejectPayout(deps, { ...request.body, id: request.params.id, adminId: request.userId });
      return getPayout(deps, request.params.id);
    },
  );

  app.post(
    "/admin/redemptions/:id/pay",
    {
      schema: {
        ...decision(
          "Mark an approved payout paid with the transaction reference; the member gets a receipt",
        ),
        body: PayRedemptionBody,
      },
    },
    async (request) => {
      await payPayout(deps, { ...request.body, id: request.params.id, adminId: request.userId });
      return getPayout(deps, request.params.id);
    },
  );
}

const RedeemHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 visible ASCII characters.")
    .optional()
    .describe("Retrying with the same key returns the first answer instead of redeeming again."),
});

/** The member's side: redeeming points, and where payouts go. Behind the auth guard. */
export function registerPayoutMemberRoutes(
  api: FastifyInstance,
  deps: { payouts: PayoutServices; insights: Pick<Insights, "convert">; limiter: RateLimiter },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { payouts, limiter } = deps;

  app.post(
    "/rewards/redeem",
    {
      schema: {
        tags: ["rewards"],
        security: bearerAuth,
        summary: "Redeem points: every 200 points give 100 PKR, paid out after review",
        headers: RedeemHeaders,
        body: EmptyBody,
        response: { 200: RedeemResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await requestPayout(payouts, {
        userId: request.userId,
        idempotencyKey: request.headers["idempotency-key"],
      });
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      else if (outcome.statusCode === 200)
        await deps.insights.convert("redemption", { client: visitClientOf(request) });
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );

  const common = { tags: ["user"], security: bearerAuth };
  app.get(
    "/user/payout-method",
    {
      schema: {
        ...common,
        summary: "Where the user's payouts go, masked; null when none is set",
        response: { 200: PayoutMethod, ...errorResponses(401) },
      },
    },
    async (request) => getPayoutMethod(payouts, request.userId),
  );

  app.put(
    "/user/payout-method",
    {
      schema: {
        ...common,
        summary:
          "Set the payout method (JazzCash or Easypaisa wallet, or a Pakistani IBAN); password required, the owner is mailed",
        body: PayoutMethodBody,
        response: { 200: PayoutMethod, ...errorResponses(400, 401, 403, 429) },
      },
      // Per member and client: a thief's wrong guesses never lock the owner's own device.
      preHandler: limiter.guard("payoutPasswordPerUserClient"),
    },
    async (request) =>
      setPayoutMethod(payouts, {
        userId: request.userId,
        body: request.body,
        client: clientOf(request),
      }),
  );
}
