import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "#contract/referral-code.ts";
import { authMessages } from "#server/auth/rules.ts";
import { pointsLedger, referrals, users } from "#server/db/schema/index.ts";
import {
  anotherSession,
  balanceOf,
  call,
  createUser,
  grantPoints,
  logIn,
  NEW_PASSWORD,
  referralCodeOf,
} from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail } from "#test/jobs.ts";
import { userMessages } from "./rules.ts";

/** GET /user/me's answer for an account whose address is confirmed. */
const confirmedUser = (email: string, name: string, points: number) => ({
  emailVerified: true,
  name,
  email,
  points,
});

describeOnPglite("account", (backend) => {
  const t = useTestApp(backend);

  test("GET /user/me answers name, email and points", async () => {
    const user = await createUser(t.app, { name: "Zoë 山田" });
    await grantPoints(t.app, user.id, 150);
    const response = await call(t.app, "GET", "/user/me", { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(confirmedUser(user.email, "Zoë 山田", 150));
  });

  test("the referral code is short, unambiguous and unique per user", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.app);
      const response = await call(t.app, "GET", "/user/my-referral-link", { token: user.token });
      expect(response.statusCode).toBe(200);
      const { code } = response.json() as { code: string };
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      for (const char of code) expect(REFERRAL_CODE_ALPHABET).toContain(char);
      expect(code).not.toMatch(/[01OIL]/);
      codes.add(code);
    }
    expect(codes.size).toBe(3);
  });

  test("PATCH /user/me changes the name, trimmed and validated", async () => {
    const user = await createUser(t.app);
    const renamed = await call(t.app, "PATCH", "/user/me", {
      token: user.token,
      body: { name: "  Bilal Qureshi  " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual(confirmedUser(user.email, "Bilal Qureshi", 0));

    const empty = await call(t.app, "PATCH", "/user/me", {
      token: user.token,
      body: { name: "   " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Name: is required.", field: "name" });
    const email = await call(t.app, "PATCH", "/user/me", {
      token: user.token,
      body: { name: "X", email: "other@example.com" },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ message: 'Unknown field "email".' });
  });

  test("change-password checks the current one, ends other sessions and keeps this one", async () => {
    const user = await createUser(t.app);
    const other = await anotherSession(t.app, user);

    const wrong = await call(t.app, "POST", "/user/change-password", {
      token: user.token,
      body: { currentPassword: "not-the-password", newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: userMessages.wrongCurrentPassword,
      field: "currentPassword",
    });

    const common = await call(t.app, "POST", "/user/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: "password123" },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: `New password: ${authMessages.commonPassword}`,
      field: "newPassword",
    });

    const changed = await call(t.app, "POST", "/user/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const { message, token } = changed.json() as { message: string; token: string };
    expect(message).toBe(userMessages.passwordChanged);

    expect((await call(t.app, "GET", "/user/me", { token: user.token })).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/user/me", { token: other })).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/user/me", { token })).statusCode).toBe(200);

    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await logIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test("DELETE /user/me needs the password and removes the account and its personal data", async () => {
    const referrer = await createUser(t.app);
    const code = await referralCodeOf(t.app, referrer);
    const user = await createUser(t.app, { referralCode: code });
    await grantPoints(t.app, user.id, 400);
    const redeemed = await call(t.app, "POST", "/rewards/redeem", { token: user.token });
    expect(redeemed.statusCode).toBe(200);
    await call(t.app, "POST", "/auth/forgot-password", { body: { email: user.email } });

    const wrong = await call(t.app, "DELETE", "/user/me", {
      token: user.token,
      body: { password: "wrong-password-here" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: userMessages.wrongPassword, field: "password" });

    const deleted = await call(t.app, "DELETE", "/user/me", {
      token: user.token,
      body: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: userMessages.deleted });

    expect((await call(t.app, "GET", "/user/me", { token: user.token })).statusCode).toBe(401);
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(401);
    // Nothing personal is left: the address, the name and the password are gone from the row.
    expect(await t.app.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(0);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: "Deleted account", emailCanonical: null });
    expect(row!.email).not.toContain(user.email.split("@")[0]!);
    expect(row!.passwordHash).not.toMatch(/^\$argon2/);
    expect(row!.deletedAt).not.toBeNull();
    expect(await queuedMail(t.app.db, mailTo(user.email))).toHaveLength(0);
    // The payout stays explainable: its ledger rows and the referral remain.
    expect(
      await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id)),
    ).toHaveLength(2);
    const [referral] = await t.app.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, user.id));
    expect(referral).toMatchObject({
      referrerId: referrer.id,
      status: "credited",
      signupIpHash: null,
    });

    // The referrer keeps the bonus they earned.
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    const history = await call(t.app, "GET", "/user/points", { token: referrer.token });
    expect(history.json().entries).toHaveLength(1);

    // The address is free again.
    const again = await call(t.app, "POST", "/auth/signup", {
      body: { name: "Back", email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(201);
  });

  test("GET /user/points lists the history newest first, with redemption status", async () => {
    const referrer = await createUser(t.app);
    const code = await referralCodeOf(t.app, referrer);
    await createUser(t.app, { referralCode: code });
    await createUser(t.app, { referralCode: code });
    const redeem = await call(t.app, "POST", "/rewards/redeem", { token: referrer.token });
    expect(redeem.statusCode).toBe(200);

    const response = await call(t.app, "GET", "/user/points", { token: referrer.token });
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries as Array<Record<string, unknown>>;
    expect(entries.map(({ reason, amount, status }) => ({ reason, amount, status }))).toEqual([
      { reason: "redemption", amount: -200, status: "awaiting-details" },
      { reason: "referral_bonus", amount: 100, status: undefined },
      { reason: "referral_bonus", amount: 100, status: undefined },
    ]);
    for (const entry of entries) {
      expect(typeof entry.id).toBe("number");
      expect(new Date(entry.createdAt as string).toISOString()).toBe(entry.createdAt);
    }
    const sum = entries.reduce((total, entry) => total + (entry.amount as number), 0);
    expect(sum).toBe(await balanceOf(t.app, referrer.id));
  });
});
