import { z } from "zod";

const boolish = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Every setting comes from the environment; README.md lists them with their defaults. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  SITE_DIR: z.string().default("build/client"),
  /** Serve the built site (off for the API-only dev server behind Vite). */
  SERVE_SITE: boolish.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Trust X-Forwarded-* from a load balancer in front. */
  TRUST_PROXY: boolish.default(false),
});

export type Config = z.infer<typeof schema> & { production: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return { ...parsed.data, production: parsed.data.NODE_ENV === "production" };
}
