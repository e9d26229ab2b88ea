import { z } from "zod";
import { site } from "#web/content/site";

const boolish = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const units: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "86400", "90s", "30m", "24h" or "7d" → seconds. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return null;
  const seconds = Number(match[1]) * (units[(match[2] || "s").toLowerCase()] ?? 1);
  return seconds > 0 ? seconds : null;
}

const duration = z.string().transform((value, context) => {
  const seconds = parseDuration(value);
  if (seconds === null) {
    context.addIssue({ code: "custom", message: 'expected seconds or a duration like "24h"' });
    return z.NEVER;
  }
  return seconds;
});

/** Empty variables count as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Every setting comes from the environment; docs/api-and-config.md lists them with defaults. */
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

  /** The embedded database, the development JWT secret and development mail live here. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL instead of the embedded database, e.g. postgres://user:pass@host:5432/db. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
  /** Rate-limit counters shared by several server instances, e.g. redis://127.0.0.1:6379. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must start with redis:// or rediss://")),
  /** Put before every Redis key, so several sites or environments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .max(64)
    .regex(/^[\w.:-]*$/, "letters, digits and _ . : - only")
    .default(""),

  JWT_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  JWT_TTL: optional(duration).transform((value) => value ?? 24 * 3600),
  JWT_ISSUER: optional(z.string().min(1)),
  JWT_AUDIENCE: z.string().min(1).default("account"),

  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: mail goes to .eml files. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string().min(3)),
  /** The company inbox that receives messages from the site (contact form). */
  MAIL_TO: optional(z.string().min(3)),
  /** A third-party form endpoint every contact message is also passed on to (off when unset). */
  CONTACT_FORWARD_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  /**
   * Comma-separated addresses whose accounts may become administrators, once they confirm the
   * mailbox with the link e-mailed at login (server/admin/confirmation.ts).
   */
  ADMIN_EMAILS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be a comma-separated list of email addresses"))),
  ).transform((value) => value ?? []),

  REFERRAL_BONUS_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(100),
});

export type Config = Omit<z.infer<typeof schema>, "JWT_ISSUER" | "MAIL_FROM" | "MAIL_TO"> & {
  production: boolean;
  /** Defaults to the site's origin. */
  JWT_ISSUER: string;
  /** Defaults to no-reply at the site's host name. */
  MAIL_FROM: string;
  /** Defaults to the company's info address (web/content/site.ts). */
  MAIL_TO: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const data = parsed.data;
  const production = data.NODE_ENV === "production";
  if (production && !data.JWT_SECRET) {
    throw new Error(
      "Invalid configuration:\n  JWT_SECRET: required in production (at least 32 random characters, e.g. from `openssl rand -base64 48`)",
    );
  }
  const publicUrl = new URL(data.PUBLIC_URL);
  return {
    ...data,
    production,
    JWT_ISSUER: data.JWT_ISSUER ?? publicUrl.origin,
    MAIL_FROM: data.MAIL_FROM ?? `no-reply@${publicUrl.hostname}`,
    MAIL_TO: data.MAIL_TO ?? site.contact.email,
  };
}
