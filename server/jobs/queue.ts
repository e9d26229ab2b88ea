import { and, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "#server/db/index.ts";
import { jobs } from "#server/db/schema/index.ts";

/** A kind of job and the shape of its payload, checked when a job of it is claimed. */
export type JobType<P> = { kind: string; payload: z.ZodType<P> };

export function defineJob<P>(kind: string, payload: z.ZodType<P>): JobType<P> {
  return { kind, payload };
}

export type EnqueueOptions = {
  /** After this the job is useless: it is deleted instead of done. */
  expiresAt?: Date;
  /** At most one job per key, ever: a second enqueue with the same key is ignored. */
  key?: string;
};

/**
 * Stores a job; the caller's transaction decides whether it exists. Requests call this and
 * answer; the worker does the job later.
 */
export async function enqueue<P>(
  db: Queryable,
  job: JobType<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<void> {
  const insert = db.insert(jobs).values({
    kind: job.kind,
    payload: job.payload.parse(payload),
    key: options.key ?? null,
    expiresAt: options.expiresAt ?? null,
  });
  await (options.key ? insert.onConflictDoNothing({ target: jobs.key }) : insert);
}

/** An undone job no worker holds: its lease never began or has run out. */
export const undoneAndFree = () =>
  and(isNull(jobs.doneAt), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)));

/**
 * Deletes undone jobs past their expiry (a reset link that no longer works must not wait in the
 * table in plain text, nor reach the inbox later). Jobs a worker holds are left to that worker,
 * which checks the expiry again before it starts.
 */
export async function discardExpiredJobs(db: Queryable): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(undoneAndFree(), lte(jobs.expiresAt, sql`now()`)))
    .returning({ id: jobs.id });
  return gone.length;
}
