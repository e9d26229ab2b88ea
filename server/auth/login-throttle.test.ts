import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { securityEvents } from "#server/db/schema/index.ts";
import { createAuditLog } from "#server/security/audit-log.ts";
import { call, createUser, logIn, storeLink, TEST_JWT_SECRET, uniqueEmail } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { createLoginThrottle } from "./login-throttle.ts";

/**
 * Login throttling tried from both sides: an attacker guessing must be slowed, and must not be
 * able to keep the owner out (the lock-out the first review reproduced: ten wrong passwords from
 * ten addresses kept the owner out for 15 minutes).
 */
describeOnPglite("login throttling", (backend) => {
  const t = useTestApp(backend, { env: { LOGIN_FAILURE_CEILING: "12" } });

  const login = (email: string, password: string, ip: string) =>
    logIn(t.app, email, password, { ip });
  const subjectOf = (email: string) =>
    createAuditLog(new TextEncoder().encode(TEST_JWT_SECRET)).subjectOf(email);

  test("ten wrong passwords from ten addresses do not keep the owner out", async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, "wrong-guess-123", `203.0.113.${100 + i}`)).statusCode).toBe(
        401,
      );
    expect((await login(owner.email, owner.password, "198.51.100.200")).statusCode).toBe(200);
  });

  test("one client guessing is slowed down, with Retry-After, the right password included", async () => {
    const owner = await createUser(t.app);
    const attacker = "203.0.113.9";
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, "wrong-guess-123", attacker)).statusCode).toBe(401);
    const slowed = await login(owner.email, owner.password, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(slowed.json().message).toMatch(/too many failed attempts/i);
    // The owner, elsewhere, is not slowed at all.
    expect((await login(owner.email, owner.password, "198.51.100.201")).statusCode).toBe(200);
    const kinds = await t.app.db
      .select({ kind: securityEvents.kind, ip: securityEvents.ip })
      .from(securityEvents)
      .where(eq(securityEvents.subject, subjectOf(owner.email)));
    expect(kinds.filter((event) => event.kind === "login-failure")).toHaveLength(5);
    expect(kinds).toContainEqual({ kind: "login-throttled", ip: attacker });
  });

  test("each further failure doubles the wait, up to 15 minutes", async () => {
    const throttle = createLoginThrottle(t.app.db, { freeFailures: 5, ceiling: 1000 });
    const email = uniqueEmail("doubling");
    const subject = subjectOf(email);
    const ip = "203.0.113.10";
    const fail = () =>
      t.app.db.insert(securityEvents).values({ kind: "login-failure", subject, ip });
    for (let i = 0; i < 5; i++) await fail();
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const first = await throttle.check(subject, ip);
    expect(first).toMatchObject({ allowed: false, reason: "address-and-client" });
    expect(await throttle.check(subject, ip, later(2))).toEqual({ allowed: true });
    await fail();
    const second = await throttle.check(subject, ip);
    expect(second.allowed === false && second.retryAfterSeconds).toBe(2);
    expect(await throttle.check(subject, ip, later(3))).toEqual({ allowed: true });
    for (let i = 0; i < 20; i++) await fail();
    const capped = await throttle.check(subject, ip);
    expect(capped.allowed === false && capped.retryAfterSeconds).toBe(900);
  });

  test("a success clears the client's slate", async () => {
    const owner = await createUser(t.app);
    const ip = "198.51.100.33";
    for (let i = 0; i < 4; i++) await login(owner.email, "wrong-guess-123", ip);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(owner.email, "wrong-guess-123", ip)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
  });

  test("a distributed attack holds back new clients only: the owner's known client gets in", async () => {
    const owner = await createUser(t.app);
    const home = "198.51.100.77";
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    // Twelve failures (this app's ceiling) from six addresses, two each.
    for (let i = 0; i < 12; i++)
      await login(owner.email, "wrong-guess-123", `203.0.113.${150 + (i % 6)}`);
    const stranger = await login(owner.email, owner.password, "203.0.113.222");
    expect(stranger.statusCode).toBe(429);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    // An address nobody uses behaves the same as one in use: nothing to learn from the answer.
    const unknown = uniqueEmail("nobody");
    for (let i = 0; i < 12; i++)
      await login(unknown, "wrong-guess-123", `203.0.113.${160 + (i % 6)}`);
    expect((await login(unknown, "whatever-123", "203.0.113.223")).statusCode).toBe(429);
  });

  test("one client trying many addresses (credential stuffing) is stopped", async () => {
    const ip = "203.0.113.99";
    let last = 0;
    for (let i = 0; i < 51; i++)
      last = (await login(uniqueEmail("stuffing"), "password-123", ip)).statusCode;
    expect(last).toBe(429);
    // Another client is unaffected.
    const owner = await createUser(t.app);
    expect((await login(owner.email, owner.password, "198.51.100.78")).statusCode).toBe(200);
  });
});

/**
 * The lock-out the third review reproduced with the default settings: a distributed attack kept
 * the owner out on every new device for 15 minutes, a completed password reset included.
 */
describeOnPglite("login throttling after a distributed attack", (backend) => {
  const t = useTestApp(backend);

  const login = (email: string, password: string, ip: string) =>
    logIn(t.app, email, password, { ip });

  /** 100 wrong passwords from 20 addresses, five each: every one of them a plain 401. */
  async function attack(email: string, network: string) {
    for (let i = 0; i < 100; i++)
      expect((await login(email, "wrong-guess-123", `${network}.${1 + (i % 20)}`)).statusCode).toBe(
        401,
      );
  }

  test("completing a password reset lets that new client log in; strangers stay held back", async () => {
    const owner = await createUser(t.app);
    await attack(owner.email, "203.0.113");
    const phone = "198.51.100.140";
    const held = await login(owner.email, owner.password, phone);
    expect(held.statusCode).toBe(429);
    // The answer names a way out that works: resetting the password on this device.
    expect(held.json().message).toMatch(
      /reset your password: once you have set a new one on this device/,
    );

    const token = await storeLink(t.app, { userId: owner.id });
    const newPassword = "copper-meadow-signal-88";
    const reset = await call(t.app, "POST", "/auth/reset-password", {
      body: { token, password: newPassword },
      ip: phone,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, newPassword, phone)).statusCode).toBe(200);

    // Another new client, one that proved nothing, is still held back, right password or not.
    expect((await login(owner.email, newPassword, "198.51.100.141")).statusCode).toBe(429);
    // And the attacker's own clients are still slowed per address and client.
    expect((await login(owner.email, newPassword, "203.0.113.1")).statusCode).toBe(429);
  });

  test("an IPv6 guesser is one client per /64, however many of its addresses it uses", async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 5; i++)
      expect(
        (await login(owner.email, "wrong-guess-123", `2001:db8:7:1::${i + 1}`)).statusCode,
      ).toBe(401);
    // A sixth address of the same /64 waits like the first five would.
    expect((await login(owner.email, owner.password, "2001:db8:7:1:ffff::9")).statusCode).toBe(429);
    // Another /64 is another client.
    expect((await login(owner.email, owner.password, "2001:db8:7:2::1")).statusCode).toBe(200);
  });
});
