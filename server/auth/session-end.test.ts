import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { expect, test } from "vitest";
import { securityEvents, sessions } from "#server/db/schema/index.ts";
import { call, createUser, type TestUser } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { authMessages } from "./rules.ts";

describeOnPglite("ending sessions", (backend) => {
  const t = useTestApp(backend);

  const me = (token: string) => call(t.app, "GET", "/user/me", { token });
  const logIn = async (user: TestUser, ip?: string) => {
    const response = await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: user.password },
      ...(ip ? { ip } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const sessionOf = async (token: string) =>
    (
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(token).sid as string))
    )[0]!;

  test("logout ends this session on the server; the token is refused afterwards", async () => {
    const user = await createUser(t.app);
    const other = await logIn(user);
    const out = await call(t.app, "POST", "/auth/logout", { token: user.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: authMessages.loggedOut });
    // A copied token is worth nothing once its owner logged out, on every route.
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await call(t.app, "POST", "/rewards/redeem", { token: user.token })).statusCode).toBe(
      401,
    );
    expect((await call(t.app, "POST", "/auth/logout", { token: user.token })).statusCode).toBe(401);
    // Another login of the same account goes on.
    expect((await me(other)).statusCode).toBe(200);
  });

  test("log out everywhere ends every session of the account, and only of that account", async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const phone = await logIn(user, "198.51.100.61");
    const laptop = await logIn(user, "198.51.100.62");
    const out = await call(t.app, "POST", "/auth/logout-everywhere", { token: phone });
    expect(out.json()).toEqual({ message: authMessages.loggedOutEverywhere });
    for (const token of [user.token, phone, laptop]) expect((await me(token)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    // The next login works as usual.
    expect((await me(await logIn(user))).statusCode).toBe(200);
  });

  test("a session unused for the idle time ends; each use moves it on", async () => {
    const user = await createUser(t.app);
    const idle = t.config.SESSION_IDLE_TIMEOUT;
    expect(idle).toBe(2 * 3600);
    const setLastSeen = (token: string, secondsAgo: number) =>
      t.app.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${secondsAgo})` })
        .where(eq(sessions.id, decodeJwt(token).sid as string));

    // Used 1 h 50 min ago: still alive, and the use renews it.
    await setLastSeen(user.token, idle - 600);
    expect((await me(user.token)).statusCode).toBe(200);
    const renewed = await sessionOf(user.token);
    expect(Date.now() - renewed.lastSeenAt.getTime()).toBeLessThan(60_000);

    // Unused for 2 h 10 min: over.
    await setLastSeen(user.token, idle + 600);
    const ended = await me(user.token);
    expect(ended.statusCode).toBe(401);
    expect((await sessionOf(user.token)).endedAt).not.toBeNull();
    const events = await t.app.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events.map((event) => event.kind)).toContain("session-expired");
    // Using it again does not bring it back.
    await setLastSeen(user.token, 0);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  test("a renewal never outlives the token's own expiry", async () => {
    const user = await createUser(t.app);
    const session = await sessionOf(user.token);
    const exp = decodeJwt(user.token).exp!;
    expect(Math.abs(session.expiresAt.getTime() / 1000 - exp)).toBeLessThanOrEqual(1);
    expect(exp - decodeJwt(user.token).iat!).toBe(t.config.JWT_TTL);
  });

  test("a POST that takes no input accepts an empty JSON body", async () => {
    const user = await createUser(t.app, { verified: false });
    const json = { "content-type": "application/json" };
    const resend = await call(t.app, "POST", "/auth/resend-verification", {
      token: user.token,
      headers: json,
      body: "",
    });
    expect(resend.statusCode).toBe(202);
    const redeem = await call(t.app, "POST", "/rewards/redeem", {
      token: user.token,
      headers: json,
      body: "",
    });
    expect(redeem.statusCode).toBe(403);
    const logout = await call(t.app, "POST", "/auth/logout", {
      token: user.token,
      headers: json,
      body: "",
    });
    expect(logout.statusCode).toBe(200);
    // A body that is there must still be JSON, and an empty one is no login.
    const broken = await call(t.app, "POST", "/auth/login", { headers: json, body: "{" });
    expect(broken.statusCode).toBe(400);
    const empty = await call(t.app, "POST", "/auth/login", { headers: json, body: "" });
    expect(empty.statusCode).toBe(400);
  });

  test("a confirmation link can be asked for again, a few times an hour", async () => {
    const user = await createUser(t.app, { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call(t.app, "POST", "/auth/resend-verification", { token: user.token })).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    const confirmed = await createUser(t.app);
    const already = await call(t.app, "POST", "/auth/resend-verification", {
      token: confirmed.token,
    });
    expect(already.statusCode).toBe(200);
    expect(already.json()).toEqual({ message: authMessages.alreadyVerified });
  });
});
