import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sweep } from "#server/db/housekeeping.ts";
import { intakeJobs, mailOutbox } from "#server/db/schema/index.ts";
import { createTestApp, sleep, type TestApp, uniqueEmail } from "#server/test/app.ts";
import { describeEachBackend } from "#server/test/backends.ts";
import { type SmtpSink, startSmtpSink } from "#server/test/smtp-sink.ts";
import { discardExpiredMail, enqueueMail } from "./outbox.ts";

describeEachBackend("mail that expires", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const mail = (to: string, text = "A link: http://site.test/reset-password?token=abc") => ({
    to,
    subject: "Expiring mail",
    text,
  });

  test("the worker sends mail before its expiry and deletes, unsent, mail past it", async () => {
    const live = uniqueEmail("live");
    const dead = uniqueEmail("dead");
    await enqueueMail(t.app.db, mail(dead), { expiresAt: new Date(Date.now() - 1_000) });
    await enqueueMail(t.app.db, mail(live), { expiresAt: new Date(Date.now() + 3_600_000) });
    await sink.waitFor(live);
    await sleep(300);
    expect(sink.to(dead)).toHaveLength(0);
    const rows = await t.app.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [live, dead]));
    expect(rows).toEqual([{ to: live }]);
  });

  test("housekeeping purges expired unsent mail and abandoned requests; a leased row is left to its worker", async () => {
    const stale = uniqueEmail("stale");
    const leased = uniqueEmail("leased");
    const kept = uniqueEmail("kept");
    // Written as a stopped worker would have left them: never claimable by the running one.
    await t.app.db.insert(mailOutbox).values([
      { ...mail(stale), attempts: 25, expiresAt: new Date(Date.now() - 1_000) },
      {
        ...mail(leased),
        attempts: 25,
        expiresAt: new Date(Date.now() - 1_000),
        lockedUntil: new Date(Date.now() + 60_000),
      },
      { ...mail(kept), attempts: 25, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await t.app.db.insert(intakeJobs).values([
      { kind: "newsletter", email: stale, attempts: 10, createdAt: sql`now() - interval '2 days'` },
      { kind: "newsletter", email: kept, attempts: 10 },
    ]);

    await sweep(t.app.db, { securityEventsDays: 180 });

    const left = await t.app.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [stale, leased, kept]));
    expect(left.map((row) => row.to).sort()).toEqual([kept, leased].sort());
    expect(JSON.stringify(left)).not.toContain(stale);
    const jobs = await t.app.db
      .select({ email: intakeJobs.email })
      .from(intakeJobs)
      .where(inArray(intakeJobs.email, [stale, kept]));
    expect(jobs).toEqual([{ email: kept }]);

    // Once the lease runs out the row goes too.
    await t.app.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(mailOutbox.to, leased));
    expect(await discardExpiredMail(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, leased))).toHaveLength(
      0,
    );
  });
});
