import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { authMessages } from "#server/auth/rules.ts";
import { leads, newsletterSubscribers, users } from "#server/db/schema/index.ts";
import { csvCell, toCsv } from "#server/http/csv.ts";
import {
  call,
  createUser,
  formToken,
  grantPoints,
  PUBLIC_URL,
  referralCodeOf,
  sleep,
  type TestUser,
  uniqueEmail,
} from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { resetTokenIn } from "#test/smtp-sink.ts";
import { listAdmins, setRole } from "./roles.ts";

/** A CSV download named `<name>-<date>.csv`, as a spreadsheet reads it: header row first. */
function csvDownload(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  name: string,
) {
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  return parseCsv(response.body);
}

/** A small RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.slice(1);
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && input[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  expect(cell).toBe("");
  return rows;
}

describe("CSV cells", () => {
  test("quotes what needs quoting and defuses formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    for (const formula of ["=1+1", "+92 300", "-2", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(-200)).toBe("-200");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-01-02T03:04:05.006Z"))).toBe("2026-01-02T03:04:05.006Z");
    expect(toCsv(["a", "b"], [["1", "2"]])).toBe("\uFEFFa,b\r\n1,2\r\n");
  });
});

describeOnPglite("admin area", (backend) => {
  const listedEmail = uniqueEmail("listed-admin");
  const otherListedEmail = uniqueEmail("listed-other");
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({
    env: {
      ADMIN_EMAILS: `someone@example.com,${listedEmail},${otherListedEmail}`,
      SMTP_URL: sink.url,
    },
  }));
  let admin: TestUser;
  let listed: TestUser;
  let visitor: TestUser;

  beforeAll(async () => {
    admin = await createUser(t.app, { name: "Ayesha Admin" });
    expect(await setRole(t.app.db, admin.email.toUpperCase(), "admin")).toBe("granted");
    listed = await createUser(t.app, { name: "Listed Admin", email: listedEmail });
    visitor = await createUser(t.app, { name: "Vera Visitor" });
  });

  const get = (path: string, user?: TestUser) =>
    call(t.app, "GET", `/admin${path}`, { token: user?.token });

  test("every admin call: 401 without a session, 403 for other accounts", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/admin/me"],
      ["GET", "/admin/overview"],
      ["GET", "/admin/leads"],
      ["GET", "/admin/leads.csv"],
      ["GET", "/admin/leads/1"],
      ["PATCH", "/admin/leads/1", { status: "contacted" }],
      ["GET", "/admin/subscribers"],
      ["GET", "/admin/subscribers.csv"],
      ["GET", "/admin/users"],
      ["GET", "/admin/redemptions"],
      ["GET", "/admin/redemptions.csv"],
      ["GET", "/admin/redemptions/1"],
      ["POST", "/admin/redemptions/1/approve", {}],
      ["POST", "/admin/redemptions/1/reject", { reason: "Farm", points: "return" }],
      ["POST", "/admin/redemptions/1/pay", { reference: "TX1" }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await call(t.app, method, path, { body });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Log in to continue." });
      const forbidden = await call(t.app, method, path, { body, token: visitor.token });
      expect(forbidden.statusCode, `${method} ${path}`).toBe(403);
      expect(forbidden.json().message).toMatch(/does not have the administrator role/);
    }
    const me = await get("/me", admin);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ name: "Ayesha Admin", email: admin.email });
    // ADMIN_EMAILS alone grants nothing: the address must be confirmed first.
    const pending = await get("/me", listed);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toMatch(/e-mailed a confirmation link to/);
    expect(pending.json().message).toContain(listed.email);
    // The user's own API is unchanged by any of this.
    // …but for the one flag that opens the admin work on the dashboard (issue 40).
    expect((await call(t.app, "GET", "/user/me", { token: admin.token })).json()).toEqual({
      admin: true,
      name: "Ayesha Admin",
      email: admin.email,
      points: 0,
      emailVerified: true,
    });
  });

  test("an address in ADMIN_EMAILS becomes an administrator only by proving it reads the mailbox", async () => {
    // Whoever signed up with the listed address first (here perhaps not its owner) and logged in:
    // the mailbox got a link, the account no access.
    const squatter = listed;
    // The sign-up's own confirmation mail comes too.
    const mail = (await sink.waitFor(listedEmail, 2)).find((item) =>
      /administrator/i.test(item.subject),
    );
    expect(mail!.subject).toMatch(/confirm your administrator access/i);
    expect(mail!.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    // Logging in again does not flood the inbox: one live link at a time.
    const again = await call(t.app, "POST", "/auth/login", {
      body: { email: listedEmail, password: squatter.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await get("/me", squatter)).statusCode).toBe(403);
    const listedRow = async () =>
      (await get(`/users?q=${encodeURIComponent(listedEmail)}`, admin)).json().items[0].role;
    expect(await listedRow()).toBe("user");

    // The mailbox's owner opens the link and chooses the password.
    const token = resetTokenIn(mail!);
    const confirmed = await call(t.app, "POST", "/auth/reset-password", {
      body: { token, password: "owner-chosen-passphrase-81" },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: authMessages.adminConfirmed });
    expect(await listedRow()).toBe("admin");
    // Whoever registered the address is out: sessions ended, password no longer works.
    for (const session of [squatter.token, again.json().token as string])
      expect((await call(t.app, "GET", "/user/me", { token: session })).statusCode).toBe(401);
    const oldPassword = await call(t.app, "POST", "/auth/login", {
      body: { email: listedEmail, password: squatter.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const owner = await call(t.app, "POST", "/auth/login", {
      body: { email: listedEmail, password: "owner-chosen-passphrase-81" },
    });
    const me = await call(t.app, "GET", "/admin/me", { token: owner.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(listedEmail);
    listed = { ...listed, password: "owner-chosen-passphrase-81", token: owner.json().token };
    // The link worked once; an administrator's logins send nothing more.
    const reused = await call(t.app, "POST", "/auth/reset-password", {
      body: { token, password: "another-passphrase-77" },
    });
    expect(reused.statusCode).toBe(400);
    await sleep(300);
    expect(sink.to(listedEmail).filter((item) => /administrator/i.test(item.subject))).toHaveLength(
      1,
    );
    // An address not on the list never gets such a link.
    expect(
      sink.to(visitor.email).filter((item) => /administrator/i.test(item.subject)),
    ).toHaveLength(0);
  });

  test("an ordinary reset link does not grant the role, and ends the pending confirmation", async () => {
    const user = await createUser(t.app, { email: otherListedEmail });
    const confirmation = (await sink.waitFor(otherListedEmail, 2)).find((item) =>
      /administrator/i.test(item.subject),
    );
    await call(t.app, "POST", "/auth/forgot-password", { body: { email: otherListedEmail } });
    const mails = await sink.waitFor(otherListedEmail, 3);
    const reset = mails.find((item) => /reset your/i.test(item.subject))!;
    const done = await call(t.app, "POST", "/auth/reset-password", {
      body: { token: resetTokenIn(reset), password: "fresh-orchard-passphrase-5" },
    });
    expect(done.json()).toEqual({ message: authMessages.resetDone });
    const login = await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: "fresh-orchard-passphrase-5" },
    });
    expect((await get("/me", { ...user, token: login.json().token })).statusCode).toBe(403);
    // The confirmation link went with the old password; this login sent a new one.
    const stale = await call(t.app, "POST", "/auth/reset-password", {
      body: { token: resetTokenIn(confirmation!), password: "stale-link-passphrase-3" },
    });
    expect(stale.statusCode).toBe(400);
    const all = await sink.waitFor(otherListedEmail, 5);
    const fresh = all.filter((item) => /administrator/i.test(item.subject)).at(-1)!;
    expect(resetTokenIn(fresh)).not.toBe(resetTokenIn(confirmation!));
    const granted = await call(t.app, "POST", "/auth/reset-password", {
      body: { token: resetTokenIn(fresh), password: "fresh-orchard-passphrase-6" },
    });
    expect(granted.json()).toEqual({ message: authMessages.adminConfirmed });
  });

  test("a revoked role ends access at the next request", async () => {
    const temp = await createUser(t.app);
    await setRole(t.app.db, temp.email, "admin");
    expect((await get("/me", temp)).statusCode).toBe(200);
    expect(await setRole(t.app.db, temp.email, "user")).toBe("revoked");
    expect((await get("/me", temp)).statusCode).toBe(403);
    expect(await setRole(t.app.db, "nobody@example.com", "admin")).toBe("no-account");
    expect(await setRole(t.app.db, admin.email, "admin")).toBe("unchanged");
    expect((await listAdmins(t.app.db)).map((row) => row.email)).toContain(admin.email);
  });

  test("leads inbox: list, search, open, mark handled or spam, export CSV", async () => {
    const tag = `acme${Date.now()}`;
    const send = (overrides: Record<string, string>) =>
      call(t.app, "POST", "/contact", {
        body: {
          firstName: "Omar",
          lastName: "Farooq",
          email: uniqueEmail("omar"),
          company: `${tag} Traders`,
          message: "Please quote for a Shopify store.",
          formToken: formToken(),
          ...overrides,
        },
      });
    expect((await send({})).statusCode).toBe(201);
    const tricky = {
      firstName: "=cmd|' /C calc'!A0",
      lastName: 'O"Brien, Jr.',
      company: `${tag}, "Quotes" & Co`,
      phone: "+92 300 0000000",
      message: 'Line one, with a comma\nLine two "quoted"\n@mention -minus',
    };
    expect((await send(tricky)).statusCode).toBe(201);
    expect((await send({ website: "bot" })).statusCode).toBe(201);

    const inbox = await get(`/leads?q=${tag}`, admin);
    expect(inbox.statusCode).toBe(200);
    const page = inbox.json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    // Newest first; spam stays out of the inbox.
    expect(page.items.map((item: { name: string }) => item.name)).toEqual([
      `${tricky.firstName} ${tricky.lastName}`,
      "Omar Farooq",
    ]);
    const spam = (await get(`/leads?q=${tag}&status=spam`, admin)).json();
    expect(spam.items).toHaveLength(1);
    expect(spam.items[0]).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect((await get(`/leads?q=${tag}&status=all`, admin)).json().total).toBe(3);
    // The search text is matched literally: % and _ are not wildcards.
    expect((await get(`/leads?q=${tag}%25`, admin)).json().total).toBe(0);
    expect((await get("/leads?status=nonsense", admin)).statusCode).toBe(400);

    const id = page.items[1].id as number;
    const opened = await get(`/leads/${id}`, admin);
    expect(opened.json()).toMatchObject({
      id,
      status: "new",
      firstName: "Omar",
      message: "Please quote for a Shopify store.",
      handledAt: null,
      forward: null,
    });
    expect((await get("/leads/999999", admin)).statusCode).toBe(404);

    const patch = (status: string) =>
      call(t.app, "PATCH", `/admin/leads/${id}`, { token: admin.token, body: { status } });
    const handled = await patch("contacted");
    expect(handled.statusCode).toBe(200);
    expect(handled.json().status).toBe("contacted");
    expect(handled.json().handledAt).toEqual(expect.any(String));
    expect((await get(`/leads?q=${tag}&status=new`, admin)).json().total).toBe(1);
    const marked = (await patch("spam")).json();
    expect(marked).toMatchObject({ status: "spam", spamReason: "admin" });
    const rescued = (await patch("new")).json();
    expect(rescued).toMatchObject({ status: "new", spamReason: null, handledAt: null });
    expect((await patch("deleted")).statusCode).toBe(400);

    const rows = csvDownload(await get(`/leads.csv?q=${tag}&status=all`, admin), "leads");
    expect(rows[0]).toEqual([
      "id",
      "received",
      "status",
      "spam_reason",
      "first_name",
      "last_name",
      "email",
      "phone",
      "company",
      "subject",
      "message",
      "handled_at",
      "value_pkr",
      "lost_reason",
      "won_at",
      "next_follow_up",
      "landing_page",
      "source",
      "medium",
      "campaign",
      "service_page",
      "service",
      "referrer_email",
      "referred_via",
    ]);
    expect(rows).toHaveLength(4);
    const trickyRow = rows.find((row) => row[5] === tricky.lastName)!;
    expect(trickyRow[4]).toBe(`'${tricky.firstName}`);
    expect(trickyRow[7]).toBe(`'${tricky.phone}`);
    expect(trickyRow[8]).toBe(tricky.company);
    expect(trickyRow[10]).toBe(tricky.message);
    expect(
      rows
        .filter((row) => row[4] === "Omar")
        .map((row) => row[2])
        .sort(),
    ).toEqual(["new", "spam"]);
  });

  test("newsletter subscribers: list with filters and export with unsubscribe links", async () => {
    const tag = `news${Date.now()}`;
    const confirmed = `${tag}.a@example.com`;
    const pending = `${tag}.b@example.com`;
    await t.app.db.insert(newsletterSubscribers).values([
      {
        email: confirmed,
        status: "confirmed",
        unsubscribeToken: "T".repeat(43),
        confirmedAt: new Date(),
      },
      { email: pending, unsubscribeToken: "P".repeat(43) },
    ]);
    const all = (await get(`/subscribers?q=${tag}`, admin)).json();
    expect(all.total).toBe(2);
    expect(all.items.map((item: { email: string }) => item.email).sort()).toEqual([
      confirmed,
      pending,
    ]);
    const onlyConfirmed = (await get(`/subscribers?q=${tag}&status=confirmed`, admin)).json();
    expect(onlyConfirmed.items).toEqual([
      expect.objectContaining({ email: confirmed, status: "confirmed", unsubscribedAt: null }),
    ]);
    const rows = csvDownload(await get(`/subscribers.csv?q=${tag}`, admin), "subscribers");
    expect(rows[0]).toEqual([
      "email",
      "status",
      "subscribed_at",
      "confirmed_at",
      "unsubscribed_at",
      "unsubscribe_url",
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[5]])).toEqual([
      [
        confirmed,
        "confirmed",
        `http://site.test/api/newsletter/unsubscribe?token=${"T".repeat(43)}`,
      ],
      [pending, "pending", `http://site.test/api/newsletter/unsubscribe?token=${"P".repeat(43)}`],
    ]);
  });

  test("users with points, referral counts and role", async () => {
    const referrer = await createUser(t.app, { name: "Rafay Referrer" });
    const code = await referralCodeOf(t.app, referrer);
    await createUser(t.app, { referralCode: code });
    await createUser(t.app, { referralCode: code });
    const list = (await get(`/users?q=${encodeURIComponent(referrer.email)}`, admin)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      name: "Rafay Referrer",
      email: referrer.email,
      role: "user",
      points: 200,
      referrals: 2,
    });
    const byName = (await get("/users?q=Ayesha", admin)).json();
    expect(byName.items).toEqual([expect.objectContaining({ email: admin.email, role: "admin" })]);
    const listedRow = (await get(`/users?q=${encodeURIComponent(listed.email)}`, admin)).json();
    expect(listedRow.items[0].role).toBe("admin");
  });

  test("redemptions: requests first, approved then marked paid with a reference, and the user sees it", async () => {
    const first = await createUser(t.app, { name: "First Redeemer" });
    const second = await createUser(t.app, { name: "Second Redeemer" });
    for (const user of [first, second]) {
      await grantPoints(t.app, user.id, 400);
      const method = await call(t.app, "PUT", "/user/payout-method", {
        token: user.token,
        body: { method: "jazzcash", wallet: "0300 1234567", password: user.password },
      });
      expect(method.statusCode).toBe(200);
      expect((await call(t.app, "POST", "/rewards/redeem", { token: user.token })).statusCode).toBe(
        200,
      );
    }
    const list = (await get("/redemptions?status=requested", admin)).json();
    const mine = list.items.filter((item: { userEmail: string }) =>
      [first.email, second.email].includes(item.userEmail),
    );
    // Oldest request first: the order to decide them in.
    expect(mine.map((item: { userName: string }) => item.userName)).toEqual([
      "First Redeemer",
      "Second Redeemer",
    ]);
    expect(mine[0]).toMatchObject({ points: 400, pkr: 200, status: "requested", note: null });
    // Lists show the wallet masked.
    expect(mine[0].payout).toEqual({ method: "jazzcash", account: "•••• 4567" });
    expect(JSON.stringify(list)).not.toContain("03001234567");

    const pay = (id: number, body: Record<string, string>) =>
      call(t.app, "POST", `/admin/redemptions/${id}/pay`, { token: admin.token, body });
    expect(
      (
        await call(t.app, "POST", `/admin/redemptions/${mine[0].id}/approve`, {
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(200);
    const paid = await pay(mine[0].id, { reference: " TX-7781 ", note: "  Bank transfer  " });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "paid",
      reference: "TX-7781",
      note: "Bank transfer",
      paidAt: expect.any(String),
      payoutAccount: "03001234567",
    });
    const again = await pay(mine[0].id, { reference: "twice" });
    expect(again.statusCode).toBe(409);
    expect((await pay(999_999, { reference: "x" })).statusCode).toBe(404);

    const all = (await get("/redemptions", admin)).json();
    const statuses = all.items.map((item: { status: string }) => item.status);
    expect(statuses.indexOf("paid")).toBeGreaterThan(statuses.lastIndexOf("requested"));

    const history = await call(t.app, "GET", "/user/points", { token: first.token });
    expect(history.json().entries[0]).toMatchObject({
      reason: "redemption",
      status: "paid",
      reference: "TX-7781",
    });
    const other = await call(t.app, "GET", "/user/points", { token: second.token });
    expect(other.json().entries[0]).toMatchObject({ reason: "redemption", status: "requested" });

    const overview = (await get("/overview", admin)).json();
    expect(overview.pendingRedemptions).toBeGreaterThanOrEqual(1);
    expect(overview.pendingPkr).toBeGreaterThanOrEqual(200);
    expect(overview.users).toBeGreaterThanOrEqual(5);
  });

  test("the overview counts new leads", async () => {
    const before = (await get("/overview", admin)).json();
    await call(t.app, "POST", "/contact", {
      body: {
        firstName: "Count",
        email: uniqueEmail(),
        message: "One more.",
        formToken: formToken(),
      },
    });
    const after = (await get("/overview", admin)).json();
    expect(after.newLeads).toBe(before.newLeads + 1);
    expect(after.leadsThisWeek).toBe(before.leadsThisWeek + 1);
    const [row] = await t.app.db
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.firstName, "Count"));
    expect(row?.status).toBe("new");
    // users.role only takes the known values, whatever the code's types let through.
    await expect(
      t.app.db.update(users).set({ role: sql`'root'` }).where(eq(users.id, admin.id)),
    ).rejects.toThrow();
  });
});
