import swagger from "@fastify/swagger";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import { jsonSchemaTransform, type ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiError } from "#contract/errors.ts";
import { site } from "#site/facts.ts";

/** The `{ message, field? }` body of the listed error statuses, for a route's response schema. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, ApiError])) as Record<
    S,
    typeof ApiError
  >;
}

/** A scope whose routes are typed by their zod schemas: what `withTypeProvider<ZodTypeProvider>()` gives. */
export type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const bearerAuth = [{ bearerAuth: [] }];

/**
 * The OpenAPI document is generated from the zod schemas the routes validate with, and served at
 * GET /api/openapi.json. Register before the routes it describes.
 */
export async function registerOpenApi(api: FastifyInstance) {
  await api.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${site.brand.name} account API`,
        description:
          "Sign-up, login, password reset, referrals, points and redemption. Every error answers `{ message, field? }`: a sentence the interface can show as it is and, when one input was refused, that input's name.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());
}
