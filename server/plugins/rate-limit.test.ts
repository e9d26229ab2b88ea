import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  call,
  createTestApp,
  createUser,
  eventually,
  type TestApp,
  uniqueEmail,
} from "#test/app.ts";
import { useTestApp } from "#test/fixtures.ts";
import { freePort } from "#test/ports.ts";
import { describeWithRedis, redisUrl } from "#test/redis.ts";
import { rateLimits } from "./rate-limit.ts";
import { MemoryCounters } from "./rate-limit-store.ts";

const expectLimited = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    message: expect.stringMatching(
      /^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/,
    ),
  });
};

describe("rate limits (in memory)", () => {
  const t = useTestApp("pglite");

  const login = (email: string, ip?: string) =>
    call(t.app, "POST", "/auth/login", { body: { email, password: "wrong-password-1" }, ip });

  test("login per IP: a flood guard over every attempt, failed or not", async () => {
    const ip = "192.0.2.10";
    // Failures past 50 are slowed by the login throttle first (its own message); the limiter
    // counts every request all the same and stops the flood at its maximum.
    for (let i = 0; i < rateLimits.loginPerIp.max; i++)
      expect([401, 429]).toContain((await login(uniqueEmail(), ip)).statusCode);
    expectLimited(await login(uniqueEmail(), ip));
    expect((await login(uniqueEmail(), "192.0.2.11")).statusCode).toBe(401);
  });

  test("sign-up per IP", async () => {
    const ip = "192.0.2.20";
    // A common password is refused after the limit is counted: cheap attempts that still count.
    const attempt = () =>
      call(t.app, "POST", "/auth/signup", {
        body: { name: "Bot", email: uniqueEmail("bot"), password: "password" },
        ip,
      });
    for (let i = 0; i < rateLimits.signupPerIp.max; i++)
      expect((await attempt()).statusCode).toBe(400);
    expectLimited(await attempt());
  });

  test("forgot-password per e-mail and per IP", async () => {
    const email = uniqueEmail("forgot");
    for (let i = 0; i < rateLimits.forgotPasswordPerEmail.max; i++) {
      const response = await call(t.app, "POST", "/auth/forgot-password", { body: { email } });
      expect(response.statusCode).toBe(202);
    }
    expectLimited(await call(t.app, "POST", "/auth/forgot-password", { body: { email } }));

    const ip = "192.0.2.30";
    for (let i = 0; i < rateLimits.forgotPasswordPerIp.max; i++) {
      const response = await call(t.app, "POST", "/auth/forgot-password", {
        body: { email: uniqueEmail() },
        ip,
      });
      expect(response.statusCode).toBe(202);
    }
    expectLimited(
      await call(t.app, "POST", "/auth/forgot-password", { body: { email: uniqueEmail() }, ip }),
    );
  });

  test("per-client limits count an IPv6 /64 as one client", async () => {
    await expectOneLimitPerSlash64([t], "2001:db8:64");
  });

  test("checking the current password is limited per user", async () => {
    const user = await createUser(t.app);
    const attempt = () =>
      call(t.app, "POST", "/user/change-password", {
        token: user.token,
        body: { currentPassword: "guess-guess-guess", newPassword: "brand-new-passphrase-1" },
      });
    for (let i = 0; i < rateLimits.passwordCheckPerUser.max; i++)
      expect((await attempt()).statusCode).toBe(400);
    expectLimited(await attempt());
  });
});

/**
 * Per-client limits from many addresses of one IPv6 /64 (a single subscriber's usual share):
 * they count as one client; the next /64 is another client.
 */
async function expectOneLimitPerSlash64(apps: TestApp[], network: string) {
  const forgotFrom = (t: TestApp, ip: string) =>
    call(t.app, "POST", "/auth/forgot-password", { body: { email: uniqueEmail("v6") }, ip });
  const max = rateLimits.forgotPasswordPerIp.max;
  for (let i = 0; i < max; i++)
    expect(
      (await forgotFrom(apps[i % apps.length]!, `${network}:1::${(i + 1).toString(16)}`))
        .statusCode,
    ).toBe(202);
  for (const t of apps) expectLimited(await forgotFrom(t, `${network}:1:abcd:ef01:2345:6789`));
  expect((await forgotFrom(apps[0]!, `${network}:2::1`)).statusCode).toBe(202);
}

describe("in-memory counters", () => {
  test("count per key within the window, start again after it", () => {
    const counters = new MemoryCounters();
    expect(counters.incr("a", 1_000, 0)).toEqual({ current: 1, ttl: 1_000 });
    expect(counters.incr("a", 1_000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counters.incr("b", 1_000, 400)).toEqual({ current: 1, ttl: 1_000 });
    expect(counters.incr("a", 1_000, 1_000)).toEqual({ current: 1, ttl: 1_000 });
  });

  test("hold a bounded number of keys, expired ones swept first", () => {
    const counters = new MemoryCounters(100);
    for (let i = 0; i < 50; i++) counters.incr(`old-${i}`, 10, 0);
    for (let i = 0; i < 1_000; i++) counters.incr(`new-${i}`, 60_000, 100);
    expect(counters.size).toBeLessThanOrEqual(100);
    // The newest windows are kept.
    expect(counters.incr("new-999", 60_000, 200).current).toBe(2);
  });
});

/** A request limited per e-mail address (forgot-password: 3 an hour). */
const forgot = (t: TestApp, email: string) =>
  call(t.app, "POST", "/auth/forgot-password", { body: { email } });

const outageWarnings = (t: TestApp) =>
  t.logs.filter((line) => line.includes("Redis unavailable: rate limits count in memory"));

describe("rate limits while Redis cannot be reached", () => {
  let t: TestApp;
  const password = `redis-pass-${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    // Nothing listens on this port: every connection attempt is refused.
    const port = await freePort();
    t = await createTestApp("pglite", {
      env: { REDIS_URL: `redis://:${password}@127.0.0.1:${port}` },
      captureLogs: true,
    });
  });
  afterAll(() => t?.close());

  test("limits still hold, counted in memory, without holding requests up", async () => {
    const email = uniqueEmail("no-redis");
    const started = performance.now();
    for (let i = 0; i < rateLimits.forgotPasswordPerEmail.max; i++)
      expect((await forgot(t, email)).statusCode).toBe(202);
    expectLimited(await forgot(t, email));
    expect(performance.now() - started).toBeLessThan(5_000);
    // Other addresses have their own counts.
    expect((await forgot(t, uniqueEmail("no-redis"))).statusCode).toBe(202);
  });

  test("one warning for the outage, with no secret in any log line", async () => {
    // ioredis keeps retrying (and failing) meanwhile: still one warning.
    await eventually(() => (t.logs.length > 0 ? true : undefined));
    for (let i = 0; i < 20; i++) await forgot(t, uniqueEmail("no-redis"));
    expect(outageWarnings(t)).toHaveLength(1);
    expect(JSON.parse(outageWarnings(t)[0]!)).toMatchObject({
      level: 40,
      err: { code: "ECONNREFUSED" },
    });
    const logs = t.logs.join("\n");
    expect(logs).not.toContain(password);
    expect(logs).not.toContain("wrong-password-1");
  });
});

/** A TCP relay to the real Redis that the test can take down and bring back on the same port. */
async function startRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
    });
  await up();
  return { port, up, down };
}

describeWithRedis("rate limits shared through Redis", () => {
  let first: TestApp;
  let second: TestApp;
  const prefix = `test-${process.pid}-${randomBytes(4).toString("hex")}:`;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    [first, second] = await Promise.all([
      createTestApp("pglite", { env }),
      createTestApp("pglite", { env }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
  });

  test("two server instances count one e-mail's requests together", async () => {
    const email = uniqueEmail("redis");
    const max = rateLimits.forgotPasswordPerEmail.max;
    for (let i = 0; i < max; i++) {
      const t = i % 2 === 0 ? first : second;
      expect((await forgot(t, email)).statusCode).toBe(202);
    }
    for (const t of [first, second]) expectLimited(await forgot(t, email));

    // The counters are in Redis, under REDIS_PREFIX, with their window as expiry.
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const keys = await client.keys(`${prefix}rate-limit:forgotPasswordPerEmail:*`);
      expect(keys).toHaveLength(1);
      expect(Number(await client.get(keys[0]!))).toBe(max + 2);
      const ttl = await client.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(rateLimits.forgotPasswordPerEmail.windowMs);
    } finally {
      client.disconnect();
    }
  });

  test("two server instances count an IPv6 /64 as one client", async () => {
    await expectOneLimitPerSlash64([first, second], "2001:db8:65");
  });
});

describeWithRedis("rate limits when Redis goes away and comes back", () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let client: Redis;
  const prefix = `test-${process.pid}-${randomBytes(4).toString("hex")}:`;

  beforeAll(async () => {
    const target = new URL(redisUrl);
    relay = await startRelay(target);
    const through = new URL(redisUrl);
    through.hostname = "127.0.0.1";
    through.port = String(relay.port);
    client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    t = await createTestApp("pglite", {
      env: { REDIS_URL: through.toString(), REDIS_PREFIX: prefix },
      captureLogs: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.down();
    const keys = (await client?.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await client.del(...keys);
    client?.disconnect();
  });

  const countInRedis = async () => {
    const keys = await client.keys(`${prefix}rate-limit:forgotPasswordPerEmail:*`);
    const values = await Promise.all(keys.map((key) => client.get(key)));
    return values.reduce((sum, value) => sum + Number(value), 0);
  };

  test("counts move to memory during the outage (limits hold) and back to Redis after it", async () => {
    const before = uniqueEmail("relay");
    for (let i = 0; i < 2; i++) expect((await forgot(t, before)).statusCode).toBe(202);
    expect(await countInRedis()).toBe(2);
    expect(outageWarnings(t)).toHaveLength(0);

    await relay.down();
    const during = uniqueEmail("relay");
    for (let i = 0; i < rateLimits.forgotPasswordPerEmail.max; i++)
      expect((await forgot(t, during)).statusCode).toBe(202);
    expectLimited(await forgot(t, during));
    expect(await countInRedis()).toBe(2);
    expect(outageWarnings(t)).toHaveLength(1);

    await relay.up();
    await eventually(
      () => (t.logs.some((line) => line.includes("Redis is back")) ? true : undefined),
      15_000,
      "the reconnection",
    );
    expect((await forgot(t, before)).statusCode).toBe(202);
    expect(await countInRedis()).toBe(3);
    expect(outageWarnings(t)).toHaveLength(1);
  });
});
