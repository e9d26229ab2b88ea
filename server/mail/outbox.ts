import { and, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { countRows } from "#server/db/count-rows.ts";
import type { Queryable } from "#server/db/index.ts";
import { jobs } from "#server/db/schema/index.ts";
import { defineJob, type EnqueueOptions, enqueue } from "#server/jobs/queue.ts";
import { type JobWorker, type RetryOptions, retrySchedule } from "#server/jobs/worker.ts";
import type { Mail, MailTransport } from "./transport.ts";

export const mailJob = defineJob(
  "mail",
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullish(),
    headers: z.record(z.string(), z.string()).nullish(),
    icalEvent: z.object({ method: z.enum(["REQUEST", "CANCEL"]), content: z.string() }).nullish(),
  }) satisfies z.ZodType<Mail>,
);

/**
 * Requests only queue mail, in their own transaction; they never wait on the mail server. A mail
 * whose link stops working at `expiresAt` is deleted rather than sent after that; a mail with a
 * `key` is queued once ever (a reminder, server/bookings/send-reminders.ts).
 */
export async function enqueueMail(
  db: Queryable,
  mail: Mail,
  options: EnqueueOptions = {},
): Promise<void> {
  await enqueue(db, mailJob, mail, options);
}

/** Mails in 24 hours, of every kind, that an address nobody has confirmed yet can be sent. */
export const UNCONFIRMED_MAILS_PER_DAY = 5;

/**
 * Queues a mail to an address nobody has proved to own (a new account's, an unconfirmed
 * account's reset, a pending newsletter subscriber's) only while that address has had fewer than
 * UNCONFIRMED_MAILS_PER_DAY mails of any kind in 24 hours: otherwise anyone could make the site
 * mail-bomb a stranger by signing up, resending, resetting and subscribing with their address.
 * The callers' answers stay the same either way, so nothing tells whether an address is known.
 * In the caller's transaction; the address's advisory lock makes requests at once count in turn.
 * Returns whether the mail was queued.
 */
export async function enqueueMailToUnconfirmed(
  tx: Queryable,
  mail: Mail,
  options: EnqueueOptions = {},
): Promise<boolean> {
  if (!(await underUnconfirmedCap(tx, mail.to))) return false;
  await enqueueMail(tx, mail, options);
  return true;
}

/**
 * Whether the address may have one more mail today (enqueueMailToUnconfirmed's rule), asked
 * before work the mail would carry, such as a new link that retires the one already sent. Takes
 * the address's advisory lock for the rest of the transaction.
 */
export async function underUnconfirmedCap(tx: Queryable, to: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-to:${to}`}, 0))`);
  const sentToday = await countRows(
    tx,
    jobs,
    and(
      eq(jobs.kind, mailJob.kind),
      sql`${jobs.payload} ->> 'to' = ${to}`,
      gt(jobs.createdAt, sql`now() - interval '1 day'`),
    ),
  );
  return sentToday < UNCONFIRMED_MAILS_PER_DAY;
}

/** Deletes every mail to the address, queued or sent (the account behind it is being deleted). */
export async function discardMailTo(db: Queryable, to: string): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.kind, mailJob.kind), sql`${jobs.payload} ->> 'to' = ${to}`));
}

/** Sends queued mail through the transport, with retries (10 s doubling up to 30 min, 25 tries). */
export function registerMail(
  worker: JobWorker,
  transport: MailTransport,
  options: RetryOptions = {},
): void {
  worker.register(mailJob, {
    inTransaction: false,
    ...retrySchedule(options, { retryBaseMs: 10_000, retryMaxMs: 30 * 60_000, maxAttempts: 25 }),
    handle: (_db, mail, job) => transport.send(mail, job.id),
    // The body can hold a reset link: only the address and the subject are kept once sent.
    keptOnceDone: ({ to, subject }) => ({ to, subject }),
  });
}
