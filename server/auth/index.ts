import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  ResetPasswordBody,
  SignupBody,
} from "#contract/auth";
import { MessageBody } from "#contract/common";
import { errorResponses } from "#server/http/openapi";
import type { IntakeWorker } from "#server/intake/worker";
import type { RateLimiter } from "#server/plugins/rate-limit";
import { type AuthService, authMessages } from "./service";

export function registerAuthRoutes(
  api: FastifyInstance,
  deps: { auth: AuthService; limiter: RateLimiter; intake: Pick<IntakeWorker, "submit"> },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { auth, limiter } = deps;

  app.post(
    "/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account, optionally with a referral code",
        body: SignupBody,
        response: { 201: MessageBody, ...errorResponses(400, 409, 429) },
      },
      preHandler: limiter.guard("signupPerIp"),
    },
    async (request, reply) => {
      await auth.signup(request.body);
      return reply.code(201).send({ message: authMessages.signedUp });
    },
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Log in with email and password; returns a bearer token",
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
      preHandler: limiter.guard("loginPerIp", "loginPerEmail"),
    },
    async (request) => auth.login(request.body.email, request.body.password),
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Send a password-reset link, if an account uses this email",
        body: ForgotPasswordBody,
        response: { 202: MessageBody, ...errorResponses(400, 429) },
      },
      preHandler: limiter.guard("forgotPasswordPerIp", "forgotPasswordPerEmail"),
    },
    async (request, reply) => {
      // Stored before the answer (a crash cannot lose it), looked up after it (the time taken
      // says nothing about whether the account exists).
      await deps.intake.submit("password-reset", request.body.email);
      return reply.code(202).send({ message: authMessages.resetRequested });
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Choose a new password with the token from a reset link",
        description:
          "Ends every session issued before the change. The link sent to an address listed in " +
          "ADMIN_EMAILS also grants the administrator role.",
        body: ResetPasswordBody,
        response: { 200: MessageBody, ...errorResponses(400, 429) },
      },
      preHandler: limiter.guard("resetPasswordPerIp"),
    },
    async (request) => {
      const { adminGranted } = await auth.resetPassword(request.body.token, request.body.password);
      return { message: adminGranted ? authMessages.adminConfirmed : authMessages.resetDone };
    },
  );
}
