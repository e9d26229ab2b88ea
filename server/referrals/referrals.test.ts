import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { authMessages } from "#server/auth/rules.ts";
import { pointsLedger, referrals, securityEvents } from "#server/db/schema/index.ts";
import { rewardMessages } from "#server/payouts/request-payout.ts";
import {
  balanceOf,
  call,
  confirmEmail,
  createUser,
  grantPoints,
  logIn,
  PASSWORD,
  referralCodeOf,
  type TestUser,
  uniqueEmail,
  userIdOf,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";

/**
 * The referral programme tried as a farmer would: every rule here stops someone who would
 * otherwise turn throw-away sign-ups into PKR.
 */
describeEachBackend("referral integrity", (backend) => {
  const t = useTestApp(backend, { env: { REFERRAL_MONTHLY_CAP: "3" } });
  const admin = useAdmin(t, "Review Admin");

  const signUp = (body: Record<string, string>, ip?: string) =>
    call(t.app, "POST", "/auth/signup", {
      body: { name: "Friend", password: PASSWORD, ...body },
      ...(ip ? { ip } : {}),
    });
  const summaryOf = async (user: TestUser) =>
    (await call(t.app, "GET", "/user/points", { token: user.token })).json().referrals;
  const referralOf = async (referredId: string) =>
    (await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, referredId)))[0]!;
  /** A referrer who logged in from `ip` (the rules compare addresses it used). */
  const referrerAt = async (ip: string) => {
    const referrer = await createUser(t.app);
    const login = await logIn(t.app, referrer.email, referrer.password, { ip });
    expect(login.statusCode).toBe(200);
    return referrer;
  };

  test("a scripted farm of 10 unconfirmed sign-ups from one address earns nothing", async () => {
    const referrer = await referrerAt("198.51.100.7");
    const code = await referralCodeOf(t.app, referrer);
    for (let i = 0; i < 10; i++)
      expect(
        (await signUp({ email: uniqueEmail("farm"), referralCode: code }, "203.0.113.50"))
          .statusCode,
      ).toBe(201);

    expect(await balanceOf(t.app, referrer.id)).toBe(0);
    const ledger = await t.app.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, referrer.id));
    expect(ledger).toHaveLength(0);
    expect(await summaryOf(referrer)).toMatchObject({
      joined: 10,
      confirmed: 0,
      pending: 10,
      inReview: 0,
      credited: 0,
      pendingPoints: 1000,
    });
    const redeem = await call(t.app, "POST", "/rewards/redeem", { token: referrer.token });
    expect(redeem.statusCode).toBe(400);
  });

  test("a friend who confirms the address credits the referrer, once", async () => {
    const referrer = await createUser(t.app);
    const friend = await createUser(t.app, {
      referralCode: await referralCodeOf(t.app, referrer),
      verified: false,
    });
    expect(await balanceOf(t.app, referrer.id)).toBe(0);
    expect((await confirmEmail(t.app, friend.id)).json()).toEqual({
      message: authMessages.verified,
    });
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    // Another link for the same account is answered kindly and pays nothing more.
    expect((await confirmEmail(t.app, friend.id)).json()).toEqual({
      message: authMessages.alreadyVerified,
    });
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    expect(await summaryOf(referrer)).toMatchObject({ joined: 1, confirmed: 1, pending: 0 });
    expect(await referralOf(friend.id)).toMatchObject({ status: "credited", flagReason: null });
  });

  test("a friend on a sub-domain of the referrer's own domain is held for review", async () => {
    // boss@acme…example refers f@x.acme…example: whoever owns the domain owns every sub-domain.
    const domain = `acme${process.pid}x${Date.now()}.example`;
    const referrer = await createUser(t.app, { email: `boss@${domain}` });
    const code = await referralCodeOf(t.app, referrer);
    const friendEmail = `f@x.${domain}`;
    expect(
      (await signUp({ email: friendEmail, referralCode: code }, "198.51.100.21")).statusCode,
    ).toBe(201);
    const friendId = await userIdOf(t.app, friendEmail);
    expect((await confirmEmail(t.app, friendId)).statusCode).toBe(200);
    expect(await balanceOf(t.app, referrer.id)).toBe(0);
    expect(await referralOf(friendId)).toMatchObject({
      status: "flagged",
      flagReason: "own-domain",
    });
    expect(await summaryOf(referrer)).toMatchObject({ joined: 1, inReview: 1, pendingPoints: 100 });

    // The administrator sees it, with the reason, and approves it: the points arrive once.
    const queue = await call(t.app, "GET", "/admin/referrals?status=flagged", {
      token: admin.token,
    });
    const item = queue
      .json()
      .items.find((row: { referrerEmail: string }) => row.referrerEmail === referrer.email);
    expect(item).toMatchObject({ status: "flagged", flagReason: "own-domain", points: 100 });
    const approved = await call(t.app, "POST", `/admin/referrals/${item.id}/decision`, {
      token: admin.token,
      body: { decision: "approve" },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "credited" });
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    const twice = await call(t.app, "POST", `/admin/referrals/${item.id}/decision`, {
      token: admin.token,
      body: { decision: "approve" },
    });
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    // Only administrators decide.
    const self = await call(t.app, "POST", `/admin/referrals/${item.id}/decision`, {
      token: referrer.token,
      body: { decision: "approve" },
    });
    expect(self.statusCode).toBe(403);
  });

  test("friends from the referrer's own address or one shared address are credited, not held", async () => {
    // On mobile networks many honest people share an address (carrier-grade NAT): the address
    // is evidence for the payout, not a hold.
    const referrer = await referrerAt("198.51.100.20");
    const code = await referralCodeOf(t.app, referrer);
    const emails = [uniqueEmail("twin"), uniqueEmail("twin")];
    for (const email of emails)
      expect((await signUp({ email, referralCode: code }, "198.51.100.20")).statusCode).toBe(201);
    const [first, second] = await Promise.all(emails.map((email) => userIdOf(t.app, email)));
    await confirmEmail(t.app, first!);
    await confirmEmail(t.app, second!);
    expect(await referralOf(first!)).toMatchObject({ status: "credited", flagReason: "same-ip" });
    expect(await referralOf(second!)).toMatchObject({ status: "credited", flagReason: "same-ip" });
    expect(await balanceOf(t.app, referrer.id)).toBe(200);
  });

  test("past the monthly cap, confirmed referrals wait for review", async () => {
    const referrer = await createUser(t.app);
    const code = await referralCodeOf(t.app, referrer);
    const friends: TestUser[] = [];
    for (let i = 0; i < 4; i++) friends.push(await createUser(t.app, { referralCode: code }));
    // The cap is 3 in this app.
    expect(await balanceOf(t.app, referrer.id)).toBe(300);
    expect(await referralOf(friends[3]!.id)).toMatchObject({
      status: "flagged",
      flagReason: "monthly-cap",
    });
  });

  test("throw-away addresses cannot sign up", async () => {
    for (const email of ["farm@mailinator.com", "farm@yopmail.com", "x@eu.guerrillamail.com"]) {
      const response = await signUp({ email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({ message: authMessages.disposableEmail, field: "email" });
    }
  });

  test("one mailbox cannot refer itself or open a second account under another spelling", async () => {
    const owner = await createUser(t.app, { email: `j.doe.${Date.now()}@gmail.com` });
    const code = await referralCodeOf(t.app, owner);
    const [local] = owner.email.split("@");
    const variant = `${local!.replaceAll(".", "")}+bonus@gmail.com`;
    const own = await signUp({ email: variant, referralCode: code });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: authMessages.ownReferralCode, field: "referralCode" });
    const second = await signUp({ email: variant.toUpperCase() });
    expect(second.statusCode).toBe(409);
    // Providers that do not ignore dots or tags are left alone.
    const elsewhere = `${local}+work@example.com`;
    expect((await signUp({ email: elsewhere })).statusCode).toBe(201);
  });

  test("points can only be redeemed from a confirmed address", async () => {
    const user = await createUser(t.app, { verified: false });
    await grantPoints(t.app, user.id, 400);
    const refused = await call(t.app, "POST", "/rewards/redeem", { token: user.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: rewardMessages.unverified });
    expect(await balanceOf(t.app, user.id)).toBe(400);
    const me = await call(t.app, "GET", "/user/me", { token: user.token });
    expect(me.json().emailVerified).toBe(false);

    await confirmEmail(t.app, user.id);
    expect((await call(t.app, "GET", "/user/me", { token: user.token })).json().emailVerified).toBe(
      true,
    );
    expect((await call(t.app, "POST", "/rewards/redeem", { token: user.token })).statusCode).toBe(
      200,
    );
  });

  test("a payout stays traceable to its referrals after every account involved is deleted", async () => {
    const referrer = await createUser(t.app, { name: "Payout Owner" });
    const code = await referralCodeOf(t.app, referrer);
    const friends = [
      await createUser(t.app, { referralCode: code }),
      await createUser(t.app, { referralCode: code }),
    ];
    expect(
      (await call(t.app, "POST", "/rewards/redeem", { token: referrer.token })).statusCode,
    ).toBe(200);
    for (const account of [...friends, referrer]) {
      const deleted = await call(t.app, "DELETE", "/user/me", {
        token: account.token,
        body: { password: account.password },
      });
      expect(deleted.statusCode).toBe(200);
    }
    const payouts = await call(t.app, "GET", "/admin/redemptions", { token: admin.token });
    const payout = payouts
      .json()
      .items.find(
        (item: { points: number; userName: string }) =>
          item.userName === "Deleted account" && item.points === 200,
      );
    expect(payout).toBeDefined();
    expect(payout.emailVerified).toBe(true);
    expect(payout.referrals).toHaveLength(2);
    for (const referral of payout.referrals)
      expect(referral).toMatchObject({
        status: "credited",
        points: 100,
        // The address is gone; its domain stays as evidence.
        referredEmail: expect.stringMatching(/^Deleted account \(@m[0-9a-f]{6}\.example\.com\)$/),
      });
    expect(payout.risk.reasons.map((reason: { text: string }) => reason.text)).toContain(
      "2 friends deleted their accounts.",
    );
    // The ledger explains the balance to the point.
    const ledger = await t.app.db
      .select({ amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, referrer.id));
    expect(ledger.map((row) => row.amount).sort()).toEqual([-200, 100, 100]);
  });

  test("a referral still unconfirmed when its account is deleted never pays", async () => {
    const referrer = await createUser(t.app);
    const friend = await createUser(t.app, {
      referralCode: await referralCodeOf(t.app, referrer),
      verified: false,
    });
    await call(t.app, "DELETE", "/user/me", {
      token: friend.token,
      body: { password: friend.password },
    });
    expect(await referralOf(friend.id)).toMatchObject({
      status: "rejected",
      flagReason: "account-deleted",
    });
    expect(await balanceOf(t.app, referrer.id)).toBe(0);
  });

  test("no secret reaches the audit log of a sign-up and its confirmation", async () => {
    const email = uniqueEmail("audited");
    await signUp({ email }, "192.0.2.44");
    const id = await userIdOf(t.app, email);
    await confirmEmail(t.app, id, "192.0.2.45");
    const events = await t.app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, id))
      .orderBy(securityEvents.id);
    expect(events.map((event) => [event.kind, event.ip])).toEqual([
      ["signup", "192.0.2.44"],
      ["email-verified", "192.0.2.45"],
    ]);
    const text = JSON.stringify(events);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(email);
  });
});
