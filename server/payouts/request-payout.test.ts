import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PKR_PER_BLOCK, REDEEM_BLOCK } from "#contract/rewards.ts";
import { pointsLedger, redemptions, users } from "#server/db/schema/index.ts";
import {
  balanceOf,
  call,
  confirmEmail,
  createUser,
  grantPoints,
  PASSWORD,
  referralCodeOf,
  uniqueEmail,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { rewardMessages } from "./request-payout.ts";

describeEachBackend("referrals and rewards", (backend) => {
  const t = useTestApp(backend);

  const redeem = (token: string, headers: Record<string, string> = {}) =>
    call(t.app, "POST", "/rewards/redeem", { token, headers });
  const ledgerSum = async (userId: string) => {
    const [row] = await t.app.db
      .select({ sum: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId));
    return Number(row?.sum);
  };

  test("a sign-up with a code records the referrer and credits 100 points once", async () => {
    const referrer = await createUser(t.app);
    const code = await referralCodeOf(t.app, referrer);
    // Codes are read without regard to case or surrounding spaces.
    const friend = await createUser(t.app, { referralCode: ` ${code.toLowerCase()} ` });

    const [row] = await t.app.db
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.id, friend.id));
    expect(row?.referredBy).toBe(referrer.id);
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    expect(await balanceOf(t.app, friend.id)).toBe(0);
    const [entry] = await t.app.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, referrer.id));
    expect(entry).toMatchObject({
      reason: "referral_bonus",
      amount: 100,
      referredUserId: friend.id,
    });

    // The same address signing up again (even many times at once) credits nothing more.
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, "POST", "/auth/signup", {
          body: { name: "Again", email: friend.email, password: PASSWORD, referralCode: code },
        }),
      ),
    );
    expect(retries.every((response) => response.statusCode === 409)).toBe(true);
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
  });

  test("concurrent sign-ups and confirmations with one code each credit once, and one address only once", async () => {
    const referrer = await createUser(t.app);
    const code = await referralCodeOf(t.app, referrer);
    const shared = uniqueEmail("shared");
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail(), shared, shared, shared];
    const responses = await Promise.all(
      emails.map((email) =>
        call(t.app, "POST", "/auth/signup", {
          body: { name: "Friend", email, password: PASSWORD, referralCode: code },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 201, 201, 201, 409, 409,
    ]);
    // Nothing is paid for unconfirmed sign-ups.
    expect(await balanceOf(t.app, referrer.id)).toBe(0);
    const friends = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referredBy, referrer.id));
    expect(friends).toHaveLength(4);
    // Each friend opens the link twice at once (two tabs): each is credited once.
    const confirmations = await Promise.all(
      friends.flatMap((friend) => [confirmEmail(t.app, friend.id), confirmEmail(t.app, friend.id)]),
    );
    expect(confirmations.every((response) => response.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.app, referrer.id)).toBe(400);
    expect(await ledgerSum(referrer.id)).toBe(400);
  });

  test("below 200 points the answer is 400 and says how many are needed", async () => {
    const user = await createUser(t.app);
    await grantPoints(t.app, user.id, 150);
    const response = await redeem(user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: rewardMessages.notEnough(150) });
    expect(response.json().message).toContain("50 more");
    expect(await balanceOf(t.app, user.id)).toBe(150);
  });

  test("redeem turns the largest multiple of 200 into PKR and records a redemption awaiting payout details", async () => {
    const user = await createUser(t.app);
    await grantPoints(t.app, user.id, 650);
    const response = await redeem(user.token);
    expect(response.statusCode).toBe(200);
    const { message } = response.json() as { message: string };
    expect(message.startsWith("✅")).toBe(true);
    expect(message).toContain("600 points");
    expect(message).toContain("PKR 300");
    expect(await balanceOf(t.app, user.id)).toBe(50);
    expect(await ledgerSum(user.id)).toBe(50);
    const rows = await t.app.db.select().from(redemptions).where(eq(redemptions.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({ points: 600, pkr: 300, status: "awaiting-details", paidAt: null }),
    ]);
    const me = await call(t.app, "GET", "/user/me", { token: user.token });
    expect(me.json().points).toBe(50);
  });

  test("fifty redeem requests at once for 200 points succeed exactly once", async () => {
    const user = await createUser(t.app);
    await grantPoints(t.app, user.id, 200);
    const responses = await Promise.all(Array.from({ length: 50 }, () => redeem(user.token)));
    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(await balanceOf(t.app, user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    const rows = await t.app.db.select().from(redemptions).where(eq(redemptions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  test("an Idempotency-Key makes a retry return the first answer", async () => {
    const user = await createUser(t.app);
    await grantPoints(t.app, user.id, 400);
    const key = { "idempotency-key": `redeem-${Date.now()}` };
    const first = await redeem(user.token, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();

    await grantPoints(t.app, user.id, 400);
    const retries = await Promise.all(Array.from({ length: 10 }, () => redeem(user.token, key)));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers["idempotent-replayed"]).toBe("true");
    }
    expect(await balanceOf(t.app, user.id)).toBe(400);

    // A refusal is not stored: once the points are there, the same key redeems.
    const poor = await createUser(t.app);
    const refusal = await redeem(poor.token, { "idempotency-key": "k1" });
    expect(refusal.statusCode).toBe(400);
    await grantPoints(t.app, poor.id, 200);
    const again = await redeem(poor.token, { "idempotency-key": "k1" });
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await balanceOf(t.app, poor.id)).toBe(0);
    const replay = await redeem(poor.token, { "idempotency-key": "k1" });
    expect(replay.json()).toEqual(again.json());
    expect(replay.headers["idempotent-replayed"]).toBe("true");

    // Keys belong to their user.
    const other = await createUser(t.app);
    await grantPoints(t.app, other.id, 200);
    expect((await redeem(other.token, key)).json().message).toContain("200 points");

    const tooLong = await redeem(user.token, { "idempotency-key": "x".repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^Idempotency-Key: /);
  });

  test("the ledger is append-only", async () => {
    const user = await createUser(t.app);
    await grantPoints(t.app, user.id, 10);
    await expect(
      t.app.db.update(pointsLedger).set({ amount: 1000 }).where(eq(pointsLedger.userId, user.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(pointsLedger).where(eq(pointsLedger.userId, user.id)),
    ).rejects.toThrow();
    // The balance can never go below zero.
    await expect(
      t.app.db.update(users).set({ points: -1 }).where(eq(users.id, user.id)),
    ).rejects.toThrow();
    expect(await ledgerSum(user.id)).toBe(10);
  });

  test("any sequence of credits and redeems keeps balance = ledger ≥ 0 and pays 100 PKR per 200", async () => {
    const user = await createUser(t.app);
    let paid = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 450 }), fc.constant(0)), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps) => {
          for (const step of steps) {
            if (step > 0) {
              await grantPoints(t.app, user.id, step);
              continue;
            }
            const before = await balanceOf(t.app, user.id);
            const response = await redeem(user.token);
            const spent = Math.floor(before / REDEEM_BLOCK) * REDEEM_BLOCK;
            expect(response.statusCode).toBe(spent > 0 ? 200 : 400);
            paid += (spent / REDEEM_BLOCK) * PKR_PER_BLOCK;
            expect(await balanceOf(t.app, user.id)).toBe(before - spent);
          }
          const balance = await balanceOf(t.app, user.id);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await ledgerSum(user.id)).toBe(balance);
        },
      ),
      { numRuns: 12 },
    );
    const rows = await t.app.db.select().from(redemptions).where(eq(redemptions.userId, user.id));
    expect(rows.reduce((total, row) => total + row.pkr, 0)).toBe(paid);
  });
});

describe("redeemable()", () => {
  test("whole blocks only, never negative", async () => {
    const { redeemable } = await import("#contract/rewards.ts");
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), (points) => {
        const value = redeemable(points);
        expect(value.points % REDEEM_BLOCK).toBe(0);
        expect(value.points).toBeLessThanOrEqual(Math.max(0, points));
        expect(Math.max(0, points) - value.points).toBeLessThan(REDEEM_BLOCK);
        expect(value.pkr).toBe((value.points / REDEEM_BLOCK) * PKR_PER_BLOCK);
      }),
    );
  });
});
