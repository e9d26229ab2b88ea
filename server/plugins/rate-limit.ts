import { createHash } from "node:crypto";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { Redis } from "ioredis";
import { clientKey } from "#server/http/client-network.ts";
import { HttpError } from "#server/http/errors.ts";
import { createCounterStore } from "./rate-limit-store.ts";

type KeySource = "ip" | "email" | "user" | "user-client";
type Limit = { max: number; windowMs: number; by: KeySource };

const minutes = (count: number) => count * 60_000;

/** Every limit of the API, by name. Counters live in memory, or in Redis when REDIS_URL is set. */
export const rateLimits = {
  /**
   * Every login request of one client, as a flood guard only: failed passwords are slowed per
   * address and client by server/auth/login-throttle.ts, which never refuses a right password
   * from another client.
   */
  loginPerIp: { max: 100, windowMs: minutes(15), by: "ip" },
  signupPerIp: { max: 10, windowMs: minutes(60), by: "ip" },
  forgotPasswordPerEmail: { max: 3, windowMs: minutes(60), by: "email" },
  forgotPasswordPerIp: { max: 10, windowMs: minutes(60), by: "ip" },
  resetPasswordPerIp: { max: 10, windowMs: minutes(15), by: "ip" },
  verifyEmailPerIp: { max: 20, windowMs: minutes(15), by: "ip" },
  /** Each request e-mails a new confirmation link. */
  verificationPerUser: { max: 3, windowMs: minutes(60), by: "user" },
  /** The same, asked without a session from the sign-up panel, by address. */
  confirmationPerEmail: { max: 3, windowMs: minutes(60), by: "email" },
  confirmationPerIp: { max: 10, windowMs: minutes(60), by: "ip" },
  /** Change password and delete account check the current password: no guessing either. */
  passwordCheckPerUser: { max: 10, windowMs: minutes(15), by: "user" },
  /**
   * The payout details' password, per member and client: a thief holding a session from their
   * own address is stopped there, while the owner's device keeps its own count. Each failure is
   * in the audit log and a burst is mailed to the member (server/payouts/set-payout-method.ts).
   */
  payoutPasswordPerUserClient: { max: 10, windowMs: minutes(15), by: "user-client" },
  /** Contact form posts, valid or not: one person rarely sends more than a couple. */
  contactPerIp: { max: 10, windowMs: minutes(60), by: "ip" },
  /** Drafts kept for refused native posts once contactPerIp is exceeded: a flood writes few rows. */
  contactDraftPerIp: { max: 20, windowMs: minutes(60), by: "ip" },
  newsletterPerIp: { max: 10, windowMs: minutes(60), by: "ip" },
  /** Each subscribe request can send a confirmation e-mail to the address. */
  newsletterPerEmail: { max: 3, windowMs: minutes(60), by: "email" },
  /**
   * Page views from the beacon: far more than a person reading (one every half second), while a
   * script cannot pour rows into the statistics; an office behind one address still fits.
   */
  eventsPerIp: { max: 120, windowMs: minutes(1), by: "ip" },
  /** Download links and downloads of member resources: a member's few files, not a script's thousands. */
  resourceLinksPerUser: { max: 30, windowMs: minutes(15), by: "user" },
  resourceDownloadsPerIp: { max: 60, windowMs: minutes(15), by: "ip" },
  /** Invitation banners: a person opens a few links; a script guessing codes gets a trickle. */
  inviterPerIp: { max: 20, windowMs: minutes(15), by: "ip" },
  /** Site searches: one a keystroke (after a pause) is far below this; a scraper is not. */
  searchPerIp: { max: 120, windowMs: minutes(1), by: "ip" },
  /** Questions to the assistant: each may cost a call to the language model. */
  assistantPerUser: { max: 30, windowMs: minutes(60), by: "user" },
  assistantPerIp: { max: 60, windowMs: minutes(60), by: "ip" },
  /** Conversations sent to the team: each is a lead and an e-mail to the inbox. */
  assistantSendPerUser: { max: 5, windowMs: minutes(60), by: "user" },
  /** The booking page's slot pages: a visitor paging through weeks, not a scraper of diaries. */
  bookingSlotsPerIp: { max: 120, windowMs: minutes(15), by: "ip" },
  /** Booked calls (each a lead and mails to the visitor and the consultant), valid or not. */
  bookingsPerIp: { max: 10, windowMs: minutes(60), by: "ip" },
  /** A booked call's reschedule and cancel links: a look and a use each, a few times over. */
  bookingChangesPerIp: { max: 30, windowMs: minutes(15), by: "ip" },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof rateLimits;

/** E-mail addresses are not kept in the counters' store, only a digest of them. */
const digest = (value: string) =>
  createHash("sha256").update(value).digest("base64url").slice(0, 22);

function keyOf(request: FastifyRequest, by: KeySource): string | undefined {
  // An IPv6 client is its /64: otherwise each of its 2^64 addresses would have a limit of its own.
  if (by === "ip") return clientKey(request.ip);
  if (by === "user") return request.userId || undefined;
  if (by === "user-client")
    return request.userId ? `${request.userId}:${clientKey(request.ip)}` : undefined;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? digest(email) : undefined;
}

/** How long to wait, in the words of a 429 answer or page: "1 second", "5 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? "1 second" : `${seconds} seconds`;
  const wholeMinutes = Math.ceil(seconds / 60);
  return wholeMinutes === 1 ? "1 minute" : `${wholeMinutes} minutes`;
}

export type RateLimiter = {
  /** A preHandler hook that enforces the named limits in order. */
  guard: (...names: LimitName[]) => preHandlerAsyncHookHandler;
};

/** Waits for Redis's first connection (or its first error) so the first requests count there. */
function firstConnection(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      redis.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once("ready", done);
    redis.once("error", done);
  });
}

/**
 * Registers @fastify/rate-limit (not globally) and builds named checks from it, so a route can
 * have several limits at once (per IP and per e-mail). Runs as a preHandler, after validation,
 * when the normalised e-mail is known. 429 answers carry Retry-After and a message.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: {
    redisUrl?: string;
    redisPrefix?: string;
    /** Told about every refused request (the audit log records a few of them). */
    onLimited?: (request: FastifyRequest, limit: LimitName, windowMs: number) => Promise<void>;
  },
): Promise<{
  limiter: RateLimiter;
  /** Counts in the same store (Redis when there is one): the nth hit of `key` in its window. */
  count: (key: string, windowMs: number) => Promise<number>;
  close: () => Promise<void>;
}> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2_000,
      // A Redis that does not answer must not hold requests up: they count in memory instead.
      commandTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
  }
  const counters = createCounterStore({
    redis,
    prefix: `${options.redisPrefix ?? ""}rate-limit:`,
    log: app.log,
  });
  if (redis) await firstConnection(redis, 2_000);

  await app.register(rateLimit, {
    global: false,
    // Counts in Redis, or in memory while Redis is down (logged there): never no limit at all.
    store: counters.Store as unknown as FastifyRateLimitStoreCtor,
    skipOnError: false,
  });

  const checks = Object.fromEntries(
    Object.entries(rateLimits).map(([name, limit]) => [
      name,
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${name}:${keyOf(request, limit.by)}`,
      }),
    ]),
  ) as Record<LimitName, ReturnType<FastifyInstance["createRateLimit"]>>;

  const limiter: RateLimiter = {
    guard:
      (...names) =>
      async (request) => {
        for (const name of names) {
          if (keyOf(request, rateLimits[name].by) === undefined) continue;
          const result = await checks[name](request);
          if (!result.isAllowed && result.isExceeded) {
            const seconds = Math.max(1, result.ttlInSeconds);
            await options.onLimited?.(request, name, rateLimits[name].windowMs);
            throw new HttpError(
              429,
              `Too many attempts. Please try again in ${waitText(seconds)}.`,
              { "retry-after": String(seconds) },
            );
          }
        }
      },
  };
  const close = async () => {
    if (!redis) return;
    if (redis.status !== "ready") return redis.disconnect();
    await redis.quit().catch(() => redis?.disconnect());
  };
  const count = async (key: string, windowMs: number) =>
    (await counters.increment(key, windowMs)).current;
  return { limiter, count, close };
}
