import { z } from "zod";
import { REFERRAL_CLIENT_BONUS_POINTS, REFERRAL_CONSULTATION_EVERY } from "#contract/rules.ts";
import { consultantBySlug } from "#site/booking/consultations.ts";
import { site } from "#site/facts.ts";

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

/** A consultant's CalDAV calendar: the address without credentials, and the credentials apart. */
export type CalendarAccount = {
  consultant: string;
  /** A calendar collection, or the account's server (discovered then). */
  url: string;
  username: string;
  password: string;
  /** The calendar's display name, from the address's "#…": which of the account's to use. */
  calendar?: string;
};

/** "slug=https://user:password@host/path/#Name" → the account, or what is wrong with it. */
function calendarAccountOf(entry: string): CalendarAccount | string {
  const format = "must be slug=https://user:password@host/path/ pairs, separated by commas";
  const equals = entry.indexOf("=");
  const consultant = entry.slice(0, equals).trim();
  if (equals < 1 || !/^[a-z0-9-]+$/.test(consultant)) return format;
  let url: URL;
  try {
    url = new URL(entry.slice(equals + 1).trim());
  } catch {
    return `${consultant}: ${format}`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return `${consultant}: the calendar's address must start with https://`;
  const account: CalendarAccount = {
    consultant,
    url: "",
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  if (url.hash.length > 1) account.calendar = decodeURIComponent(url.hash.slice(1));
  // fetch refuses an address with credentials in it: they go in the Authorization header.
  url.username = "";
  url.password = "";
  url.hash = "";
  account.url = url.href;
  return account;
}

/** Plain HTTP only to this machine: anything further would carry the password in clear. */
const isLoopback = (url: string) =>
  ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);

/** Empty variables count as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * Every setting comes from the environment; README.md's configuration table lists them
 * (scripts/lint/readme-config.test.ts checks that it does).
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Required in production; development and tests default to http://localhost:$PORT. */
  PUBLIC_URL: optional(z.url()),
  SITE_DIR: z.string().default("build/client"),
  /** Serve the built site (off for the API-only dev server behind Vite). */
  SERVE_SITE: boolish.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Trust X-Forwarded-* from a load balancer in front. */
  TRUST_PROXY: boolish.default(false),
  /**
   * How long a client may take to send its request line and headers, then its whole request
   * (headers and body): slow senders (slow loris) cannot hold connections open. Node requires
   * the first not to exceed the second.
   */
  HEADERS_TIMEOUT: optional(duration).transform((value) => value ?? 10),
  REQUEST_TIMEOUT: optional(duration).transform((value) => value ?? 30),
  /**
   * An idle keep-alive connection is closed after this; longer than a load balancer's own idle
   * timeout (60 s on the common ones), so it never reuses a connection this server is closing.
   */
  KEEP_ALIVE_TIMEOUT: optional(duration).transform((value) => value ?? 72),
  /** A connection on which nothing moves at all (a client that stops reading) is closed. */
  CONNECTION_TIMEOUT: optional(duration).transform((value) => value ?? 120),

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
   * How a message is passed on: `form` posts the form's own fields (Formspree and the like);
   * `zoho-web-to-lead` posts Zoho CRM's Web-to-Lead fields, to CONTACT_FORWARD_URL or else
   * Zoho's own endpoint, with the form's two public identifiers below.
   */
  CONTACT_FORWARD: z.enum(["form", "zoho-web-to-lead"]).default("form"),
  /** The Web-to-Lead form's `xnQsjsdp` and `xmIwtLD` values, from the form Zoho generates. */
  ZOHO_WEB_TO_LEAD_XNQSJSDP: optional(z.string().regex(/^[A-Za-z0-9._~+/=-]{8,200}$/)),
  ZOHO_WEB_TO_LEAD_XMIWTLD: optional(z.string().regex(/^[A-Za-z0-9._~+/=-]{8,200}$/)),
  /** The Lead Source a forwarded enquiry gets in Zoho CRM. */
  ZOHO_LEAD_SOURCE: z.string().min(1).max(120).default("Website"),
  /**
   * Comma-separated addresses whose accounts may become administrators, once they confirm the
   * mailbox with the link e-mailed at login (server/auth/admin-confirmation.ts).
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

  /**
   * Where each consultant's invitations go: "omar-farooq=omar@example.com,zainab-ali=…" (their
   * slug in content/team/). A consultant not named gets theirs at MAIL_TO. Addresses are
   * configuration, never content.
   */
  CONSULTANT_EMAILS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => entry.split("=").map((part) => part.trim())),
      )
      .pipe(
        z.array(z.tuple([z.string().regex(/^[a-z0-9-]+$/), z.email()]), {
          error: "must be slug=address pairs, separated by commas",
        }),
      ),
  ).transform((pairs) => Object.fromEntries(pairs ?? []) as Record<string, string>),
  /**
   * Each consultant's own calendar over CalDAV (server/bookings/consultant-calendars.ts): its
   * busy times block their slots and each booked call is written to it.
   * "omar-farooq=https://user:password@caldav.example.com/calendars/omar/work/,zainab-ali=…", the
   * user name and password percent-encoded as in SMTP_URL. The address is a calendar's, or the
   * account's: then its first calendar that takes events, or the one named after "#". A
   * consultant not named: the site's own bookings only. Credentials are configuration, never
   * content.
   */
  CONSULTANT_CALENDARS: optional(
    z.string().transform((value, context) => {
      const accounts: Record<string, CalendarAccount> = {};
      for (const entry of value.split(",").map((part) => part.trim())) {
        if (!entry) continue;
        const account = calendarAccountOf(entry);
        if (typeof account === "string") {
          context.addIssue({ code: "custom", message: account });
          return z.NEVER;
        }
        accounts[account.consultant] = account;
      }
      return accounts;
    }),
  ).transform((accounts) => accounts ?? {}),
  /**
   * How long a consultant's calendar may take to answer before the slots are listed without its
   * busy times (and a write to it is tried again later).
   */
  CALENDAR_TIMEOUT: optional(duration).transform((value) => value ?? 5),

  REFERRAL_BONUS_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** Points credited to a referrer when a lead they referred is marked won (0: no reward). */
  REFERRAL_CLIENT_BONUS_POINTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(REFERRAL_CLIENT_BONUS_POINTS),
  /**
   * Credited referrals that unlock one consultancy hour (content/consultations/consultancy-hour.yaml):
   * every this many, one more hour. The sign-up perks quote the default.
   */
  REFERRAL_CONSULTATION_EVERY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(REFERRAL_CONSULTATION_EVERY),
  /** Credited referrals per referrer in 30 days; more are held for review (0: no limit). */
  REFERRAL_MONTHLY_CAP: z.coerce.number().int().min(0).max(100_000).default(20),
  /**
   * A referral signed up from an address the referrer used within this many hours (or from the
   * address of another of their referrals) is held for review; 0 turns the rule off.
   */
  REFERRAL_SAME_IP_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Refuse sign-ups from throw-away mail services. */
  REFUSE_DISPOSABLE_EMAIL: boolish.default(true),
  /** A session unused this long ends (sliding: every use moves it on, within JWT_TTL). */
  SESSION_IDLE_TIMEOUT: optional(duration).transform((value) => value ?? 2 * 3600),
  /** Failed logins for one address from one client before each further try must wait longer. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * Failed logins for one address from all clients in 15 minutes after which only clients the
   * account has logged in from (in 30 days) may try; a password reset always works.
   */
  LOGIN_FAILURE_CEILING: z.coerce.number().int().min(10).max(100_000).default(100),
  /** Days the audit log (security_events) is kept. */
  SECURITY_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(180),
  /**
   * Days the visit statistics keep their raw events (page views, conversions); the daily
   * roll-ups the admin report reads stay. At least 7, the append-only trigger's own floor.
   */
  INSIGHTS_RAW_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  /** Page views stored per client address (an IPv6 /64) and day; an office shares one. */
  INSIGHTS_DAILY_VIEWS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(2000),

  /**
   * The members' assistant writes its answers with a language model when all three are set: any
   * OpenAI-compatible chat completions API (its base, such as http://127.0.0.1:11434/v1 for a
   * local Ollama, or the full …/chat/completions address), the model's name and the API key
   * (any text for a server that wants none). Unset, it answers with the best passages.
   */
  ASSISTANT_API_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  ASSISTANT_MODEL: optional(z.string().min(1).max(200)),
  ASSISTANT_API_KEY: optional(z.string().min(1).max(4096)),
  /** How long the model may stay silent (before its first word, or between two) before it counts as failed. */
  ASSISTANT_TIMEOUT: optional(duration).transform((value) => value ?? 30),

  /**
   * The content editor at /admin/content (docs/decisions/015-browser-cms.md). In production it
   * commits to this GitHub repository's branch, signing in through the GitHub OAuth app below.
   */
  CMS_GITHUB_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name")),
  CMS_BRANCH: z.string().min(1).max(200).default("main"),
  CMS_GITHUB_CLIENT_ID: optional(z.string().min(1).max(200)),
  CMS_GITHUB_CLIENT_SECRET: optional(z.string().min(1).max(400)),
  /**
   * Outside production the editor writes the working tree through Decap's proxy
   * (`npm run dev` starts it on port 8081).
   */
  CMS_LOCAL_BACKEND_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  "PUBLIC_URL" | "JWT_ISSUER" | "MAIL_FROM" | "MAIL_TO"
> & {
  production: boolean;
  /** The site's address: links in e-mails, the token issuer, the sender's domain. */
  PUBLIC_URL: string;
  /** Defaults to the site's origin. */
  JWT_ISSUER: string;
  /** Defaults to no-reply at the site's host name. */
  MAIL_FROM: string;
  /** Defaults to the company's info address (site/facts.ts). */
  MAIL_TO: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const data = parsed.data;
  // Node's own rule (http.createServer refuses otherwise); said here with the variables' names.
  if (data.HEADERS_TIMEOUT > data.REQUEST_TIMEOUT)
    throw new Error(
      `Invalid configuration:\n  HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT (${data.REQUEST_TIMEOUT} s)`,
    );
  const production = data.NODE_ENV === "production";
  // Both named at once, so a first deployment does not fail twice.
  const missing: string[] = [];
  if (production && !data.JWT_SECRET)
    missing.push(
      "JWT_SECRET: required in production (at least 32 random characters, e.g. from `openssl rand -base64 48`)",
    );
  // Every link the site e-mails starts with it: a guessed default would send people to localhost.
  if (production && !data.PUBLIC_URL)
    missing.push(
      "PUBLIC_URL: required in production (the site's address as visitors type it, e.g. https://www.example.com)",
    );
  if (
    data.CONTACT_FORWARD === "zoho-web-to-lead" &&
    (!data.ZOHO_WEB_TO_LEAD_XNQSJSDP || !data.ZOHO_WEB_TO_LEAD_XMIWTLD)
  )
    missing.push(
      "ZOHO_WEB_TO_LEAD_XNQSJSDP and ZOHO_WEB_TO_LEAD_XMIWTLD: required with CONTACT_FORWARD=zoho-web-to-lead (the hidden fields of the Web-to-Lead form Zoho CRM generates)",
    );
  const assistantSettings = ["ASSISTANT_API_URL", "ASSISTANT_MODEL", "ASSISTANT_API_KEY"] as const;
  const assistantSet = assistantSettings.filter((name) => data[name] !== undefined);
  if (assistantSet.length > 0 && assistantSet.length < assistantSettings.length)
    missing.push(
      `${assistantSettings.filter((name) => data[name] === undefined).join(" and ")}: required with ${assistantSet.join(" and ")} (the assistant's language model needs all three)`,
    );
  if (data.CMS_GITHUB_REPO && (!data.CMS_GITHUB_CLIENT_ID || !data.CMS_GITHUB_CLIENT_SECRET))
    missing.push(
      "CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET: required with CMS_GITHUB_REPO (the GitHub OAuth app the content editor signs in with)",
    );
  for (const account of Object.values(data.CONSULTANT_CALENDARS)) {
    if (!consultantBySlug(account.consultant))
      missing.push(
        `CONSULTANT_CALENDARS: ${account.consultant} is not a consultant (a file name in content/consultants/)`,
      );
    if (production && account.url.startsWith("http:") && !isLoopback(account.url))
      missing.push(
        `CONSULTANT_CALENDARS: ${account.consultant}'s calendar must be an https:// address in production (its password would travel in clear)`,
      );
  }
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join("\n  ")}`);
  const PUBLIC_URL = data.PUBLIC_URL ?? `http://localhost:${data.PORT}`;
  const publicUrl = new URL(PUBLIC_URL);
  return {
    ...data,
    production,
    PUBLIC_URL,
    JWT_ISSUER: data.JWT_ISSUER ?? publicUrl.origin,
    MAIL_FROM: data.MAIL_FROM ?? `no-reply@${publicUrl.hostname}`,
    MAIL_TO: data.MAIL_TO ?? site.contact.email,
  };
}
