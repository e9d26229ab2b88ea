import {
  and,
  asc,
  DrizzleQueryError,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { BaseLogger } from "pino";
import { dbErrorInfo } from "#server/db/errors.ts";
import type { Db, Queryable, Tx } from "#server/db/index.ts";
import { jobs } from "#server/db/schema/index.ts";
import { createPollingLoop, retryDelayMs } from "./polling-loop.ts";
import { discardExpiredJobs, type JobType, undoneAndFree } from "./queue.ts";

/** Where the worker reports failures: the app's logger. */
export type JobLog = Pick<BaseLogger, "info" | "warn" | "error">;

export type RetryOptions = {
  /** The first retry waits this long; each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failed attempts a job is left, marked with its error. */
  maxAttempts?: number;
};

/**
 * A kind's retry schedule: the kind's own defaults, each of which its caller may override (the
 * tests retry in milliseconds).
 */
export const retrySchedule = (options: RetryOptions, defaults: Required<RetryOptions>) => ({
  retryBaseMs: options.retryBaseMs ?? defaults.retryBaseMs,
  retryMaxMs: options.retryMaxMs ?? defaults.retryMaxMs,
  maxAttempts: options.maxAttempts ?? defaults.maxAttempts,
});

export type JobContext = { id: number; attempts: number };

/** How a kind is retried, whether it recurs, and how long its done jobs are kept. */
type Schedule = {
  retryBaseMs: number;
  retryMaxMs: number;
  /** Undefined: retried for ever. */
  maxAttempts?: number;
  /**
   * A recurring job: one row, keyed by its kind, that runs again this long after each success
   * (the first time `firstRunAfterMs` after the row is made) and is never done.
   */
  everyMs?: number;
  firstRunAfterMs?: number;
  /** Days a done job is kept before `purge` deletes it; 30 by default. Infinity keeps it. */
  keepDoneDays?: number;
};

export type JobHandler<P> = Schedule & {
  /** What stays of the payload once done (the rest may be personal); all of it by default. */
  keptOnceDone?: (payload: P) => unknown;
} & (
    | {
        /** Runs in one transaction with marking the job done: done exactly once. */
        inTransaction?: true;
        handle: (tx: Tx, payload: P, job: JobContext) => Promise<void>;
      }
    | {
        /**
         * For a handler that waits on the network (SMTP, HTTP): an open transaction would hold
         * a connection (on PGlite, every query) that long. The job is marked done after it, so
         * a crash in between does it again: at least once.
         */
        inTransaction: false;
        handle: (db: Db, payload: P, job: JobContext) => Promise<void>;
      }
  );

type Registered = Schedule & {
  /** Checks the payload, does the job and marks it done (or due again, if recurring). */
  perform: (row: Job) => Promise<void>;
};

type Job = typeof jobs.$inferSelect;

/** The kinds a worker knows, by name. */
type Kinds = Map<string, Registered>;

const batchSize = 10;
const lease = sql`now() + interval '5 minutes'`;
const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** What may be kept of a failure: error names, codes and statuses, never an address or a text. */
export function describeFailure(error: unknown): string {
  if (error instanceof DrizzleQueryError)
    return `DatabaseError ${dbErrorInfo(error)?.dbCode ?? ""}`.trim();
  const { name, code, cause, responseCode, status } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    cause?: { code?: unknown };
    responseCode?: unknown;
    status?: unknown;
  };
  const parts = [typeof name === "string" ? name : "Error"];
  if (typeof code === "string") parts.push(code);
  else if (typeof cause?.code === "string") parts.push(cause.code);
  if (typeof responseCode === "number") parts.push(`SMTP ${responseCode}`);
  if (typeof status === "number") parts.push(`HTTP ${status}`);
  return parts.join(" ");
}

export type JobWorkerOptions = {
  /** How often due jobs are looked for when nothing wakes the worker. */
  pollIntervalMs?: number;
};

/** Only kinds this instance knows, each up to its attempts. */
function claimable(kinds: Kinds): SQL | undefined {
  return or(
    ...[...kinds].map(([kind, { maxAttempts }]) =>
      maxAttempts === undefined
        ? eq(jobs.kind, kind)
        : and(eq(jobs.kind, kind), lt(jobs.attempts, maxAttempts)),
    ),
  );
}

/** Up to a batch of due jobs of the known kinds, leased to this instance, oldest first. */
async function claim(db: Db, kinds: Kinds): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        undoneAndFree(),
        lte(jobs.nextAttemptAt, sql`now()`),
        or(isNull(jobs.expiresAt), gt(jobs.expiresAt, sql`now()`)),
        claimable(kinds),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: lease })
    .where(inArray(jobs.id, due))
    .returning();
  // First queued, first done: UPDATE … RETURNING keeps no order.
  return claimed.sort((a, b) => a.id - b.id);
}

/** Marks a job done, or due again after its interval if it recurs. */
async function finish(tx: Queryable, row: Job, kind: Schedule, kept: unknown) {
  await tx
    .update(jobs)
    .set(
      kind.everyMs === undefined
        ? { doneAt: sql`now()`, lockedUntil: null, lastError: null, payload: kept }
        : { attempts: 0, lockedUntil: null, lastError: null, nextAttemptAt: after(kind.everyMs) },
    )
    .where(eq(jobs.id, row.id));
}

/** Leaves a failed job due again after its backoff, with what failed, and logs it. */
async function fail(db: Db, log: JobLog, row: Job, kind: Registered, error: unknown) {
  const lastError = describeFailure(error);
  const delay = retryDelayMs(row.attempts, kind.retryBaseMs, kind.retryMaxMs);
  await db
    .update(jobs)
    .set({ lockedUntil: null, lastError, nextAttemptAt: after(delay) })
    .where(eq(jobs.id, row.id));
  const context = {
    job: { id: row.id, kind: row.kind, attempts: row.attempts, error: lastError },
  };
  if (kind.maxAttempts !== undefined && row.attempts >= kind.maxAttempts)
    log.error(context, "job failed; giving up");
  else log.warn(context, "job failed; will retry");
}

/** Deletes done jobs past their kind's retention, and expired ones no worker holds. */
async function purgeDone(db: Db, kinds: Kinds): Promise<void> {
  await discardExpiredJobs(db);
  for (const [kind, { keepDoneDays = 30 }] of kinds) {
    if (!Number.isFinite(keepDoneDays)) continue;
    await db
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          lt(jobs.doneAt, sql`now() - make_interval(days => ${keepDoneDays})`),
        ),
      );
  }
}

/** The one row of each recurring kind, made by whichever instance starts first. */
async function scheduleRecurring(db: Db, kinds: Kinds): Promise<void> {
  for (const [kind, { everyMs, firstRunAfterMs = 0 }] of kinds) {
    if (everyMs === undefined) continue;
    await db
      .insert(jobs)
      .values({ kind, key: kind, payload: {}, nextAttemptAt: after(firstRunAfterMs) })
      .onConflictDoNothing({ target: jobs.key });
  }
}

/**
 * Works the jobs table for every kind registered with it. Due rows are claimed with FOR UPDATE
 * SKIP LOCKED and a 5-minute lease, so several instances share the work and a crashed one's jobs
 * become due again when its lease runs out. A failure is retried with backoff; jobs of different
 * kinds run side by side, so a slow form endpoint does not hold the mail up.
 */
export function createJobWorker(db: Db, log: JobLog, options: JobWorkerOptions = {}) {
  const kinds: Kinds = new Map();
  /** Set by stop(): the batch in hand is finished, no further one is claimed. */
  let stopping = false;

  function register<P>(job: JobType<P>, handler: JobHandler<P>): void {
    if (kinds.has(job.kind)) throw new Error(`The job kind ${job.kind} is registered twice.`);
    const kept = (payload: P) => (handler.keptOnceDone ? handler.keptOnceDone(payload) : payload);
    const registered: Registered = {
      ...handler,
      perform: async (row) => {
        const payload = job.payload.parse(row.payload);
        const context = { id: row.id, attempts: row.attempts };
        if (handler.inTransaction === false) {
          await handler.handle(db, payload, context);
          await finish(db, row, registered, kept(payload));
        } else
          await db.transaction(async (tx) => {
            await handler.handle(tx, payload, context);
            await finish(tx, row, registered, kept(payload));
          });
      },
    };
    kinds.set(job.kind, registered);
  }

  /** Does one claimed job; true when it is done. */
  async function run(row: Job): Promise<boolean> {
    const kind = kinds.get(row.kind)!;
    // It can expire while earlier jobs of the batch take their time.
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      await db.delete(jobs).where(eq(jobs.id, row.id));
      log.info({ job: { id: row.id, kind: row.kind } }, "job expired before it was done; deleted");
      return false;
    }
    try {
      await kind.perform(row);
      return true;
    } catch (error) {
      await fail(db, log, row, kind, error);
      return false;
    }
  }

  /** Works through everything due now, kinds side by side; returns how many jobs were done. */
  async function drain(): Promise<number> {
    if (kinds.size === 0) return 0;
    const expired = await discardExpiredJobs(db);
    if (expired > 0) log.info({ jobs: { expired } }, "expired jobs deleted undone");
    let done = 0;
    for (;;) {
      const rows = await claim(db, kinds);
      if (rows.length === 0) return done;
      const byKind = new Map<string, Job[]>();
      for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
      const outcomes = await Promise.allSettled(
        [...byKind.values()].map(async (batch) => {
          let finished = 0;
          for (const row of batch) if (await run(row)) finished++;
          return finished;
        }),
      );
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") throw outcome.reason;
        done += outcome.value;
      }
      // Done jobs may have queued more (a request's mail): the next claim takes it at once.
      if (stopping) return done;
    }
  }

  const loop = createPollingLoop({
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    work: drain,
    onError: (error) =>
      log.error({ err: dbErrorInfo(error) ?? { type: describeFailure(error) } }, "jobs failed"),
  });

  return {
    register,
    async start() {
      stopping = false;
      await scheduleRecurring(db, kinds);
      loop.start();
    },
    /** Called after a request queued a job: work now rather than at the next poll. */
    wake: loop.wake,
    drain,
    /** Deletes done jobs past their kind's retention, and expired ones no worker holds. */
    purge: () => purgeDone(db, kinds),
    /** Finishes the batch in hand; what is left stays stored for the next start. */
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
