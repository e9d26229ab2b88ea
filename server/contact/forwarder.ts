import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Lead } from "#contract/admin.ts";
import type { Db, Queryable } from "#server/db/index.ts";
import { contactMessages, jobs } from "#server/db/schema/index.ts";
import { defineJob, enqueue } from "#server/jobs/queue.ts";
import type { JobWorker, RetryOptions } from "#server/jobs/worker.ts";

export type ForwarderOptions = RetryOptions & {
  /** How long one POST may take. */
  timeoutMs?: number;
};

export const forwardJob = defineJob("contact-forward", z.object({ messageId: z.number().int() }));

/** One forward per message, ever. */
const keyOf = (messageId: number) => `${forwardJob.kind}:${messageId}`;

/** Queued in the transaction that stores the message. */
export async function queueForward(db: Queryable, messageId: number): Promise<void> {
  await enqueue(db, forwardJob, { messageId }, { key: keyOf(messageId) });
}

/** How passing the message on went, as the admin area shows it; null if it was not forwarded. */
export async function forwardOf(db: Queryable, messageId: number): Promise<Lead["forward"]> {
  const [job] = await db
    .select({ attempts: jobs.attempts, lastError: jobs.lastError, doneAt: jobs.doneAt })
    .from(jobs)
    .where(eq(jobs.key, keyOf(messageId)));
  if (!job) return null;
  const state = job.doneAt ? "sent" : job.lastError ? "failed" : "pending";
  return { state, attempts: job.attempts, lastError: job.lastError };
}

/** A refusal by the endpoint; the failure it leaves on the job is "ForwardRefused HTTP <status>". */
class ForwardRefused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = "ForwardRefused";
  }
}

async function post(db: Db, url: string, messageId: number, timeoutMs: number): Promise<void> {
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  // Deleted since: nothing left to pass on.
  if (!message) return;
  const body = new URLSearchParams({
    firstName: message.firstName,
    lastName: message.lastName,
    company: message.company,
    phone: message.phone,
    email: message.email,
    message: message.message,
    subject: message.subject,
    _replyto: message.email,
    _subject: message.subject,
  });
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel().catch(() => {});
  // A redirect is how many form services answer a browser; it means they took the post.
  if (response.status >= 400 || response.status < 200) throw new ForwardRefused(response.status);
}

/**
 * Passes contact messages on to a third-party form endpoint (CONTACT_FORWARD_URL), as the
 * original site's form did, without ever holding up the visitor's answer: the request only
 * queues a job; this POSTs it as an urlencoded form, like a browser would, and retries with
 * backoff (30 s doubling up to an hour, 20 tries).
 */
export function registerForwarder(
  worker: JobWorker,
  url: string,
  options: ForwarderOptions = {},
): void {
  const timeoutMs = options.timeoutMs ?? 15_000;
  worker.register(forwardJob, {
    inTransaction: false,
    retryBaseMs: options.retryBaseMs ?? 30_000,
    retryMaxMs: options.retryMaxMs ?? 60 * 60_000,
    maxAttempts: options.maxAttempts ?? 20,
    // The admin area shows each message's forward for as long as the message is kept.
    keepDoneDays: Number.POSITIVE_INFINITY,
    handle: (db, { messageId }) => post(db, url, messageId, timeoutMs),
  });
}
