import type { FastifyInstance } from "fastify";
import {
  AdminReferral,
  DecideReferralBody,
  ReferralListQuery,
  ReferralPage,
} from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";
import { listRoutes, onItem } from "#server/http/admin-route-kit.ts";
import { decideReferral } from "./decide-referral.ts";
import { listReferrals } from "./list-referrals.ts";
import type { ReferralDeps } from "./rules.ts";

const registerReferralList = listRoutes({
  path: "/admin/referrals",
  summary: "Referrals: held for review (oldest first) by default, or by status",
  query: ReferralListQuery,
  page: ReferralPage,
});

/** The referral review queue of the admin area; the caller mounts it behind the admin guard. */
export function registerReferralAdminRoutes(api: FastifyInstance, deps: ReferralDeps<Db>) {
  const app = registerReferralList(api, { list: (query) => listReferrals(deps, query) });

  app.post(
    "/admin/referrals/:id/decision",
    {
      schema: {
        ...onItem(
          "Approve (credit the points) or reject a referral held for review",
          AdminReferral,
          409,
        ),
        body: DecideReferralBody,
      },
    },
    async (request) =>
      decideReferral(deps, {
        id: request.params.id,
        decision: request.body.decision,
        adminId: request.userId,
      }),
  );
}
