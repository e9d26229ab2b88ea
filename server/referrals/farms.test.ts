import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { pointsLedger, referrals } from "#server/db/schema/index.ts";
import {
  balanceOf,
  call,
  confirmEmail,
  createAdmin,
  createUser,
  logIn,
  PASSWORD,
  referralCodeOf,
  referralStatusOf,
  type TestUser,
  userIdOf,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";

/**
 * The farms of issue 24, performed: an attacker with many real mailboxes on a catch-all domain,
 * a few client addresses, and the right to delete and re-create accounts. Each would turn
 * throw-away sign-ups into PKR without the structural rules of the referral service.
 */
describeEachBackend("referral farms", (backend) => {
  // The monthly cap is set high so that it cannot be what stops these farms.
  const t = useTestApp(backend, { env: { REFERRAL_MONTHLY_CAP: "100" } });
  let counter = 0;
  /** A fresh catch-all domain: every local part reaches the attacker. */
  const farmDomain = () => `farm${process.pid}x${++counter}.example`;

  const signUp = (body: Record<string, string>, ip: string) =>
    call(t.app, "POST", "/auth/signup", { body: { name: "Kid", password: PASSWORD, ...body }, ip });
  /** The referrer's latest payout as the administrator sees it. */
  const payoutOf = async (referrer: TestUser) => {
    const admin = await adminOf();
    const list = await call(t.app, "GET", "/admin/redemptions?status=all", { token: admin.token });
    return list
      .json()
      .items.find((item: { userEmail: string }) => item.userEmail === referrer.email);
  };
  let adminUser: TestUser | undefined;
  const adminOf = async () => (adminUser ??= await createAdmin(t.app, "Farm Admin"));
  const bonusRows = async (userId: string) =>
    (await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).filter(
      (row) => row.reason === "referral_bonus",
    );
  /** Signs the friend up from `ip`, confirms from `ip` and logs in: what an attacker would do. */
  const friendOf = async (referrer: TestUser, email: string, ip: string) => {
    const code = await referralCodeOf(t.app, referrer);
    const signup = await signUp({ email, referralCode: code }, ip);
    expect(signup.statusCode, signup.body).toBe(201);
    const id = await userIdOf(t.app, email);
    expect((await confirmEmail(t.app, id, ip)).statusCode).toBe(200);
    const login = await logIn(t.app, email, PASSWORD, { ip });
    return { id, email, password: PASSWORD, name: "Kid", token: login.json().token as string };
  };

  test("delete and sign up again: one mailbox credits its referrer 100 points once, ever", async () => {
    const referrer = await createUser(t.app, { email: `ref${process.pid}x${++counter}@gmail.com` });
    const mailbox = `looped${process.pid}x${++counter}@gmail.com`;
    // Three rounds from three addresses; the second and third use spellings of the same
    // mailbox (dots and a +tag), which reach the same Gmail inbox.
    const spellings = [mailbox, mailbox.replace("looped", "loo.ped"), mailbox.replace("@", "+2@")];
    for (const [round, email] of spellings.entries()) {
      const friend = await friendOf(referrer, email, `192.0.2.${10 + round}`);
      const deleted = await call(t.app, "DELETE", "/user/me", {
        token: friend.token,
        body: { password: PASSWORD },
      });
      expect(deleted.statusCode).toBe(200);
    }
    expect(await balanceOf(t.app, referrer.id)).toBe(100);
    expect(await bonusRows(referrer.id)).toHaveLength(1);
    const rows = await t.app.db
      .select({ status: referrals.status, flagReason: referrals.flagReason })
      .from(referrals)
      .where(eq(referrals.referrerId, referrer.id));
    expect(rows.map((row) => row.status).sort()).toEqual(["credited", "rejected", "rejected"]);
    expect(rows.filter((row) => row.flagReason === "mailbox-credited-before")).toHaveLength(2);
  });

  test("a catch-all domain tree from three addresses credits nothing without review", async () => {
    const domain = farmDomain();
    const [a, b, c] = ["198.18.1.1", "198.18.2.1", "198.18.3.1"];
    // The root opens its account from A; each generation refers two more from the addresses
    // it did not use, as the farm did.
    const rootEmail = `root@${domain}`;
    expect((await signUp({ email: rootEmail }, a!)).statusCode).toBe(201);
    const rootId = await userIdOf(t.app, rootEmail);
    await confirmEmail(t.app, rootId, a);
    const root = {
      id: rootId,
      email: rootEmail,
      password: PASSWORD,
      name: "Root",
      token: (await logIn(t.app, rootEmail, PASSWORD, { ip: a })).json().token as string,
    };
    const kid1 = await friendOf(root, `kid1@${domain}`, b!);
    const kid2 = await friendOf(root, `kid2@${domain}`, c!);
    const grandchildren = [
      await friendOf(kid1, `kid11@${domain}`, a!),
      await friendOf(kid1, `kid12@${domain}`, c!),
      await friendOf(kid2, `kid21@${domain}`, a!),
      await friendOf(kid2, `kid22@${domain}`, b!),
    ];
    for (const member of [root, kid1, kid2, ...grandchildren]) {
      expect(await balanceOf(t.app, member.id)).toBe(0);
      const redeem = await call(t.app, "POST", "/rewards/redeem", { token: member.token });
      expect(redeem.statusCode).toBe(400);
    }
    for (const friend of [kid1, kid2, ...grandchildren])
      expect(await referralStatusOf(t.app, friend.id)).toEqual({
        status: "flagged",
        flagReason: "own-domain",
      });
  });

  test("friends on one private domain, even a look-alike of a public one, are credited and named in the evidence", async () => {
    // gmail.xyz looks public but anyone can register it and receive mail for every name there.
    for (const domain of ["gmail.xyz", farmDomain()]) {
      const referrer = await createUser(t.app, {
        email: `boss${process.pid}x${++counter}@gmail.com`,
      });
      const friends = [];
      for (let i = 0; i < 4; i++)
        friends.push(
          await friendOf(referrer, `kid${process.pid}x${++counter}@${domain}`, `198.19.${i}.9`),
        );
      // Only proof holds: the shared domain is evidence for the payout.
      for (const friend of friends)
        expect((await referralStatusOf(t.app, friend.id))?.status).toBe("credited");
      expect(await balanceOf(t.app, referrer.id)).toBe(400);
      const redeem = await call(t.app, "POST", "/rewards/redeem", { token: referrer.token });
      expect(redeem.statusCode).toBe(200);
      const payout = await payoutOf(referrer);
      expect(payout.risk.level).not.toBe("none");
      expect(payout.risk.reasons.map((r: { text: string }) => r.text)).toContain(
        `4 friends use one private mail domain, ${domain}: one owner, who may receive mail for any name there.`,
      );
    }
  });

  test("friends on public mail services are not one domain", async () => {
    const referrer = await createUser(t.app, { email: `pub${process.pid}x${++counter}@gmail.com` });
    const friends = [
      await friendOf(referrer, `pa${process.pid}x${++counter}@gmail.com`, "198.20.1.1"),
      await friendOf(referrer, `pb${process.pid}x${++counter}@gmail.com`, "198.20.2.1"),
      await friendOf(referrer, `pc${process.pid}x${++counter}@outlook.com`, "198.20.3.1"),
    ];
    for (const friend of friends)
      expect((await referralStatusOf(t.app, friend.id))?.status).toBe("credited");
    expect(await balanceOf(t.app, referrer.id)).toBe(300);
  });

  test("a +tag is one mailbox on every domain: no second account, no second credit", async () => {
    const domain = farmDomain();
    const first = await signUp({ email: `x@${domain}` }, "198.21.0.1");
    expect(first.statusCode).toBe(201);
    for (const variant of [`x+1@${domain}`, `X+farm@${domain}`]) {
      const again = await signUp({ email: variant }, "198.21.0.2");
      expect(again.statusCode).toBe(409);
      expect(again.json().field).toBe("email");
    }
  });

  test("friends behind one IPv6 /64 count as one client: credited, and the sign-up says so", async () => {
    const referrer = await createUser(t.app, { email: `v6${process.pid}x${++counter}@gmail.com` });
    const a = await friendOf(
      referrer,
      `v6a${process.pid}x${++counter}@gmail.com`,
      "2001:db8:7:1::10",
    );
    const b = await friendOf(
      referrer,
      `v6b${process.pid}x${++counter}@gmail.com`,
      "2001:db8:7:1:ffff::2",
    );
    expect((await referralStatusOf(t.app, a.id))?.status).toBe("credited");
    expect(await referralStatusOf(t.app, b.id)).toEqual({
      status: "credited",
      flagReason: "shared-ip",
    });
  });
});
