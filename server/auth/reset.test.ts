import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { jobs, resetTokens } from "#server/db/schema/index.ts";
import { MemoryCounters } from "#server/plugins/rate-limit-store.ts";
import { createReferralDigests } from "#server/referrals/digests.ts";
import { createReferralService } from "#server/referrals/service.ts";
import { createAuditLog, createRefusalLog } from "#server/security/audit-log.ts";
import {
  anotherSession,
  call,
  createTestApp,
  createUser,
  eventually,
  logIn,
  NEW_PASSWORD,
  PUBLIC_URL,
  sleep,
  uniqueEmail,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useMailServerDown, useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail, textLike, waitingRequests } from "#test/jobs.ts";
import { confirmationSubject, resetTokenIn } from "#test/smtp-sink.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { authMessages } from "./rules.ts";
import { createAuthService } from "./service.ts";
import { createSessionService } from "./sessions.ts";
import { createTokenService } from "./tokens.ts";

describeEachBackend("password reset", (backend) => {
  const sink = useSmtpSink({ ignore: confirmationSubject });
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: sink.url } }));

  const forgot = (email: string) =>
    call(t.app, "POST", "/auth/forgot-password", { body: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    call(t.app, "POST", "/auth/reset-password", { body: { token, password } });

  test("forgot-password answers the same 202 whether or not the account exists", async () => {
    const user = await createUser(t.app);
    const nobody = uniqueEmail("nobody");
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: authMessages.resetRequested });
    expect(unknown.json()).toEqual(known.json());

    const [mail] = await sink.waitFor(user.email);
    expect(mail!.subject).toMatch(/reset/i);
    expect(mail!.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    // The request for the unknown address was stored and worked like the other, and queued nothing.
    await eventually(
      async () => ((await waitingRequests(t.app.db, nobody)).length === 0 ? true : undefined),
      10_000,
      "the unknown address's request to be worked",
    );
    expect(await queuedMail(t.app.db, mailTo(nobody))).toEqual([]);
    expect(sink.to(nobody)).toHaveLength(0);
  });

  test("the link sets a new password, ends older sessions, and works once", async () => {
    const user = await createUser(t.app);
    const otherSession = await anotherSession(t.app, user);
    expect((await call(t.app, "GET", "/user/me", { token: otherSession })).statusCode).toBe(200);

    await forgot(user.email);
    const [mail] = await sink.waitFor(user.email);
    const token = resetTokenIn(mail!);

    // Only the SHA-256 of the token is stored.
    const stored = await t.app.db
      .select()
      .from(resetTokens)
      .where(and(eq(resetTokens.userId, user.id), eq(resetTokens.purpose, "reset")));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBeCloseTo(
      3_600_000,
      -3,
    );

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: authMessages.resetDone });

    for (const session of [user.token, otherSession]) {
      const response = await call(t.app, "GET", "/user/me", { token: session });
      expect(response.statusCode).toBe(401);
    }
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(401);
    const login = await logIn(t.app, user.email, NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect((await call(t.app, "GET", "/user/me", { token: login.json().token })).statusCode).toBe(
      200,
    );

    const again = await reset(token, "another-fresh-passphrase-9");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.resetInvalid, field: "token" });

    // The owner is told that the password changed.
    const mails = await sink.waitFor(user.email, 2);
    expect(mails[1]!.subject).toMatch(/password was changed/i);
  });

  test("a newer request invalidates the older link", async () => {
    const user = await createUser(t.app);
    await forgot(user.email);
    const [first] = await sink.waitFor(user.email, 1);
    await forgot(user.email);
    const mails = await sink.waitFor(user.email, 2);
    const older = resetTokenIn(first!);
    const newer = resetTokenIn(mails[1]!);
    expect(newer).not.toBe(older);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  test("requests at once for one account leave exactly one valid link", async () => {
    const user = await createUser(t.app);
    // The service itself, as the intake workers of several instances would call it at once.
    const db = t.app.db;
    const secret = new TextEncoder().encode("x".repeat(48));
    const audit = createAuditLog(secret);
    const tokens = createTokenService({ secret, issuer: PUBLIC_URL, audience: "account", ttl: 60 });
    const auth = createAuthService({
      db,
      sessions: createSessionService({ db, tokens, audit, idleSeconds: 60 }),
      audit,
      referrals: createReferralService(
        { bonus: 0, monthlyCap: 0, sameIpHours: 0 },
        createReferralDigests(secret),
        { publicUrl: PUBLIC_URL },
      ),
      throttle: createLoginThrottle(db, { freeFailures: 5, ceiling: 100 }),
      recordRefusal: createRefusalLog(
        async (key, windowMs) => new MemoryCounters().incr(key, windowMs).current,
      ),
      publicUrl: PUBLIC_URL,
      refuseDisposable: true,
      adminEmails: [],
      mailQueued: () => {},
    });
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.db.transaction((tx) => auth.queueResetLink(tx, user.email)),
        ),
      );
      const valid = await t.app.db
        .select({ id: resetTokens.id })
        .from(resetTokens)
        .where(
          and(
            eq(resetTokens.userId, user.id),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, new Date()),
          ),
        );
      expect(valid).toHaveLength(1);
    }
    // Each request still sent its own mail; only the newest link in them works.
    const mails = await sink.waitFor(user.email, 24);
    const mailed = mails.map(resetTokenIn);
    const [live] = await t.app.db
      .select({ tokenHash: resetTokens.tokenHash })
      .from(resetTokens)
      .where(and(eq(resetTokens.userId, user.id), isNull(resetTokens.usedAt)));
    const working = mailed.filter(
      (token) => createHash("sha256").update(token).digest("hex") === live!.tokenHash,
    );
    expect(working).toHaveLength(1);
  });

  test("the request is stored before the answer and removed once worked", async () => {
    const user = await createUser(t.app);
    expect((await forgot(user.email)).statusCode).toBe(202);
    await sink.waitFor(user.email);
    await eventually(async () => {
      const rows = await waitingRequests(t.app.db, user.email);
      return rows.length === 0 ? true : undefined;
    });
  });

  test("an expired link is refused", async () => {
    const user = await createUser(t.app);
    await forgot(user.email);
    const [mail] = await sink.waitFor(user.email);
    await t.app.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.userId, user.id));
    const response = await reset(resetTokenIn(mail!));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: authMessages.resetInvalid, field: "token" });
  });

  test("a refused new password does not use the link up; concurrent uses succeed once", async () => {
    const user = await createUser(t.app);
    await forgot(user.email);
    const token = resetTokenIn((await sink.waitFor(user.email))[0]!);
    const weak = await reset(token, "qwertyuiop");
    expect(weak.statusCode).toBe(400);
    // The page tells a refused password (field "password") from a refused link ("token").
    expect(weak.json()).toEqual({
      message:
        "Password: this one is among the most common passwords. Choose one that is harder to guess.",
      field: "password",
    });

    const results = await Promise.all(Array.from({ length: 5 }, () => reset(token)));
    expect(results.map((response) => response.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400,
    ]);
  });

  test("the page's check tells a usable link from a spent or expired one, and uses none", async () => {
    const check = (token: string) =>
      call(t.app, "POST", "/auth/reset-password/check", { body: { token } });
    const user = await createUser(t.app);
    await forgot(user.email);
    const token = resetTokenIn((await sink.waitFor(user.email))[0]!);

    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    // Checking used nothing up: the link still sets the password, once.
    expect((await reset(token)).statusCode).toBe(200);
    const spent = await check(token);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({ message: authMessages.resetInvalid, field: "token" });

    await forgot(user.email);
    const fresh = resetTokenIn((await sink.waitFor(user.email)).at(-1)!);
    await t.app.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.userId, user.id));
    expect((await check(fresh)).json()).toEqual({
      message: authMessages.resetInvalid,
      field: "token",
    });
    expect((await check("")).statusCode).toBe(400);
  });

  test("checking cannot try tokens faster than resetting: both share one limit per client", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const path = attempt % 2 === 0 ? "/auth/reset-password/check" : "/auth/reset-password";
      const body =
        attempt % 2 === 0
          ? { token: `guess-${attempt}` }
          : { token: `guess-${attempt}`, password: NEW_PASSWORD };
      statuses.push((await call(t.app, "POST", path, { body, ip })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test("made-up tokens are refused with a message", async () => {
    for (const token of ["x", "A".repeat(43), "' or '1'='1", "../../etc/passwd"]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: authMessages.resetInvalid, field: "token" });
    }
  });

  test("reset and confirmation addresses never leak in a Referer header", async () => {
    const response = await reset("anything");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const verify = await call(t.app, "POST", "/auth/verify-email", { body: { token: "anything" } });
    expect(verify.statusCode).toBe(400);
    expect(verify.headers["referrer-policy"]).toBe("no-referrer");
    for (const url of ["/reset-password?token=abc", "/verify-email?token=abc"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.headers["referrer-policy"], url).toBe("no-referrer");
    }
    const other = await call(t.app, "GET", "/health");
    expect(other.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describeEachBackend("mail outbox", (backend) => {
  const mailServer = useMailServerDown({ ignore: confirmationSubject });
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: mailServer.url } }));

  test("with the mail server down, forgot-password still answers 202 and the mail arrives once it is back", async () => {
    const user = await createUser(t.app);
    const started = performance.now();
    const response = await call(t.app, "POST", "/auth/forgot-password", {
      body: { email: user.email },
    });
    expect(response.statusCode).toBe(202);
    expect(performance.now() - started).toBeLessThan(1_000);

    // Delivery fails and is retried with backoff; the message stays in the outbox.
    const failed = await eventually(async () => {
      const [row] = await queuedMail(t.app.db, mailTo(user.email));
      return row && row.attempts >= 2 && row.lastError ? row : undefined;
    });
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(failed.lastError).not.toContain(user.email);

    const sink = await mailServer.start();
    const [mail] = await sink.waitFor(user.email, 1, 15_000);
    expect(resetTokenIn(mail!)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const sent = await eventually(async () => {
      const [row] = await queuedMail(t.app.db, mailTo(user.email));
      return row?.sentAt ? row : undefined;
    });
    // Once delivered, the body (which held the link) is not kept.
    expect(sent.text).toBeUndefined();
    expect(sent.html).toBeUndefined();
    await sleep(300);
    expect(sink.to(user.email)).toHaveLength(1);
  });
});

describeEachBackend("reset mail that outlives its link", (backend) => {
  const mailServer = useMailServerDown({ ignore: confirmationSubject });
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: mailServer.url } }));

  test("with the mail server down past the link's expiry, the mail is never sent and its text is gone", async () => {
    const user = await createUser(t.app);
    expect(
      (await call(t.app, "POST", "/auth/forgot-password", { body: { email: user.email } }))
        .statusCode,
    ).toBe(202);
    const failing = await eventually(async () => {
      const [row] = await queuedMail(
        t.app.db,
        and(mailTo(user.email), textLike("%/reset-password?%")),
      );
      return row && row.attempts >= 1 && row.lastError ? row : undefined;
    });
    // The mail expires with its link.
    const [link] = await t.app.db
      .select()
      .from(resetTokens)
      .where(and(eq(resetTokens.userId, user.id), eq(resetTokens.purpose, "reset")));
    expect(failing.expiresAt?.getTime()).toBe(link!.expiresAt.getTime());
    expect(failing.text).toContain("/reset-password?token=");

    // The hour passes with the mail server still down.
    const past = new Date(Date.now() - 1_000);
    await t.app.db
      .update(resetTokens)
      .set({ expiresAt: past })
      .where(eq(resetTokens.userId, user.id));
    await t.app.db.update(jobs).set({ expiresAt: past }).where(eq(jobs.id, failing.id));
    await eventually(
      async () => {
        const rows = await t.app.db.select().from(jobs).where(eq(jobs.id, failing.id));
        return rows.length === 0 ? true : undefined;
      },
      10_000,
      "the expired mail to be deleted",
    );

    // The mail server comes back: the dead link never reaches the inbox.
    const sink = await mailServer.start();
    const other = await createUser(t.app);
    await call(t.app, "POST", "/auth/forgot-password", { body: { email: other.email } });
    // Mail queued after the dead one has gone out, and the dead one's row is gone: it never will.
    await sink.waitFor(other.email);
    expect(sink.to(user.email)).toHaveLength(0);
  });
});

describe("development mail", () => {
  test("without SMTP_URL each message becomes an .eml file and its link is logged", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const t = await createTestApp("pglite", { captureLogs: true });
    try {
      const user = await createUser(t.app);
      await call(t.app, "POST", "/auth/forgot-password", { body: { email: user.email } });
      const folder = join(t.dataDir, "mail");
      // The sign-up's confirmation, then the reset mail.
      const files = await eventually(() => {
        try {
          const found = readdirSync(folder).filter((name) => name.endsWith(".eml"));
          return found.length >= 2 ? found : undefined;
        } catch {
          return undefined;
        }
      });
      for (const file of files)
        expect(readFileSync(join(folder, file), "utf8")).toContain(`To: ${user.email}`);
      const logged = await eventually(() =>
        t.logs
          .filter((entry) => entry.includes(".eml"))
          .map((entry) => JSON.parse(entry).mail.links[0] as string)
          .find((link) => link.includes("/reset-password")),
      );
      expect(logged).toMatch(
        new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
      );
      const token = logged.split("token=")[1]!;
      const done = await call(t.app, "POST", "/auth/reset-password", {
        body: { token, password: NEW_PASSWORD },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
