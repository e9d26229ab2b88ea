import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call, createTestApp, createUser, type TestApp, uniqueEmail } from "#server/test/app";
import { rateLimits } from "./rate-limit";

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
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  const login = (email: string, ip?: string) =>
    call(t.app, "POST", "/auth/login", { body: { email, password: "wrong-password-1" }, ip });

  test("login per e-mail, whatever the address it comes from", async () => {
    const user = await createUser(t.app);
    // createUser logged in once already: that attempt counts too.
    for (let i = 1; i < rateLimits.loginPerEmail.max; i++)
      expect((await login(user.email)).statusCode).toBe(401);
    expectLimited(await login(user.email));
    // The right password is refused too while the limit lasts; other accounts are unaffected.
    const right = await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(429);
    expect((await login(uniqueEmail())).statusCode).toBe(401);
  });

  test("login per IP, across e-mail addresses", async () => {
    const ip = "192.0.2.10";
    for (let i = 0; i < rateLimits.loginPerIp.max; i++)
      expect((await login(uniqueEmail(), ip)).statusCode).toBe(401);
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

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisProblem(): Promise<string | null> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

const problem = await redisProblem();
if (problem)
  console.warn(`\n⚠ Redis rate-limit test SKIPPED: cannot reach ${redisUrl} (${problem}).\n`);

describe.skipIf(problem !== null)("rate limits shared through Redis", () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp("pglite", { env: { REDIS_URL: redisUrl } }),
      createTestApp("pglite", { env: { REDIS_URL: redisUrl } }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  test("two server instances count one e-mail's login attempts together", async () => {
    const email = uniqueEmail("redis");
    const max = rateLimits.loginPerEmail.max;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      const response = await call(app, "POST", "/auth/login", {
        body: { email, password: "wrong-password-1" },
      });
      expect(response.statusCode).toBe(401);
    }
    for (const app of [first.app, second.app]) {
      const response = await call(app, "POST", "/auth/login", {
        body: { email, password: "wrong-password-1" },
      });
      expectLimited(response);
    }
  });
});
