import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { SecurityEventKind } from "#contract/admin-fields.ts";
import { setRole } from "#server/admin/roles.ts";
import { type AppOptions, buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { createFormTokens } from "#server/contact/form-token.ts";
import {
  type LinkPurpose,
  referrals,
  resetTokens,
  securityEvents,
  users,
} from "#server/db/schema/index.ts";
import { creditPoints } from "#server/points/ledger.ts";
import { type Backend, createDatabase } from "./backends.ts";
import { NEW_PASSWORD, PASSWORD, TEST_JWT_SECRET, uniqueEmail } from "./identities.ts";
import { copyMigratedPglite } from "./pglite-template.ts";

export const PUBLIC_URL = "http://site.test";

/** A contact form token as a person's browser would have it: fetched some seconds before sending. */
export const formToken = () =>
  createFormTokens(new TextEncoder().encode(TEST_JWT_SECRET), () => Date.now() - 10_000).issue();

export type TestAppOptions = {
  env?: Record<string, string>;
  app?: AppOptions;
  captureLogs?: boolean;
  dataDir?: string;
  /** Writes what the app finds in its DATA_DIR at start (a search index), in the folder it removes on close. */
  seedDataDir?: (dataDir: string) => void;
  /** Runs before the app is ready, e.g. to add a route for a test. */
  prepare?: (app: FastifyInstance) => void;
};

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  backend: Backend;
  /** Every log line written so far, when the app was built with `captureLogs`. */
  logs: string[];
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database: PGlite in a temporary DATA_DIR, or a new PostgreSQL database
 * created for this app and dropped on close.
 */
export async function createTestApp(
  backend: Backend,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "site-test-"));
  options.seedDataDir?.(dataDir);
  if (backend === "pglite" && !existsSync(join(dataDir, "pglite")))
    await copyMigratedPglite(dataDir);
  const database = backend === "postgres" ? await createDatabase("test") : undefined;
  const logs: string[] = [];
  const logStream = options.captureLogs
    ? new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      })
    : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SERVE_SITE: "false",
    // No build here: the visit statistics count any path, unless a test gives a site.
    SITE_DIR: join(dataDir, "no-site"),
    LOG_LEVEL: options.captureLogs ? "info" : (process.env.TEST_LOG_LEVEL ?? "silent"),
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      ...options.app,
      jobs: { pollIntervalMs: 100, ...options.app?.jobs },
      mail: { retryBaseMs: 100, retryMaxMs: 400, ...options.app?.mail },
      intake: { retryBaseMs: 100, retryMaxMs: 400, ...options.app?.intake },
      logStream,
    });
    options.prepare?.(app);
    await app.ready();
  } catch (error) {
    await database?.drop();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    dataDir,
    backend,
    logs,
    close: async () => {
      await app.close();
      await database?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = randomBytes(2).readUInt16BE() * 256;
/** Requests come from a new address each time unless a test sets one: IP limits stay out of the way. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export { NEW_PASSWORD, PASSWORD, TEST_JWT_SECRET, uniqueEmail };

type CallOptions = {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/** A request to /api<path>. */
export function call(
  app: FastifyInstance,
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method: method as InjectOptions["method"],
    url: `/api${path}`,
    remoteAddress: options.ip ?? freshIp(),
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions["payload"] }),
  });
}

/** A native form post to /api<path>, as a browser without JavaScript sends it. */
export function postForm(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
  ip = freshIp(),
) {
  return app.inject({
    method: "POST",
    url: `/api${path}`,
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

export type TestUser = { id: string; name: string; email: string; password: string; token: string };

/**
 * A link for the user (a password reset unless `purpose` says otherwise), stored the way the
 * server stores one: only its hash, valid for an hour unless `expiresAt` says otherwise. Returns
 * the token the mail would carry.
 */
export async function storeLink(
  app: FastifyInstance,
  link: { userId: string; purpose?: LinkPurpose; expiresAt?: Date; usedAt?: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await app.db.insert(resetTokens).values({
    ...link,
    tokenHash: createHash("sha256").update(token).digest("hex"),
    expiresAt: link.expiresAt ?? new Date(Date.now() + 3_600_000),
  });
  return token;
}

/**
 * Confirms an account's address through POST /auth/verify-email, with a link token made here
 * (the real one is in the mail, which most tests do not read). Returns the answer.
 */
export async function confirmEmail(app: FastifyInstance, userId: string, ip?: string) {
  const token = await storeLink(app, { userId, purpose: "verify" });
  return call(app, "POST", "/auth/verify-email", { body: { token }, ...(ip ? { ip } : {}) });
}

/** POST /auth/login with an address and a password: the answer. */
export function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: Omit<CallOptions, "body"> = {},
) {
  return call(app, "POST", "/auth/login", { ...options, body: { email, password } });
}

/** A session of the user's besides the one it signed up with: a new login's token. */
export async function anotherSession(
  app: FastifyInstance,
  user: { email: string; password: string },
) {
  return (await logIn(app, user.email, user.password)).json().token as string;
}

/** The user's referral code, as GET /user/my-referral-link answers it. */
export async function referralCodeOf(app: FastifyInstance, user: { token: string }) {
  return (await call(app, "GET", "/user/my-referral-link", { token: user.token })).json()
    .code as string;
}

/** Signs a user up, confirms the address (unless `verified: false`) and logs them in. */
export async function createUser(
  app: FastifyInstance,
  overrides: {
    name?: string;
    email?: string;
    password?: string;
    referralCode?: string;
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const input = {
    name: overrides.name ?? "Test User",
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? PASSWORD,
    ...(overrides.referralCode ? { referralCode: overrides.referralCode } : {}),
  };
  const signup = await call(app, "POST", "/auth/signup", { body: input });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const id = await userIdOf(app, input.email.trim().toLowerCase());
  if (overrides.verified !== false) {
    const confirmed = await confirmEmail(app, id);
    if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  }
  const login = await logIn(app, input.email, input.password);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return {
    id,
    name: input.name,
    email: input.email.trim().toLowerCase(),
    password: input.password,
    token: login.json().token,
  };
}

/** A user made an administrator the way `npm run admin -- grant` does. */
export async function createAdmin(app: FastifyInstance, name: string): Promise<TestUser> {
  const admin = await createUser(app, { name });
  await setRole(app.db, admin.email, "admin");
  return admin;
}

/** Credits points the way an administrator's adjustment would, through the points module. */
export async function grantPoints(app: FastifyInstance, userId: string, amount: number) {
  await app.db.transaction((tx) => creditPoints(tx, { userId, amount, reason: "adjustment" }));
}

export async function balanceOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.db
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId));
  return row?.points ?? -1;
}

/** The id of the account with this (stored, lower-case) address; throws when there is none. */
export async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/** The referral the account signed up with: its status and why it is held, if it is. */
export async function referralStatusOf(app: FastifyInstance, referredId: string) {
  const [row] = await app.db
    .select({ status: referrals.status, flagReason: referrals.flagReason })
    .from(referrals)
    .where(eq(referrals.referredUserId, referredId));
  return row;
}

/** The lead the admin area's search finds first for this company (a name no other lead has). */
export async function leadIdByCompany(
  app: FastifyInstance,
  admin: { token: string },
  company: string,
): Promise<number> {
  const list = await call(app, "GET", `/admin/leads?status=all&q=${encodeURIComponent(company)}`, {
    token: admin.token,
  });
  return list.json().items[0].id as number;
}

/** The details of the account's security events of one kind, oldest first. */
export async function securityDetailsOf(
  app: FastifyInstance,
  userId: string,
  kind: SecurityEventKind,
) {
  const rows = await app.db
    .select({ detail: securityEvents.detail })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)))
    .orderBy(securityEvents.id);
  return rows.map((row) => row.detail);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}
