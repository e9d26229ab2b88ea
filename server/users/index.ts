import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { clientOf } from "#server/security/audit-log.ts";
import { type UserService, userMessages } from "./service.ts";

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
    async (request) => users.me(request.userId),
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
    async (request) => users.rename(request.userId, request.body.name),
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
      await users.deleteAccount(request.userId, request.body.password, clientOf(request));
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
    async (request) => ({ code: await users.referralCode(request.userId) }),
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
      const token = await users.changePassword(
        request,
        request.body.currentPassword,
        request.body.newPassword,
        clientOf(request),
      );
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
    async (request) => ({
      entries: await users.pointsHistory(request.userId),
      referrals: await users.referralSummary(request.userId),
    }),
  );
}
