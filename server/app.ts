import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { DestinationStream } from "pino";
import { registerApi } from "./api.ts";
import type { AppOptions } from "./app-options.ts";
import { registerNoReferrerPaths } from "./auth/reset-page.ts";
import { loadJwtSecret } from "./auth/secret.ts";
import { createBackgroundJobs } from "./background-jobs.ts";
import { registerContentEditor } from "./cms/routes.ts";
import type { Config } from "./config.ts";
import { registerContactErrorPage } from "./contact/error-page.ts";
import type { ContactService } from "./contact/service.ts";
import type { Db } from "./db/index.ts";
import { handleError } from "./http/errors.ts";
import { batchedStdout } from "./http/log-destination.ts";
import { withoutSecrets } from "./http/log-secrets.ts";
import { serverTimeouts } from "./http/timeouts.ts";
import { registerDatabase } from "./plugins/db.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticSite } from "./plugins/static-site.ts";
import { registerSearchPage } from "./search/results-page.tsx";
import type { SiteSearch } from "./search/site-search.ts";
import { clientOf, createAuditLog, createRefusalLog } from "./security/audit-log.ts";
import { createServices } from "./services.ts";

export type { AppOptions };

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
    formatters: { log: withoutSecrets },
  };
}

/**
 * One line per request at info, when it has been answered (method, path, status, milliseconds),
 * and one at debug as it arrives: Fastify's two lines at info were a few per cent of a small API
 * answer's CPU (docs/performance.md), and the line on arrival matters only to someone tracing
 * requests in flight.
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/**
 * Builds the whole application without listening, so tests can inject requests: the plugins
 * every response passes, the database, the background jobs, each module's services and routes
 * under /api (api.ts), and the built site.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const stdout = options.logStream ? undefined : batchedStdout();
  const app = Fastify({
    logger: loggerOptions(config, options.logStream ?? stdout?.destination),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    logController: new RequestLog(),
    ...serverTimeouts(config),
  });

  // Before any plugin: child scopes copy the error handler in place when they are registered.
  app.setErrorHandler<FastifyError>(handleError);
  registerSecurityHeaders(app, { production: config.production });
  registerNoReferrerPaths(app);

  const database = await registerDatabase(app, {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
  });
  const { db } = database;
  const { jobs, transport, forwardsContacts } = createBackgroundJobs(db, config, options, app.log);
  let closeRateLimits: (() => Promise<void>) | undefined;

  // One hook, so the order is certain: nothing may touch the database after it closes.
  app.addHook("onClose", async () => {
    // The batch in hand is finished first; what is left waits in the table for the next start.
    await jobs.stop();
    transport.close();
    await closeRateLimits?.();
    await database.close();
    stdout?.stop();
  });

  try {
    const secret = loadJwtSecret(config.JWT_SECRET, config.DATA_DIR);
    const audit = createAuditLog(secret);
    const rateLimits = await registerLimits(app, config, db);
    closeRateLimits = rateLimits.close;
    const { recordRefusal } = rateLimits;
    const services = createServices({
      config,
      options,
      db,
      jobs,
      forwardsContacts,
      secret,
      audit,
      recordRefusal,
      count: rateLimits.count,
      log: app.log,
    });
    await registerApi(app, {
      services,
      config,
      db,
      limiter: rateLimits.limiter,
      audit,
      recordRefusal,
      adminEmails: config.ADMIN_EMAILS,
    });
    await registerContentEditor(app, config);
    await serveSite(app, config, services.contact, services.search);

    app.addHook("onReady", async () => {
      await jobs.start();
    });
  } catch (error) {
    await closeRateLimits?.();
    await database.close();
    stdout?.stop();
    throw error;
  }

  return app;
}

/** The rate limits, and the log of refusals, which counts where they count. */
async function registerLimits(app: FastifyInstance, config: Config, db: Db) {
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
  return { ...rateLimits, recordRefusal };
}

/** The built site, unless SERVE_SITE is off (development behind Vite): then a JSON 404. */
async function serveSite(
  app: FastifyInstance,
  config: Config,
  contact: ContactService,
  search: SiteSearch,
) {
  if (config.SERVE_SITE) {
    // Before the static site: its prerendered page of the same address becomes the template
    // of this route, and the site gives a route only to the pages nothing else answers.
    registerContactErrorPage(app, {
      siteDir: config.SITE_DIR,
      production: config.production,
      contact,
    });
    registerSearchPage(app, { siteDir: config.SITE_DIR, production: config.production, search });
    const handleUnmatched = await registerStaticSite(app, {
      root: config.SITE_DIR,
      production: config.production,
    });
    app.setNotFoundHandler(handleUnmatched);
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found." }));
  }
}
