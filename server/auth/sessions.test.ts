import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterEach, expect, test, vi } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { call, createUser, NEW_PASSWORD, sleep, storeLink, type TestUser } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { passwordHashParams } from "./passwords.ts";

/**
 * Holds the next password verification after it has run, until the test lets it go: a login (or
 * a password change) that has checked the old password, with a reset committing meanwhile.
 */
const gate = vi.hoisted(() => {
  let hold: Promise<void> | undefined;
  let arrived = () => {};
  return {
    arm() {
      let open = () => {};
      hold = new Promise<void>((resolve) => {
        open = resolve;
      });
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      return { reached, open };
    },
    async pass() {
      const held = hold;
      if (!held) return;
      hold = undefined;
      arrived();
      await held;
    },
  };
});

vi.mock("./passwords.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./passwords.ts")>();
  return {
    ...actual,
    verifyPassword: async (passwordHash: string, password: string) => {
      const valid = await actual.verifyPassword(passwordHash, password);
      await gate.pass();
      return valid;
    },
  };
});

const CHANGED_PASSWORD = "lantern-copper-orchard-64";

describeOnPglite("sessions end with the password, by version", (backend) => {
  const t = useTestApp(backend);
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) => call(t.app, "GET", "/user/me", { token });
  const login = (email: string, password: string) =>
    call(t.app, "POST", "/auth/login", { body: { email, password } });

  /** A reset link for the user, as forgot-password would store it. */
  const resetLink = (user: TestUser) => storeLink(t.app, { userId: user.id });
  const reset = (token: string, password = NEW_PASSWORD) =>
    call(t.app, "POST", "/auth/reset-password", { body: { token, password } });

  test("a login that checked the old password while a reset committed gets a token that is refused", async () => {
    const user = await createUser(t.app);
    const link = await resetLink(user);

    const held = gate.arm();
    const racing = login(user.email, user.password);
    await held.reached;
    expect((await reset(link)).statusCode).toBe(200);
    // Later than the change by any clock: a time comparison would let this token through.
    await sleep(20);
    held.open();

    const answer = await racing;
    expect(answer.statusCode).toBe(200);
    const token = answer.json().token as string;
    expect(decodeJwt(token).sv).toBe(0);
    expect((await me(token)).statusCode).toBe(401);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(decodeJwt(fresh.json().token).sv).toBe(1);
    expect((await me(fresh.json().token)).statusCode).toBe(200);
  });

  test("with the clock standing still, tokens minted in the change's millisecond are told apart", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const frozen = Date.now();
    const user = await createUser(t.app);
    const held = gate.arm();
    const racing = login(user.email, user.password);
    await held.reached;

    const changed = await call(t.app, "POST", "/user/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: CHANGED_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    held.open();
    const late = (await racing).json().token as string;
    const fresh = (await login(user.email, CHANGED_PASSWORD)).json().token as string;
    const current = changed.json().token as string;

    // Every one of them carries the same second, and the clock really did not move.
    for (const token of [user.token, late, current, fresh])
      expect(decodeJwt(token).iat).toBe(Math.floor(frozen / 1000));
    expect(Date.now()).toBe(frozen);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(late)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  test("a password change whose session a reset ended meanwhile is refused and changes nothing", async () => {
    const user = await createUser(t.app);
    const link = await resetLink(user);

    const held = gate.arm();
    const changing = call(t.app, "POST", "/user/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: CHANGED_PASSWORD },
    });
    await held.reached;
    expect((await reset(link)).statusCode).toBe(200);
    held.open();

    const answer = await changing;
    expect(answer.statusCode).toBe(401);
    expect(answer.json().token).toBeUndefined();
    // The reset's password stands; the refused change did not overwrite it.
    expect((await login(user.email, CHANGED_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.sessionVersion).toBe(1);
  });

  test("upgrading an old hash at login never overwrites a password set meanwhile", async () => {
    const user = await createUser(t.app);
    const weaker = await hash(user.password, { ...passwordHashParams, memoryCost: 8_192 });
    await t.app.db.update(users).set({ passwordHash: weaker }).where(eq(users.id, user.id));
    const link = await resetLink(user);

    const held = gate.arm();
    const racing = login(user.email, user.password);
    await held.reached;
    expect((await reset(link)).statusCode).toBe(200);
    held.open();
    expect((await racing).statusCode).toBe(200);

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });
});
