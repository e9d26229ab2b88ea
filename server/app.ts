import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import type { Config } from "./config";
import { registerHealthRoutes } from "./health/index";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStaticSite } from "./plugins/static-site";

/** Request lines without query strings: they can carry one-time tokens. */
const serializers = {
  req(request: { method: string; url: string; id: string }) {
    return { id: request.id, method: request.method, path: request.url.split("?")[0] };
  },
};

export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    serializers,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
      remove: true,
    },
  };
}

/** Builds the whole application without listening, so tests can inject requests. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
  });

  registerSecurityHeaders(app, { production: config.production });

  await app.register(
    async (api) => {
      registerHealthRoutes(api);
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ message: "There is no API endpoint at this address." }),
      );
    },
    { prefix: "/api" },
  );

  if (config.SERVE_SITE) {
    const handleUnmatched = await registerStaticSite(app, {
      root: config.SITE_DIR,
      production: config.production,
    });
    app.setNotFoundHandler(handleUnmatched);
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found." }));
  }

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500)
      request.log.error({ err: { type: error.name, message: error.message } }, "request failed");
    const message =
      status === 413
        ? "The request body is too large."
        : status >= 500
          ? "Something went wrong on our side. Please try again."
          : error.message;
    return reply.code(status).send({ message });
  });

  return app;
}
