import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { UserListQuery, UserPage } from "#contract/admin.ts";
import { MessageBody } from "#contract/common.ts";
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  PointsHistory,
  ReferralLink,
  UpdateNameBody,
  User,
} from "#contract/user.ts";
import { listRoutes } from "#server/http/admin-route-kit.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { clientOf } from "#server/security/audit-log.ts";
import { userMessages } from "./rules.ts";
import type { UserService } from "./service.ts";

/** The admin area's Accounts list; the caller mounts it behind the admin guard. */
export const registerAccountListRoutes = listRoutes({
  path: "/admin/users",
  summary: "Accounts with their points and how many people they referred",
  query: UserListQuery,
  page: UserPage,
});

/** Routes of the signed-in user; the caller registers them behind the auth guard. */
export function registerUserRoutes(
  api: FastifyInstance,
  deps: { users: UserService; limiter: RateLimiter },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { users, limiter } = deps;
  const common = { tags: ["user"], security: bearerAuth };

  app.get(
    "/user/me",
    {
      schema: {
        ...common,
        summary: "The signed-in user",
        response: { 200: User, ...errorResponses(401) },
      },
    },
    async (request) => users.me({ userId: request.userId }),
  );

  app.patch(
    "/user/me",
    {
      schema: {
        ...common,
        summary: "Change the display name",
        body: UpdateNameBody,
        response: { 200: User, ...errorResponses(400, 401) },
      },
    },
    async (request) => users.rename({ userId: request.userId, name: request.body.name }),
  );

  app.delete(
    "/user/me",
    {
      schema: {
        ...common,
        summary: "Delete the account and its personal data (password required)",
        body: DeleteAccountBody,
        response: { 200: MessageBody, ...errorResponses(400, 401, 429) },
      },
      preHandler: limiter.guard("passwordCheckPerUser"),
    },
    async (request) => {
      await users.deleteAccount({
        userId: request.userId,
        password: request.body.password,
        client: clientOf(request),
      });
      return { message: userMessages.deleted };
    },
  );

  app.get(
    "/user/my-referral-link",
    {
      schema: {
        ...common,
        summary: "The user's referral code (the page builds /signup?ref=CODE)",
        response: { 200: ReferralLink, ...errorResponses(401) },
      },
    },
    async (request) => ({ code: await users.referralCode({ userId: request.userId }) }),
  );

  app.post(
    "/user/change-password",
    {
      schema: {
        ...common,
        summary: "Change the password; other sessions end, this one gets a new token",
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...errorResponses(400, 401, 429) },
      },
      preHandler: limiter.guard("passwordCheckPerUser"),
    },
    async (request) => {
      const token = await users.changePassword({
        session: request,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        client: clientOf(request),
      });
      return { message: userMessages.passwordChanged, token };
    },
  );

  app.get(
    "/user/points",
    {
      schema: {
        ...common,
        summary: "The points history, newest first, and the referrals still to be credited",
        response: { 200: PointsHistory, ...errorResponses(401) },
      },
    },
    async ({ userId }) => ({
      entries: await users.pointsHistory({ userId }),
      referrals: await users.referralSummary({ userId }),
    }),
  );
}
