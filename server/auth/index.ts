import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EmptyBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  ResetLinkBody,
  ResetPasswordBody,
  SignupBody,
  VerifyEmailBody,
} from "#contract/auth.ts";
import { MessageBody } from "#contract/common.ts";
import { bearerAuth, errorResponses, type ZodScope } from "#server/http/openapi.ts";
import type { Insights } from "#server/insights/service.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { Intake, IntakeKind } from "#server/intake/requests.ts";
import type { LimitName, RateLimiter } from "#server/plugins/rate-limit.ts";
import { clientOf } from "#server/security/audit-log.ts";
import { authMessages } from "./rules.ts";
import type { AuthService } from "./service.ts";

type AuthRouteDeps = {
  auth: AuthService;
  limiter: RateLimiter;
  intake: Pick<Intake, "submit">;
  insights: Pick<Insights, "convert">;
};

/** The account's public routes: sign-up and login, the requests by address, the e-mailed links. */
export function registerAuthRoutes(api: FastifyInstance, deps: AuthRouteDeps) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  registerDoorRoutes(app, deps);
  registerRequestsByAddress(app, deps);
  registerLinkRoutes(app, deps);
}

/** Sign-up and login. */
function registerDoorRoutes(app: ZodScope, deps: AuthRouteDeps) {
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
      const { userId } = await auth.signup(request.body, clientOf(request));
      await deps.insights.convert("signup", { client: visitClientOf(request), subjectId: userId });
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
      // Failed logins are slowed per address and client by the service (login-throttle.ts); this
      // only caps the flood of requests one client can send.
      preHandler: limiter.guard("loginPerIp"),
    },
    async (request) => auth.login(request.body.email, request.body.password, clientOf(request)),
  );
}

/** Forgot-password and resend-confirmation: answered before their work. */
function registerRequestsByAddress(app: ZodScope, deps: AuthRouteDeps) {
  const { limiter } = deps;
  /**
   * A request by address whose work happens after the answer: stored before it (a crash cannot
   * lose it), looked up after it, so the answer and the time it takes say nothing about whether
   * an account uses the address.
   */
  const answeredBeforeWork = (
    path: string,
    route: {
      kind: IntakeKind;
      summary: string;
      description?: string;
      limits: [LimitName, LimitName];
      message: string;
    },
  ) =>
    app.post(
      path,
      {
        schema: {
          tags: ["auth"],
          summary: route.summary,
          description: route.description,
          body: ForgotPasswordBody,
          response: { 202: MessageBody, ...errorResponses(400, 429) },
        },
        preHandler: limiter.guard(...route.limits),
      },
      async (request, reply) => {
        await deps.intake.submit(route.kind, request.body.email);
        return reply.code(202).send({ message: route.message });
      },
    );

  answeredBeforeWork("/auth/forgot-password", {
    kind: "password-reset",
    summary: "Send a password-reset link, if an account uses this email",
    limits: ["forgotPasswordPerIp", "forgotPasswordPerEmail"],
    message: authMessages.resetRequested,
  });
  answeredBeforeWork("/auth/resend-confirmation", {
    kind: "confirmation-link",
    summary:
      "E-mail a new confirmation link, if an account waiting for confirmation uses this email",
    description:
      "For the sign-up panel, without a session (a signed-in owner uses " +
      "/auth/resend-verification). An address nobody has confirmed gets at most 5 mails a day " +
      "of any kind.",
    limits: ["confirmationPerIp", "confirmationPerEmail"],
    message: authMessages.confirmationRequested,
  });
}

/** What the links in the account's e-mails open: a password reset, an address confirmation. */
function registerLinkRoutes(app: ZodScope, deps: AuthRouteDeps) {
  const { auth, limiter } = deps;
  app.post(
    "/auth/reset-password/check",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether a reset link can still set a password, without using it",
        description:
          "The reset page asks on load, so a spent or expired link leads straight to asking for " +
          "a new one. Shares the reset's rate limit: it cannot be used to try tokens faster.",
        body: ResetLinkBody,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
      preHandler: limiter.guard("resetPasswordPerIp"),
    },
    async (request, reply) => {
      await auth.checkResetLink(request.body.token);
      return reply.code(204).send(null);
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
      const { adminGranted } = await auth.resetPassword(
        request.body.token,
        request.body.password,
        clientOf(request),
      );
      return { message: adminGranted ? authMessages.adminConfirmed : authMessages.resetDone };
    },
  );

  app.post(
    "/auth/verify-email",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm the account's e-mail address with the token from the confirmation link",
        description:
          "No session needed: the link may be opened on another device. Credits the referral " +
          "the account signed up with, unless a fraud rule holds it for review.",
        body: VerifyEmailBody,
        response: { 200: MessageBody, ...errorResponses(400, 429) },
      },
      preHandler: limiter.guard("verifyEmailPerIp"),
    },
    async (request) => {
      const { confirmedNow, userId } = await auth.verifyEmail(
        request.body.token,
        clientOf(request),
      );
      // Opened from an e-mail, often on another device: it belongs to the sign-up's visit.
      if (confirmedNow)
        await deps.insights.convert("verification", { follows: "signup", subjectId: userId });
      return { message: confirmedNow ? authMessages.verified : authMessages.alreadyVerified };
    },
  );
}

/** Routes of a signed-in session; the caller registers them behind the auth guard. */
export function registerSessionRoutes(
  api: FastifyInstance,
  deps: { auth: AuthService; limiter: RateLimiter },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { auth, limiter } = deps;
  const common = { tags: ["auth"], security: bearerAuth };

  app.post(
    "/auth/resend-verification",
    {
      schema: {
        ...common,
        summary: "E-mail a new confirmation link (202), or say the address is confirmed (200)",
        body: EmptyBody,
        response: { 200: MessageBody, 202: MessageBody, ...errorResponses(401, 429) },
      },
      preHandler: limiter.guard("verificationPerUser"),
    },
    async (request, reply) => {
      const sent = await auth.resendVerification(request.userId, clientOf(request));
      if (!sent) return { message: authMessages.alreadyVerified };
      return reply.code(202).send({ message: authMessages.verificationSent(sent.sentTo) });
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        ...common,
        summary: "End this session; its token is refused from now on",
        body: EmptyBody,
        response: { 200: MessageBody, ...errorResponses(401) },
      },
    },
    async (request) => {
      await auth.logout(request.userId, request.sessionId, clientOf(request));
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    "/auth/logout-everywhere",
    {
      schema: {
        ...common,
        summary: "End every session of the account, this one included",
        body: EmptyBody,
        response: { 200: MessageBody, ...errorResponses(401) },
      },
    },
    async (request) => {
      await auth.logoutEverywhere(request.userId, clientOf(request));
      return { message: authMessages.loggedOutEverywhere };
    },
  );
}
