import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { normaliseIban, normaliseWallet } from "#contract/payout.ts";
import { pointsLedger, redemptions } from "#server/db/schema/index.ts";
import { redemptionPaidMail, redemptionRejectedMail } from "#server/mail/templates.ts";
import {
  balanceOf,
  call,
  createUser,
  grantPoints,
  securityDetailsOf,
  type TestUser,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail } from "#test/jobs.ts";

const IBAN = "PK36SCBL0000001123456702";

/**
 * No PKR leaves without an administrator's decision: a redemption is requested, approved, then
 * paid with a reference, or rejected with its points returned or forfeited. Tried as an attacker
 * (a stolen session, a racing second administrator) and as a member would.
 */
describeEachBackend("redemption review", (backend) => {
  const t = useTestApp(backend);
  const admin = useAdmin(t, "Review Admin");
  const secondAdmin = useAdmin(t, "Second Admin");

  const setMethod = (user: TestUser, body: Record<string, string>) =>
    call(t.app, "PUT", "/user/payout-method", { token: user.token, body });
  const decide = (id: number, decision: string, body: unknown = {}, who = admin) =>
    call(t.app, "POST", `/admin/redemptions/${id}/${decision}`, { token: who.token, body });
  /** A redemption's rows in the points ledger: what it took, and what its decision gave back. */
  const ledgerOf = (redemptionId: number) =>
    t.app.db
      .select({ reason: pointsLedger.reason, amount: pointsLedger.amount })
      .from(pointsLedger)
      .where(eq(pointsLedger.redemptionId, redemptionId));
  /** A member with a wallet on file who redeemed `points`: the redemption's id. */
  const redeemed = async (points = 400, withMethod = true) => {
    const user = await createUser(t.app, { name: "Sana Member" });
    await grantPoints(t.app, user.id, points);
    if (withMethod)
      expect(
        (
          await setMethod(user, {
            method: "easypaisa",
            wallet: "0345-7654321",
            password: user.password,
          })
        ).statusCode,
      ).toBe(200);
    expect((await call(t.app, "POST", "/rewards/redeem", { token: user.token })).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(eq(redemptions.userId, user.id));
    return { user, id: row!.id };
  };
  const statusOf = async (id: number) =>
    (await t.app.db.select().from(redemptions).where(eq(redemptions.id, id)))[0]!.status;

  test("payout details: wallet and IBAN are validated and normalised, the password is required", async () => {
    const user = await createUser(t.app);
    const badWallet = await setMethod(user, {
      method: "jazzcash",
      wallet: "0200 1234567",
      password: user.password,
    });
    expect(badWallet.statusCode).toBe(400);
    expect(badWallet.json()).toMatchObject({ field: "wallet" });
    expect(badWallet.json().message).toMatch(/^Wallet number: must be a Pakistani mobile number/);

    // One changed digit breaks the mod-97 check.
    const badIban = await setMethod(user, {
      method: "bank",
      iban: IBAN.replace("1123", "1124"),
      accountTitle: "Sana Khan",
      password: user.password,
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json()).toMatchObject({ field: "iban" });
    expect(badIban.json().message).toBe(
      "IBAN: The check digits don't match: a digit is probably mistyped. Please copy it again from your bank's app.",
    );

    const noPassword = await setMethod(user, { method: "jazzcash", wallet: "03001234567" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ field: "password" });

    // A stolen session without the password cannot point payouts elsewhere.
    const wrong = await setMethod(user, {
      method: "jazzcash",
      wallet: "03001234567",
      password: "not-the-password",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ field: "password", message: "Password: is not correct." });
    expect((await call(t.app, "GET", "/user/payout-method", { token: user.token })).json()).toBe(
      null,
    );

    const saved = await setMethod(user, {
      method: "bank",
      iban: "pk36 scbl 0000 0011 2345 6702",
      accountTitle: "Sana Khan",
      password: user.password,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      method: "bank",
      account: "•••• 6702",
      accountTitle: "Sana Khan",
    });
    const mine = (await call(t.app, "GET", "/user/payout-method", { token: user.token })).json();
    expect(mine).toMatchObject({ method: "bank", account: "•••• 6702" });
    expect(JSON.stringify(mine)).not.toContain(IBAN);

    // The owner is told, and the change is in the audit log.
    const notices = await queuedMail(t.app.db, mailTo(user.email));
    expect(notices.some((mail) => mail.subject?.includes("payout details were changed"))).toBe(
      true,
    );
    expect(await securityDetailsOf(t.app, user.id, "payout-method-changed")).toHaveLength(1);
  });

  test("without payout details a redemption waits, and giving them makes it a request", async () => {
    const { user, id } = await redeemed(200, false);
    expect(await statusOf(id)).toBe("awaiting-details");
    expect((await decide(id, "approve")).statusCode).toBe(409);
    await setMethod(user, {
      method: "jazzcash",
      wallet: "+92 300 1234567",
      password: user.password,
    });
    expect(await statusOf(id)).toBe("requested");
  });

  test("no redemption is paid without approval; approval then payment sends a receipt", async () => {
    const { user, id } = await redeemed();
    const unapproved = await decide(id, "pay", { reference: "TX-1" });
    expect(unapproved.statusCode).toBe(409);
    expect(unapproved.json().message).toMatch(/Approve it first/);
    expect(await statusOf(id)).toBe("requested");
    const missing = await decide(id, "pay", {});
    expect(missing.statusCode).toBe(400);

    const approved = await decide(id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", payoutAccount: "03457654321" });
    // A member (or a stolen session) changing the wallet now does not redirect this payout.
    await setMethod(user, { method: "jazzcash", wallet: "03110000000", password: user.password });
    const noReference = await decide(id, "pay", { reference: "TX\r\n-2" });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().field).toBe("reference");
    const paid = await decide(id, "pay", { reference: "EP-99812" });
    expect(paid.json()).toMatchObject({
      status: "paid",
      reference: "EP-99812",
      payoutAccount: "03457654321",
    });

    const receipt = (await queuedMail(t.app.db, mailTo(user.email))).find((mail) =>
      mail.subject?.includes("paid"),
    );
    expect(receipt?.subject).toContain("PKR 200 paid, reference EP-99812");
    // (The text is blanked once sent; the template test and the browser test read it.)
    const history = (await call(t.app, "GET", "/user/points", { token: user.token })).json();
    expect(history.entries[0]).toMatchObject({ status: "paid", reference: "EP-99812" });

    const actions = await securityDetailsOf(t.app, admin.id, "admin-action");
    expect(actions).toContainEqual({
      action: "POST /api/admin/redemptions/:id/approve",
      id: String(id),
      pkr: 200,
      member: user.name,
    });
    expect(actions).toContainEqual({
      action: "POST /api/admin/redemptions/:id/pay",
      id: String(id),
      pkr: 200,
      member: user.name,
    });
    // The security log says it in words.
    const log = await call(t.app, "GET", "/admin/security-events?kind=admin-action", {
      token: admin.token,
    });
    expect(log.json().items.map((event: { summary: string }) => event.summary)).toEqual(
      expect.arrayContaining([
        `Approved payout #${id}: PKR 200 to ${user.name}`,
        `Marked payout #${id} paid: PKR 200 to ${user.name}`,
      ]),
    );
  });

  test("a rejection returns the points or forfeits them, with a ledger row either way", async () => {
    const returned = await redeemed(400);
    const rejected = await decide(returned.id, "reject", {
      reason: "Several friends came from one private mail domain.",
      points: "return",
    });
    expect(rejected.statusCode).toBe(200);
    expect(await balanceOf(t.app, returned.user.id)).toBe(400);
    expect(await ledgerOf(returned.id)).toEqual([
      { reason: "redemption", amount: -400 },
      { reason: "redemption_returned", amount: 400 },
    ]);
    const history = (
      await call(t.app, "GET", "/user/points", { token: returned.user.token })
    ).json();
    expect(
      history.entries.find((e: { reason: string }) => e.reason === "redemption"),
    ).toMatchObject({
      status: "rejected",
      rejectReason: "Several friends came from one private mail domain.",
      pointsReturned: true,
    });
    const mail = (await queuedMail(t.app.db, mailTo(returned.user.email))).find((m) =>
      m.subject?.includes("was not paid"),
    );
    expect(mail?.subject).toContain("your redemption of 400 points was not paid");

    const forfeited = await redeemed(400);
    await decide(forfeited.id, "reject", { reason: "Fake accounts.", points: "forfeit" });
    expect(await balanceOf(t.app, forfeited.user.id)).toBe(0);
    expect(await ledgerOf(forfeited.id)).toEqual([
      { reason: "redemption", amount: -400 },
      { reason: "redemption_forfeited", amount: 0 },
    ]);
    // Decided is decided.
    expect(
      (await decide(forfeited.id, "reject", { reason: "Again", points: "return" })).statusCode,
    ).toBe(409);
    expect((await decide(forfeited.id, "approve")).statusCode).toBe(409);
    expect(await balanceOf(t.app, forfeited.user.id)).toBe(0);
    const badChoice = await decide(forfeited.id, "reject", { reason: "x", points: "keep" });
    expect(badChoice.statusCode).toBe(400);
  });

  test("two administrators deciding at once get exactly one outcome", async () => {
    const approvals = await redeemed();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide(approvals.id, "approve", {}, i % 2 ? secondAdmin : admin),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);

    // Paying and rejecting (returning the points) at once: one wins, and the money and the
    // points are never both given.
    const race = await Promise.all([
      decide(approvals.id, "pay", { reference: "TX-A" }, admin),
      decide(approvals.id, "reject", { reason: "Race", points: "return" }, secondAdmin),
      decide(approvals.id, "pay", { reference: "TX-B" }, secondAdmin),
    ]);
    expect(race.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const status = await statusOf(approvals.id);
    expect(await balanceOf(t.app, approvals.user.id)).toBe(status === "rejected" ? 400 : 0);
    const receipts = (await queuedMail(t.app.db, mailTo(approvals.user.email))).filter(
      (m) => m.subject?.includes("paid, reference") || m.subject?.includes("was not paid"),
    );
    expect(receipts).toHaveLength(1);
  });

  test("approved payouts export as CSV with the account in full; lists mask it", async () => {
    const { id } = await redeemed(600);
    await decide(id, "approve");
    const csv = await call(t.app, "GET", "/admin/redemptions.csv", { token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/approved-payouts-\d{4}-\d{2}-\d{2}\.csv/);
    const line = csv.body.split("\r\n").find((row) => row.startsWith(`${id},`));
    expect(line).toContain(",300,Easypaisa,03457654321,");
    const list = (
      await call(t.app, "GET", "/admin/redemptions?status=approved", { token: admin.token })
    ).json();
    const item = list.items.find((row: { id: number }) => row.id === id);
    expect(item.payout).toEqual({ method: "easypaisa", account: "•••• 4321" });
    expect(item).not.toHaveProperty("payoutAccount");
    // Members never see the review queue.
    const member = await createUser(t.app);
    expect(
      (await call(t.app, "GET", "/admin/redemptions.csv", { token: member.token })).statusCode,
    ).toBe(403);
  });
});

describe("payout mails", () => {
  test("the receipt names the amount, the account's last digits and the reference", () => {
    const receipt = redemptionPaidMail({
      to: "a@b.example",
      name: "Sana Khan",
      pkr: 200,
      points: 400,
      method: "Easypaisa",
      account: "4321",
      reference: "EP-99812",
      dashboardUrl: "https://site.example/dashboard",
    });
    expect(receipt.text).toContain("https://site.example/dashboard");
    expect(receipt.text).toContain("Hello Sana,");
    expect(receipt.text).toContain("We have paid PKR 200 for the 400 points");
    expect(receipt.text).toContain("account ending 4321");
    expect(receipt.html).toContain("EP-99812");
    const rejected = redemptionRejectedMail({
      to: "a@b.example",
      name: "Sana",
      pkr: 200,
      points: 400,
      reason: "Fake accounts.",
      returned: true,
    });
    expect(rejected.text).toContain("Reason: Fake accounts.");
    expect(rejected.text).toContain("The 400 points are back in your balance");
  });
});

describe("payout number checks", () => {
  test("wallet numbers: 03XX XXXXXXX in the usual spellings", () => {
    for (const good of [
      "03001234567",
      "0300 1234567",
      "0300-1234567",
      "+923001234567",
      "00923001234567",
    ])
      expect(normaliseWallet(good)).toBe("03001234567");
    for (const bad of ["0300123456", "04001234567", "030012345678", "0300 12345a7", ""])
      expect(normaliseWallet(bad)).toBeNull();
  });

  test("IBANs: PK, check digits, 4 letters, 16 digits, mod 97", () => {
    expect(normaliseIban(IBAN)).toBe(IBAN);
    expect(normaliseIban("PK56 MEZN 0001 2345 6789 0123")).toBe("PK56MEZN0001234567890123");
    for (const bad of [
      IBAN.replace("36", "37"),
      IBAN.slice(0, -1),
      IBAN.replace("SCBL", "SCB1"),
      "GB82WEST12345698765432",
      "",
    ])
      expect(normaliseIban(bad)).toBeNull();
  });
});
