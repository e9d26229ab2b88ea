import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerAdminArea } from "./admin/index.ts";
import { chatEndpointOf, registerAssistantRoutes } from "./assistant/index.ts";
import { authGuard, signedInMember } from "./auth/guard.ts";
import { registerAuthRoutes, registerSessionRoutes } from "./auth/index.ts";
import { registerBookingRoutes } from "./bookings/routes.ts";
import type { Config } from "./config.ts";
import { registerConsultancyHourRoutes } from "./consultancy-hours/routes.ts";
import { registerContactRoutes } from "./contact/index.ts";
import type { Db } from "./db/index.ts";
import { registerHealthRoutes } from "./health/index.ts";
import { useJsonBodies } from "./http/json-body.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerEventRoutes } from "./insights/index.ts";
import { registerInvitationRoutes } from "./invitations/index.ts";
import { registerNewsletterRoutes } from "./newsletter/index.ts";
import { registerPayoutMemberRoutes } from "./payouts/routes.ts";
import type { RateLimiter } from "./plugins/rate-limit.ts";
import { registerDownloadRoute, registerResourceRoutes } from "./resources/index.ts";
import { registerSearchRoutes } from "./search/index.ts";
import type { AuditLog, RecordRefusal } from "./security/audit-log.ts";
import type { Services } from "./services.ts";
import { registerUserRoutes } from "./users/routes.ts";

type ApiDeps = {
  services: Services;
  config: Config;
  db: Db;
  limiter: RateLimiter;
  audit: AuditLog;
  recordRefusal: RecordRefusal;
  adminEmails: readonly string[];
};

/**
 * The JSON API under /api: the public routes, then three scopes of their own: the signed-in
 * account, the forms that also post natively, and the admin area.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps) {
  const { services, limiter } = deps;
  const { auth, insights } = services;
  await app.register(
    async (api) => {
      // Answers carry tokens and personal data: no cache may keep them.
      api.addHook("onSend", (_request, reply, payload, done) => {
        reply.header("cache-control", "no-store");
        done(null, payload);
      });
      // The API speaks JSON only; anything else is a 415 with a message.
      api.removeContentTypeParser("text/plain");
      useJsonBodies(api);
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      await registerOpenApi(api);
      registerHealthRoutes(api, { db: deps.db });
      registerAuthRoutes(api, { auth, limiter, intake: services.intake, insights });
      await registerEventRoutes(api, { insights, limiter });
      registerDownloadRoute(api, {
        library: services.resources,
        dir: services.resourcesFolder,
        limiter,
      });
      registerSearchRoutes(api, { search: services.search, limiter });
      registerInvitationRoutes(api, { db: deps.db, limiter });
      registerBookingRoutes(api, {
        bookings: services.bookings,
        limiter,
        memberOf: signedInMember(services.sessions),
      });
      await registerAccountArea(api, deps);
      await registerFormRoutes(api, deps);
      await registerAdminArea(api, {
        lists: services.admin,
        leads: services.leads,
        db: deps.db,
        sessions: services.sessions,
        audit: deps.audit,
        recordRefusal: deps.recordRefusal,
        adminEmails: deps.adminEmails,
        catalogue: services.resources.catalogue,
        payouts: services.payouts,
        bookings: services.bookings,
        hours: services.hours,
      });
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ message: "There is no API endpoint at this address." }),
      );
    },
    { prefix: "/api" },
  );
}

/** The signed-in member's routes, behind the session guard. */
async function registerAccountArea(api: FastifyInstance, { services, limiter, config }: ApiDeps) {
  await api.register(async (account) => {
    account.decorateRequest("userId", "");
    account.decorateRequest("sessionVersion", 0);
    account.decorateRequest("sessionId", "");
    account.addHook("onRequest", authGuard(services.sessions));
    registerSessionRoutes(account, { auth: services.auth, limiter });
    registerUserRoutes(account, { users: services.users, limiter });
    registerPayoutMemberRoutes(account, {
      payouts: services.payouts,
      insights: services.insights,
      limiter,
    });
    registerResourceRoutes(account, { library: services.resources, limiter });
    registerConsultancyHourRoutes(account, { hours: services.hours });
    registerAssistantRoutes(account, {
      search: services.search,
      endpoint: chatEndpointOf(config),
      limiter,
      insights: services.insights,
      leads: services.leads,
    });
  });
}

/** The contact form and the newsletter box also work as native forms, without JavaScript. */
async function registerFormRoutes(api: FastifyInstance, { services, limiter }: ApiDeps) {
  await api.register(async (forms) => {
    await forms.register(formbody);
    registerContactRoutes(forms, {
      contact: services.contact,
      leads: services.leads,
      formTokens: services.formTokens,
      limiter,
      insights: services.insights,
      memberOf: signedInMember(services.sessions),
    });
    await registerNewsletterRoutes(forms, {
      newsletter: services.newsletter,
      limiter,
      intake: services.intake,
      insights: services.insights,
    });
  });
}
