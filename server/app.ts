import formbody from "@fastify/formbody";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { createAdminLists, registerAdminArea } from "./admin/index.ts";
import { authGuard, signedInMember } from "./auth/guard.ts";
import { registerAuthRoutes, registerSessionRoutes } from "./auth/index.ts";
import { createLoginThrottle } from "./auth/login-throttle.ts";
import { registerNoReferrerPaths } from "./auth/reset-page.ts";
import { loadJwtSecret } from "./auth/secret.ts";
import { createAuthService } from "./auth/service.ts";
import { createSessionService } from "./auth/sessions.ts";
import { createTokenService } from "./auth/tokens.ts";
import type { Config } from "./config.ts";
import { registerContactErrorPage } from "./contact/error-page.ts";
import { createFormTokens } from "./contact/form-token.ts";
import { type ForwarderOptions, forwardTargetOf, registerForwarder } from "./contact/forwarder.ts";
import { registerContactRoutes } from "./contact/index.ts";
import { createContactService } from "./contact/service.ts";
import { registerHealthRoutes } from "./health/index.ts";
import { registerHousekeeping } from "./housekeeping.ts";
import { handleError } from "./http/errors.ts";
import { useJsonBodies } from "./http/json-body.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { serverTimeouts } from "./http/timeouts.ts";
import { registerEventRoutes } from "./insights/index.ts";
import { readSitePaths } from "./insights/pages.ts";
import { type RollupOptions, registerRollups } from "./insights/rollup.ts";
import { createInsights } from "./insights/service.ts";
import { createIntake } from "./intake/requests.ts";
import { createJobWorker, type JobWorkerOptions, type RetryOptions } from "./jobs/worker.ts";
import { registerFollowUpDigest } from "./leads/follow-ups.ts";
import { registerMail } from "./mail/outbox.ts";
import { createMailTransport } from "./mail/transport.ts";
import { registerNewsletterRoutes } from "./newsletter/index.ts";
import { createNewsletterService } from "./newsletter/service.ts";
import { registerDatabase } from "./plugins/db.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticSite } from "./plugins/static-site.ts";
import { createReferralDigests, createReferralService } from "./referrals/service.ts";
import { registerRewardRoutes } from "./rewards/index.ts";
import { createRewardService } from "./rewards/service.ts";
import { clientOf, createAuditLog, createRefusalLog } from "./security/audit-log.ts";
import { registerUserRoutes } from "./users/index.ts";
import { createPayoutService } from "./users/payout.ts";
import { createUserService } from "./users/service.ts";

/** Request lines without query strings: they can carry one-time tokens. */
const serializers = {
  req(request: { method: string; url: string; id: string }) {
    return { id: request.id, method: request.method, path: request.url.split("?")[0] };
  },
};

export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.password",
        "*.currentPassword",
        "*.newPassword",
        "*.token",
      ],
      remove: true,
    },
  };
}

export type AppOptions = {
  /** How often the job worker looks for due jobs; tests shorten it. */
  jobs?: JobWorkerOptions;
  /** Retries of sending mail; tests shorten them. */
  mail?: RetryOptions;
  /** Retries of passing contact messages on to CONTACT_FORWARD_URL; tests shorten them. */
  forward?: ForwarderOptions;
  /** Retries of forgot-password and newsletter requests; tests shorten them. */
  intake?: RetryOptions;
  /** How often the visit statistics' roll-up job runs. */
  insights?: RollupOptions;
  /** The time the follow-up digest and the overview go by; tests set it. */
  clock?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

/** Builds the whole application without listening, so tests can inject requests. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    ...serverTimeouts(config),
  });

  // Before any plugin: child scopes copy the error handler in place when they are registered.
  app.setErrorHandler<FastifyError>(handleError);
  await registerSecurityHeaders(app, { production: config.production });
  registerNoReferrerPaths(app);

  const database = await registerDatabase(app, {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
  });
  const { db } = database;
  const transport = createMailTransport(
    {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.production,
    },
    app.log,
  );
  // Every background task is a kind of job on this one worker.
  const jobs = createJobWorker(db, app.log, options.jobs);
  registerMail(jobs, transport, options.mail);
  const forwardTarget = forwardTargetOf(config);
  if (forwardTarget) registerForwarder(jobs, forwardTarget, options.forward);
  registerRollups(jobs, options.insights);
  registerFollowUpDigest(jobs, {
    mailTo: config.MAIL_TO,
    publicUrl: config.PUBLIC_URL,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  registerHousekeeping(jobs, {
    securityEventsDays: config.SECURITY_EVENTS_RETENTION_DAYS,
    insightEventsDays: config.INSIGHTS_RAW_RETENTION_DAYS,
  });
  let closeRateLimits: (() => Promise<void>) | undefined;

  // One hook, so the order is certain: nothing may touch the database after it closes.
  app.addHook("onClose", async () => {
    // The batch in hand is finished first; what is left waits in the table for the next start.
    await jobs.stop();
    transport.close();
    await closeRateLimits?.();
    await database.close();
  });

  try {
    const secret = loadJwtSecret(config.JWT_SECRET, config.DATA_DIR);
    const audit = createAuditLog(secret);
    const rateLimits = await registerRateLimits(app, {
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      onLimited: (request, limit, windowMs) =>
        recordRefusal(db, clientOf(request), {
          rule: limit,
          windowMs,
          kind: "rate-limited",
          userId: request.userId || null,
          detail: { limit, path: request.routeOptions.url ?? request.url.split("?")[0]! },
        }),
    });
    // Counted where the rate limits count, so every instance shares one count per window.
    const recordRefusal = createRefusalLog(rateLimits.count);
    closeRateLimits = rateLimits.close;
    const { limiter } = rateLimits;

    const tokens = createTokenService({
      secret,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ttl: config.JWT_TTL,
    });
    const mailQueued = () => jobs.wake();
    const sessions = createSessionService({
      db,
      tokens,
      audit,
      idleSeconds: config.SESSION_IDLE_TIMEOUT,
    });
    const referrals = createReferralService(
      {
        bonus: config.REFERRAL_BONUS_POINTS,
        monthlyCap: config.REFERRAL_MONTHLY_CAP,
        sameIpHours: config.REFERRAL_SAME_IP_HOURS,
      },
      createReferralDigests(secret),
    );
    const auth = createAuthService({
      db,
      sessions,
      audit,
      referrals,
      throttle: createLoginThrottle(db, {
        freeFailures: config.LOGIN_FREE_FAILURES,
        ceiling: config.LOGIN_FAILURE_CEILING,
      }),
      recordRefusal,
      publicUrl: config.PUBLIC_URL,
      refuseDisposable: config.REFUSE_DISPOSABLE_EMAIL,
      adminEmails: config.ADMIN_EMAILS,
      mailQueued,
    });
    const users = createUserService({ db, sessions, audit, referrals, mailQueued });
    const rewards = createRewardService(db);
    const payout = createPayoutService({ db, audit, mailQueued });
    const formTokens = createFormTokens(secret);
    const contact = createContactService({
      db,
      formTokens,
      mailTo: config.MAIL_TO,
      publicUrl: config.PUBLIC_URL,
      forward: forwardTarget !== null,
      queued: () => jobs.wake(),
    });
    const newsletter = createNewsletterService({ db, publicUrl: config.PUBLIC_URL, mailQueued });
    const insights = createInsights({
      db,
      secret,
      publicUrl: config.PUBLIC_URL,
      log: app.log,
      sitePaths: readSitePaths(config.SITE_DIR),
      dailyViewsPerClient: config.INSIGHTS_DAILY_VIEWS_PER_CLIENT,
      count: rateLimits.count,
    });
    // Requests answered 202 before their lookup: stored first, worked here.
    const intake = createIntake(
      db,
      jobs,
      {
        "password-reset": (tx, email) => auth.queueResetLink(tx, email),
        "confirmation-link": (tx, email) => auth.queueConfirmationLink(tx, email),
        newsletter: async (tx, email) => {
          await newsletter.subscribeIn(tx, email);
        },
      },
      options.intake,
    );

    await app.register(
      async (api) => {
        // Answers carry tokens and personal data: no cache may keep them.
        api.addHook("onSend", async (_request, reply, payload) => {
          reply.header("cache-control", "no-store");
          return payload;
        });
        // The API speaks JSON only; anything else is a 415 with a message.
        api.removeContentTypeParser("text/plain");
        useJsonBodies(api);
        api.setValidatorCompiler(validatorCompiler);
        api.setSerializerCompiler(serializerCompiler);
        await registerOpenApi(api);
        registerHealthRoutes(api, { db });
        registerAuthRoutes(api, { auth, limiter, intake, insights });
        await registerEventRoutes(api, { insights, limiter });
        await api.register(async (account) => {
          account.decorateRequest("userId", "");
          account.decorateRequest("sessionVersion", 0);
          account.decorateRequest("sessionId", "");
          account.addHook("onRequest", authGuard(sessions));
          registerSessionRoutes(account, { auth, limiter });
          registerUserRoutes(account, { users, payout, limiter });
          registerRewardRoutes(account, { rewards, insights });
        });
        // The contact form and the newsletter box also work as native forms, without JavaScript.
        await api.register(async (forms) => {
          await forms.register(formbody);
          registerContactRoutes(forms, {
            contact,
            formTokens,
            limiter,
            insights,
            memberOf: signedInMember(sessions),
          });
          await registerNewsletterRoutes(forms, {
            newsletter,
            limiter,
            intake,
            insights,
          });
        });
        await registerAdminArea(api, {
          lists: createAdminLists({
            db,
            referrals,
            mailQueued,
            publicUrl: config.PUBLIC_URL,
            clientBonusPoints: config.REFERRAL_CLIENT_BONUS_POINTS,
            ...(options.clock ? { clock: options.clock } : {}),
          }),
          db,
          sessions,
          audit,
          recordRefusal,
          adminEmails: config.ADMIN_EMAILS,
        });
        api.setNotFoundHandler((_request, reply) =>
          reply.code(404).send({ message: "There is no API endpoint at this address." }),
        );
      },
      { prefix: "/api" },
    );

    if (config.SERVE_SITE) {
      // Before the static site: its prerendered page of the same address becomes the template
      // of this route, and the site gives a route only to the pages nothing else answers.
      registerContactErrorPage(app, {
        siteDir: config.SITE_DIR,
        production: config.production,
        contact,
      });
      const handleUnmatched = await registerStaticSite(app, {
        root: config.SITE_DIR,
        production: config.production,
      });
      app.setNotFoundHandler(handleUnmatched);
    } else {
      app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found." }));
    }

    app.addHook("onReady", async () => {
      await jobs.start();
    });
  } catch (error) {
    await closeRateLimits?.();
    await database.close();
    throw error;
  }

  return app;
}
