import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { jobs, newsletterSubscribers } from "#server/db/schema/index.ts";
import {
  call,
  createTestApp,
  createUser,
  eventually,
  sleep,
  type TestApp,
  uniqueEmail,
} from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useSmtpSink } from "#test/fixtures.ts";
import { waitingRequests } from "#test/jobs.ts";
import { confirmationSubject, resetTokenIn } from "#test/smtp-sink.ts";
import { intakeKinds } from "./requests.ts";

describeOnPglite("requests answered before their work", (backend) => {
  // The sign-up's own confirmation mail is not what this test is about.
  const sink = useSmtpSink({ ignore: confirmationSubject });
  let first: TestApp | undefined;
  let second: TestApp | undefined;

  afterAll(async () => {
    await second?.close();
    // The first app's server is closed already; this drops its database and folder.
    await first?.close();
  });

  test("forgot-password and subscribe are stored before the 202 and worked after a restart", async () => {
    // A server that answers but never gets to the work, as one killed right after answering.
    first = await createTestApp(backend, {
      env: { SMTP_URL: sink.url },
      app: { intake: { maxAttempts: 0 } },
    });
    const user = await createUser(first.app);
    const nobody = uniqueEmail("nobody");
    const reader = uniqueEmail("reader");
    const answers = [
      await call(first.app, "POST", "/auth/forgot-password", { body: { email: user.email } }),
      await call(first.app, "POST", "/auth/forgot-password", { body: { email: nobody } }),
      await call(first.app, "POST", "/newsletter", { body: { email: reader } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    // The same answer for an account and for no account.
    expect(answers[1]!.json()).toEqual(answers[0]!.json());

    const stored = (await waitingRequests(first.app.db)).filter((job) =>
      [user.email, nobody, reader].includes(job.email),
    );
    expect(stored).toEqual(
      expect.arrayContaining([
        { kind: "password-reset", email: user.email },
        { kind: "password-reset", email: nobody },
        { kind: "newsletter", email: reader },
      ]),
    );
    expect(stored).toHaveLength(3);
    await sleep(300);
    expect(sink.received).toHaveLength(0);
    await first.app.close();

    // The next start, on the same data, does the work; each job once, then it is gone.
    second = await createTestApp(backend, {
      env: {
        SMTP_URL: sink.url,
        ...(first.config.DATABASE_URL ? { DATABASE_URL: first.config.DATABASE_URL } : {}),
      },
      dataDir: first.dataDir,
    });
    const [reset] = await sink.waitFor(user.email);
    expect(resetTokenIn(reset!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [confirm] = await sink.waitFor(reader);
    expect(confirm!.text).toContain("/api/newsletter/confirm?token=");
    const db = second.app.db;
    await eventually(async () => {
      const left = await waitingRequests(db);
      return left.length === 0 ? true : undefined;
    });
    // Worked: the jobs keep no address.
    const worked = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(inArray(jobs.kind, [...intakeKinds]));
    expect(worked.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(worked)).not.toMatch(/@/);
    const [subscriber] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, reader));
    expect(subscriber).toEqual({ status: "pending" });
    await sleep(300);
    expect(sink.to(nobody)).toHaveLength(0);
    expect(sink.to(user.email)).toHaveLength(1);
    expect(sink.to(reader)).toHaveLength(1);
  });

  test("a refused request stores nothing", async () => {
    const app = (second ?? first)!.app;
    const before = await waitingRequests(app.db);
    const refused = [
      await call(app, "POST", "/auth/forgot-password", { body: { email: "not-an-address" } }),
      await call(app, "POST", "/newsletter", { body: { email: "" } }),
      await call(app, "POST", "/auth/forgot-password", { body: { email: "a@b.co", extra: 1 } }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(await waitingRequests(app.db)).toEqual(before);
  });
});
