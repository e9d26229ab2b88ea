import { inArray, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { jobs } from "#server/db/schema/index.ts";
import { discardExpiredJobs } from "#server/jobs/queue.ts";
import { sleep, uniqueEmail } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail } from "#test/jobs.ts";
import { enqueueMail } from "./outbox.ts";

describeEachBackend("mail that expires", (backend) => {
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: sink.url } }));

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
    expect(await queuedMail(t.app.db, mailTo(dead))).toEqual([]);
    const [sent] = await queuedMail(t.app.db, mailTo(live));
    // Sent: only the address and the subject are kept, not the text with its link.
    expect(sent).toMatchObject({ to: live, subject: "Expiring mail" });
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.text).toBeUndefined();
  });

  test("expired mail and requests are deleted undone; a leased row is left to its worker", async () => {
    const stale = uniqueEmail("stale");
    const leased = uniqueEmail("leased");
    const kept = uniqueEmail("kept");
    const gaveUp = { attempts: 25 };
    // Written as a stopped worker would have left them: never claimable by the running one.
    await t.app.db.insert(jobs).values([
      { kind: "mail", payload: mail(stale), ...gaveUp, expiresAt: new Date(Date.now() - 1_000) },
      {
        kind: "mail",
        payload: mail(leased),
        ...gaveUp,
        expiresAt: new Date(Date.now() - 1_000),
        lockedUntil: new Date(Date.now() + 60_000),
      },
      { kind: "mail", payload: mail(kept), ...gaveUp, expiresAt: new Date(Date.now() + 60_000) },
      {
        kind: "newsletter",
        payload: { email: stale },
        attempts: 10,
        expiresAt: sql`now() - interval '1 second'`,
      },
      {
        kind: "newsletter",
        payload: { email: kept },
        attempts: 10,
        expiresAt: sql`now() + interval '1 day'`,
      },
    ]);

    await discardExpiredJobs(t.app.db);

    const left = await t.app.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        inArray(sql`coalesce(${jobs.payload} ->> 'to', ${jobs.payload} ->> 'email')`, [
          stale,
          leased,
          kept,
        ]),
      );
    expect(JSON.stringify(left)).not.toContain(stale);
    expect(left).toHaveLength(3);

    // Once the lease runs out the row goes too.
    await t.app.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(mailTo(leased));
    expect(await discardExpiredJobs(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await queuedMail(t.app.db, mailTo(leased))).toEqual([]);
  });
});
