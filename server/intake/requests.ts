import { and, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Queryable, Tx } from "#server/db/index.ts";
import { jobs } from "#server/db/schema/index.ts";
import { defineJob, enqueue, type JobType } from "#server/jobs/queue.ts";
import { type JobWorker, type RetryOptions, retrySchedule } from "#server/jobs/worker.ts";

export const intakeKinds = ["password-reset", "confirmation-link", "newsletter"] as const;
export type IntakeKind = (typeof intakeKinds)[number];

/** Trimmed and lower-cased by the request's schema. */
const Request = z.object({ email: z.string() });

const requestJobs: Record<IntakeKind, JobType<z.infer<typeof Request>>> = {
  "password-reset": defineJob("password-reset", Request),
  "confirmation-link": defineJob("confirmation-link", Request),
  newsletter: defineJob("newsletter", Request),
};

/** A stored request holds an address: a day on, it is deleted, worked or not. */
const requestLifetimeMs = 24 * 3600_000;

/**
 * What each kind of request does once it is stored. Runs in the transaction that marks the job
 * done, so a request is worked exactly once even if the process dies halfway.
 */
export type IntakeHandlers = Record<IntakeKind, (tx: Tx, email: string) => Promise<void>>;

/**
 * Stores a request whose work happens after the answer: committed before the caller answers, so
 * a crash right after the answer loses nothing, and the same cost whatever the address is.
 */
export async function enqueueIntake(db: Queryable, kind: IntakeKind, email: string) {
  await enqueue(
    db,
    requestJobs[kind],
    { email },
    {
      expiresAt: new Date(Date.now() + requestLifetimeMs),
    },
  );
}

/** Deletes the requests for the address not worked yet (the account behind it is being deleted). */
export async function discardRequestsFor(db: Queryable, email: string): Promise<void> {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.kind, [...intakeKinds]), sql`${jobs.payload} ->> 'email' = ${email}`));
}

/**
 * Requests answered before their work (forgot-password, newsletter subscribe), so the answer
 * takes the same time whatever the address turns out to be: stored as jobs, worked by the job
 * worker with retries (10 s doubling up to 10 min, 10 tries).
 */
export function createIntake(
  db: Db,
  worker: JobWorker,
  handlers: IntakeHandlers,
  options: RetryOptions = {},
) {
  for (const kind of intakeKinds)
    worker.register(requestJobs[kind], {
      ...retrySchedule(options, { retryBaseMs: 10_000, retryMaxMs: 10 * 60_000, maxAttempts: 10 }),
      handle: (tx, { email }) => handlers[kind](tx, email),
      // Worked: the address is not kept.
      keptOnceDone: () => ({}),
    });
  return {
    /** Stores a request and starts on it now rather than at the next poll. */
    async submit(kind: IntakeKind, email: string) {
      await enqueueIntake(db, kind, email);
      worker.wake();
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;
