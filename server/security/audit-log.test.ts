import { and, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { siteDay } from "#contract/site-time.ts";
import { setRole } from "#server/admin/roles.ts";
import { authMessages } from "#server/auth/rules.ts";
import { securityEvents } from "#server/db/schema/index.ts";
import { sweep } from "#server/housekeeping.ts";
import { call, createUser, grantPoints, PASSWORD, uniqueEmail } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";

describeOnPglite("audit log", (backend) => {
  const t = useTestApp(backend, { env: { TRUST_PROXY: "true" } });
  const admin = useAdmin(t, "Audit Admin");

  const eventsOf = (userId: string) =>
    t.app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(securityEvents.id);

  test("the account's life is recorded with the forwarded client address and agent, never a secret", async () => {
    const user = await createUser(t.app);
    const headers = { "x-forwarded-for": "198.51.100.90", "user-agent": "AuditTest/1.0" };
    const wrong = await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: "not-the-password-1" },
      headers,
    });
    expect(wrong.statusCode).toBe(401);
    const login = await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: user.password },
      headers,
    });
    const token = login.json().token as string;
    const changed = await call(t.app, "POST", "/user/change-password", {
      token,
      body: { currentPassword: user.password, newPassword: "granite-harbour-lamp-19" },
      headers,
    });
    expect(changed.statusCode).toBe(200);
    await call(t.app, "POST", "/auth/logout", { token: changed.json().token, headers });
    const second = await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: "granite-harbour-lamp-19" },
      headers,
    });
    await call(t.app, "DELETE", "/user/me", {
      token: second.json().token,
      body: { password: "granite-harbour-lamp-19" },
      headers,
    });

    const events = await eventsOf(user.id);
    expect(events.map((event) => event.kind)).toEqual([
      "signup",
      "email-verified",
      "login-success",
      "login-failure",
      "login-success",
      "password-changed",
      "logout",
      "login-success",
      "account-deleted",
    ]);
    const fromClient = events.filter((event) => event.userAgent === "AuditTest/1.0");
    expect(fromClient).toHaveLength(6);
    for (const event of fromClient) expect(event.ip).toBe("198.51.100.90");
    const text = JSON.stringify(events);
    for (const secret of [user.password, "granite-harbour-lamp-19", "not-the-password-1", token])
      expect(text).not.toContain(secret);
  });

  test("429 answers, role changes and every administrator action are recorded", async () => {
    const ip = "198.51.100.91";
    for (let i = 0; i < 11; i++)
      await call(t.app, "POST", "/auth/signup", {
        body: { name: "Flood", email: uniqueEmail("flood"), password: PASSWORD },
        headers: { "x-forwarded-for": ip },
      });
    const [limited] = await t.app.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "rate-limited"), eq(securityEvents.ip, ip)));
    expect(limited?.detail).toEqual({
      limit: "signupPerIp",
      path: "/api/auth/signup",
      refused: 1,
    });

    const helper = await createUser(t.app);
    await setRole(t.app.db, helper.email, "admin");
    await setRole(t.app.db, helper.email, "user");
    expect((await eventsOf(helper.id)).map((event) => event.kind)).toContain("admin-revoked");

    const payer = await createUser(t.app);
    await grantPoints(t.app, payer.id, 200);
    await call(t.app, "PUT", "/user/payout-method", {
      token: payer.token,
      body: { method: "jazzcash", wallet: "0300 1234567", password: payer.password },
    });
    await call(t.app, "POST", "/rewards/redeem", { token: payer.token });
    const list = await call(t.app, "GET", "/admin/redemptions?status=requested", {
      token: admin.token,
    });
    const id = list
      .json()
      .items.find((item: { userEmail: string }) => item.userEmail === payer.email).id;
    for (const [decision, body] of [
      ["approve", {}],
      ["pay", { reference: "TX-77" }],
    ] as const)
      expect(
        (
          await call(t.app, "POST", `/admin/redemptions/${id}/${decision}`, {
            token: admin.token,
            body,
          })
        ).statusCode,
      ).toBe(200);
    await call(t.app, "GET", "/admin/leads.csv", { token: admin.token });
    const actions = (await eventsOf(admin.id)).filter((event) => event.kind === "admin-action");
    expect(actions.map((event) => event.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "POST /api/admin/redemptions/:id/approve",
          id: String(id),
        }),
        expect.objectContaining({ action: "POST /api/admin/redemptions/:id/pay", id: String(id) }),
        { action: "GET /api/admin/leads.csv" },
      ]),
    );
  });

  test("200 refused requests from one client write a few rows, not 200", async () => {
    const ip = "198.51.100.94";
    const email = uniqueEmail("flood");
    const statuses: number[] = [];
    for (let i = 0; i < 203; i++)
      statuses.push(
        (
          await call(t.app, "POST", "/auth/forgot-password", {
            body: { email },
            headers: { "x-forwarded-for": ip },
          })
        ).statusCode,
      );
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);
    const rows = await t.app.db
      .select({ detail: securityEvents.detail })
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "rate-limited"), eq(securityEvents.ip, ip)))
      .orderBy(securityEvents.id);
    // Per limit, the 1st, 10th and 100th refusal of the window, each with the count so far: the
    // address's limit refuses the 4th to 10th request, the client's limit the rest.
    expect(rows.map((row) => [row.detail.limit, row.detail.refused])).toEqual([
      ["forgotPasswordPerEmail", 1],
      ["forgotPasswordPerIp", 1],
      ["forgotPasswordPerIp", 10],
      ["forgotPasswordPerIp", 100],
    ]);
  });

  test("a signed-in non-administrator's requests to the admin API are recorded, a few per window", async () => {
    const member = await createUser(t.app);
    const ip = "198.51.100.95";
    for (let i = 0; i < 30; i++) {
      const path = i % 2 === 0 ? "/admin/users" : "/admin/redemptions";
      const refused = await call(t.app, "GET", path, {
        token: member.token,
        headers: { "x-forwarded-for": ip },
      });
      expect(refused.statusCode).toBe(403);
    }
    const refusals = (await eventsOf(member.id)).filter((event) => event.kind === "admin-refused");
    expect(refusals.map((event) => [event.ip, event.detail])).toEqual([
      [ip, { path: "/api/admin/users", refused: 1 }],
      [ip, { path: "/api/admin/redemptions", refused: 10 }],
    ]);
  });

  test("administrators read it filtered by kind, account, address and days; nobody else does", async () => {
    const user = await createUser(t.app);
    await call(t.app, "POST", "/auth/login", {
      body: { email: user.email, password: "wrong-guess-123" },
      headers: { "x-forwarded-for": "198.51.100.92" },
    });
    const byKind = await call(
      t.app,
      "GET",
      `/admin/security-events?kind=login-failure&q=${encodeURIComponent(user.email)}`,
      { token: admin.token },
    );
    expect(byKind.statusCode).toBe(200);
    expect(byKind.json().items).toEqual([
      expect.objectContaining({
        kind: "login-failure",
        userEmail: user.email,
        ip: "198.51.100.92",
      }),
    ]);
    const byIp = await call(t.app, "GET", "/admin/security-events?q=198.51.100.92", {
      token: admin.token,
    });
    expect(byIp.json().total).toBe(1);
    const today = siteDay(new Date());
    const range = await call(
      t.app,
      "GET",
      `/admin/security-events?from=2020-01-01&to=2020-01-31&q=${encodeURIComponent(user.email)}`,
      { token: admin.token },
    );
    expect(range.json().total).toBe(0);
    const todays = await call(
      t.app,
      "GET",
      `/admin/security-events?from=${today}&to=${today}&q=${encodeURIComponent(user.email)}`,
      { token: admin.token },
    );
    expect(todays.json().total).toBeGreaterThanOrEqual(3);
    // Days the database cannot hold are a 400, not a 500 (the fuzz test found year 0 and 9999).
    for (const day of ["yesterday", "0000-01-01", "9999-12-31", "2026-02-30", "2026-13-45"]) {
      const bad = await call(t.app, "GET", `/admin/security-events?from=${day}&to=${day}`, {
        token: admin.token,
      });
      expect(bad.statusCode, day).toBe(400);
    }
    expect(
      (await call(t.app, "GET", "/admin/security-events", { token: user.token })).statusCode,
    ).toBe(403);
  });

  test("the log is append-only; only events past the retention period are pruned", async () => {
    const user = await createUser(t.app);
    await expect(
      t.app.db
        .update(securityEvents)
        .set({ ip: "0.0.0.0" })
        .where(eq(securityEvents.userId, user.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(securityEvents).where(eq(securityEvents.userId, user.id)),
    ).rejects.toThrow();
    await t.app.db.insert(securityEvents).values([
      { kind: "login-success", userId: user.id, at: sql`now() - interval '200 days'` },
      { kind: "login-success", userId: user.id, at: sql`now() - interval '100 days'` },
    ]);
    await sweep(t.app.db, { securityEventsDays: 180 });
    const left = await eventsOf(user.id);
    const oldest = Math.min(...left.map((event) => event.at.getTime()));
    expect(Date.now() - oldest).toBeLessThan(101 * 86_400_000);
    expect(Date.now() - oldest).toBeGreaterThan(99 * 86_400_000);
  });

  test("passwords equal to the address, its local part or the company's name are refused", async () => {
    const email = uniqueEmail("guessable");
    const local = email.split("@")[0]!;
    for (const password of [email, local.toUpperCase(), "Meridian Digital", "meridian-digital"]) {
      const response = await call(t.app, "POST", "/auth/signup", {
        body: { name: "Guessable", email, password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe(`Password: ${authMessages.personalPassword}`);
    }
  });
});
