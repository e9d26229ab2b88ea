import { expect, test } from "vitest";
import {
  balanceOf,
  call,
  confirmEmail,
  createUser,
  formToken,
  freshIp,
  grantPoints,
  leadIdByCompany,
  logIn,
  PASSWORD,
  referralCodeOf,
  referralStatusOf,
  securityDetailsOf,
  type TestUser,
  userIdOf,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail } from "#test/jobs.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const IBAN = "PK36SCBL0000001123456702";

type Reason = { text: string; detail: string | null; link: { href: string; label: string } | null };

/**
 * The farms of issue 36, performed; each would reach a payout at risk "none", or lock an owner
 * out, without the rule it tests.
 */
describeEachBackend("payout evidence", (backend) => {
  const t = useTestApp(backend, { env: { REFERRAL_MONTHLY_CAP: "100" } });
  const admin = useAdmin(t, "Evidence Admin");
  let counter = 0;
  const unique = () => `${process.pid}x${++counter}x${Date.now().toString(36)}`;

  /** Signs a friend up with the code from `ip`, and confirms: what the attacker does. */
  const friendOf = async (referrer: TestUser, email: string, ip: string) => {
    const code = await referralCodeOf(t.app, referrer);
    const signup = await call(t.app, "POST", "/auth/signup", {
      body: { name: "Friend Name", email, password: PASSWORD, referralCode: code },
      ip,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const id = await userIdOf(t.app, email);
    expect((await confirmEmail(t.app, id, ip)).statusCode).toBe(200);
    return id;
  };
  const setWallet = (user: TestUser, wallet: string, ip?: string) =>
    call(t.app, "PUT", "/user/payout-method", {
      token: user.token,
      body: { method: "jazzcash", wallet, password: user.password },
      ...(ip ? { ip } : {}),
    });
  const redeem = async (user: TestUser) => {
    const redeemed = await call(t.app, "POST", "/rewards/redeem", { token: user.token });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
  };
  /** The member's latest payout as the payouts page lists it. */
  const payoutOf = async (user: TestUser) => {
    const list = await call(t.app, "GET", "/admin/redemptions?status=all", { token: admin.token });
    return list
      .json()
      .items.find((item: { userEmail: string }) => item.userEmail === user.email) as {
      id: number;
      risk: { level: string; reasons: Reason[] };
      clientRewards: Array<Record<string, unknown>>;
    };
  };
  const texts = (reasons: Reason[]) => reasons.map((reason) => reason.text);

  test("friends on sub-domains of the member's own domain give 0 automatic points", async () => {
    const domain = `acme${unique()}.example`;
    const boss = await createUser(t.app, { email: `boss@${domain}` });
    const friends = [];
    for (const [i, sub] of ["a", "b", "c", "mail"].entries())
      friends.push(await friendOf(boss, `f${i}@${sub}.${domain}`, `198.51.${40 + i}.1`));
    expect(await balanceOf(t.app, boss.id)).toBe(0);
    for (const id of friends)
      expect(await referralStatusOf(t.app, id)).toEqual({
        status: "flagged",
        flagReason: "own-domain",
      });
  });

  test("three honest friends on public providers from one /24 are credited, and the evidence names the connection", async () => {
    const referrer = await createUser(t.app, { email: `honest${unique()}@gmail.com` });
    const friends = [
      await friendOf(referrer, `ha${unique()}@gmail.com`, "100.64.9.11"),
      await friendOf(referrer, `hb${unique()}@outlook.com`, "100.64.9.12"),
      await friendOf(referrer, `hc${unique()}@gmail.com`, "100.64.9.13"),
    ];
    for (const id of friends) expect((await referralStatusOf(t.app, id))?.status).toBe("credited");
    expect(await balanceOf(t.app, referrer.id)).toBe(300);
    expect(
      (await setWallet(referrer, `0300${unique().replace(/\D/g, "").slice(-7).padStart(7, "1")}`))
        .statusCode,
    ).toBe(200);
    await redeem(referrer);
    const payout = await payoutOf(referrer);
    const shared = payout.risk.reasons.find((r) => r.text.includes("same internet connection"));
    expect(shared?.text).toBe("3 friends signed up over the same internet connection.");
    // The jargon is one click away, not in the sentence.
    expect(shared?.detail).toContain("IPv4 /24");
  });

  test("a won lead sent from the member's own connection makes the payout high, with the lead behind the points", async () => {
    const ip = freshIp();
    const headers = { "user-agent": BROWSER };
    const member = await createUser(t.app, { email: `self${unique()}@gmail.com` });
    expect((await logIn(t.app, member.email, member.password, { ip, headers })).statusCode).toBe(
      200,
    );
    // Signed out, from the same connection: the member's own link, then the contact form.
    const code = await referralCodeOf(t.app, member);
    const view = await call(t.app, "POST", "/events", {
      ip,
      headers,
      body: { path: "/", landing: true, ref: code, viewport: "mobile" },
    });
    expect(view.statusCode).toBe(204);
    const company = `Self Co ${unique()}`;
    const sent = await call(t.app, "POST", "/contact", {
      ip,
      headers,
      body: {
        firstName: "Other",
        lastName: "Person",
        email: `buyer${unique()}@example.org`,
        company,
        message: "We need a shop for our store, please call.",
        formToken: formToken(),
      },
    });
    expect(sent.statusCode).toBe(201);
    const leadId = await leadIdByCompany(t.app, admin, company);
    const won = await call(t.app, "PATCH", `/admin/leads/${leadId}`, {
      token: admin.token,
      body: { status: "won", valuePkr: 250_000 },
    });
    expect(won.statusCode).toBe(200);
    expect(await balanceOf(t.app, member.id)).toBe(2000);
    expect((await setWallet(member, "0301 2345671")).statusCode).toBe(200);
    await redeem(member);
    const payout = await payoutOf(member);
    expect(payout.risk.level).toBe("high");
    const own = payout.risk.reasons.find((r) => r.link?.href === `/admin/leads/${leadId}`);
    expect(own?.text).toBe(
      `The member's own internet connection sent the enquiry from ${company} (lead #${leadId}).`,
    );
    expect(payout.clientRewards).toEqual([
      expect.objectContaining({
        leadId,
        company,
        valuePkr: 250_000,
        points: 2000,
        wonBy: "Evidence Admin",
        via: "link",
        href: `/admin/leads/${leadId}`,
      }),
    ]);
  });

  test("a second member paid to the same wallet is high and names the first", async () => {
    const wallet = `0345${String(Date.now()).slice(-7)}`;
    const first = await createUser(t.app, { name: "First Holder" });
    expect((await setWallet(first, wallet)).statusCode).toBe(200);
    // The first member moves to a bank account: the wallet stays in the history.
    expect(
      (
        await call(t.app, "PUT", "/user/payout-method", {
          token: first.token,
          body: {
            method: "bank",
            iban: IBAN,
            accountTitle: "First Holder",
            password: first.password,
          },
        })
      ).statusCode,
    ).toBe(200);
    const second = await createUser(t.app, { name: "Second Holder" });
    await grantPoints(t.app, second.id, 200);
    expect((await setWallet(second, wallet.replace(/^03/, "+923"))).statusCode).toBe(200);
    await redeem(second);
    const payout = await payoutOf(second);
    expect(payout.risk.level).toBe("high");
    const shared = payout.risk.reasons.find((r) => r.text.startsWith("Another member"));
    expect(shared?.text).toBe(
      `Another member gave this payout account too: First Holder (${first.email}).`,
    );
    expect(shared?.link).toEqual({
      href: `/admin/users?q=${encodeURIComponent(first.email)}`,
      label: "First Holder",
    });
    // And the first, whose bank account nobody else gives, is not named by the second's.
    await grantPoints(t.app, first.id, 200);
    await redeem(first);
    expect(texts((await payoutOf(first)).risk.reasons).join(" ")).not.toContain("Another member");
  });

  test("failed payout passwords from one client do not lock another client; a burst is logged and mailed", async () => {
    const owner = await createUser(t.app, { name: "Owner Member" });
    const thief = "203.0.113.66";
    for (let i = 0; i < 10; i++) {
      const wrong = await call(t.app, "PUT", "/user/payout-method", {
        token: owner.token,
        ip: thief,
        body: { method: "jazzcash", wallet: "0300 1234567", password: "not-the-password" },
      });
      expect(wrong.statusCode).toBe(403);
    }
    const locked = await call(t.app, "PUT", "/user/payout-method", {
      token: owner.token,
      ip: thief,
      body: { method: "jazzcash", wallet: "0300 1234567", password: owner.password },
    });
    expect(locked.statusCode).toBe(429);
    // The owner's own device is another client: it is not locked.
    expect((await setWallet(owner, "0300 7654321", "198.51.100.99")).statusCode).toBe(200);
    const failures = await securityDetailsOf(t.app, owner.id, "payout-password-failed");
    expect(failures).toHaveLength(10);
    expect(failures.filter((detail) => detail.burst)).toHaveLength(1);
    const mails = await queuedMail(t.app.db, mailTo(owner.email));
    expect(mails.filter((mail) => mail.subject?.includes("wrong passwords"))).toHaveLength(1);
  });

  test("a right-to-left override in a name is refused with a clear message", async () => {
    const user = await createUser(t.app);
    for (const name of ["Sana\u202Enahk", "A\u200Bdmin", "x\u2066y"]) {
      const renamed = await call(t.app, "PATCH", "/user/me", { token: user.token, body: { name } });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toMatchObject({
        field: "name",
        message:
          "Name: must not contain invisible formatting characters (such as text-direction marks).",
      });
    }
    const signup = await call(t.app, "POST", "/auth/signup", {
      body: { name: "Evil\u202Egnp.exe", email: `rtl${unique()}@gmail.com`, password: PASSWORD },
    });
    expect(signup.statusCode).toBe(400);
    // Urdu and Persian spelling needs the zero-width non-joiner between letters.
    const urdu = await call(t.app, "PATCH", "/user/me", {
      token: user.token,
      body: { name: "می\u200Cخواهم" },
    });
    expect(urdu.statusCode).toBe(200);
  });
});
