import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { dbErrorInfo } from "#server/db/errors.ts";
import type { Db, Queryable, Tx } from "#server/db/index.ts";
import { intakeJobs } from "#server/db/schema/index.ts";
import { createPollingLoop, retryDelayMs } from "#server/jobs/polling-loop.ts";

export const intakeKinds = ["password-reset", "newsletter"] as const;
export type IntakeKind = (typeof intakeKinds)[number];

/**
 * What each kind of request does once it is stored. Runs in the transaction that deletes the
 * job, so a job is done exactly once even if the process dies halfway.
 */
export type IntakeHandlers = Record<IntakeKind, (tx: Tx, email: string) => Promise<void>>;

export type IntakeOptions = {
  /** How often due jobs are looked for when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** The first retry waits this long; each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failures a job is left, marked with its error, for housekeeping to remove. */
  maxAttempts?: number;
};

const batchSize = 10;

/** What may be kept of a failure: no addresses, no query parameters. */
function describeError(error: unknown): string {
  const info = dbErrorInfo(error);
  if (info) return `DatabaseError ${info.dbCode ?? ""}`.trim();
  return error instanceof Error ? error.name : "Error";
}

/**
 * Stores a request whose work happens after the answer: committed before the caller answers, so
 * a crash right after the answer loses nothing, and the same cost whatever the address is.
 */
export async function enqueueIntake(db: Queryable, kind: IntakeKind, email: string) {
  await db.insert(intakeJobs).values({ kind, email });
}

/**
 * Works the intake queue. Jobs are claimed with FOR UPDATE SKIP LOCKED and a lease, like the mail
 * outbox, so several instances share them and a crashed instance's jobs become due again.
 */
export function createIntakeWorker(
  db: Db,
  handlers: IntakeHandlers,
  log: FastifyBaseLogger,
  options: IntakeOptions & { processed?: () => void } = {},
) {
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const retryMaxMs = options.retryMaxMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;

  async function claim() {
    const due = db
      .select({ id: intakeJobs.id })
      .from(intakeJobs)
      .where(
        and(
          lte(intakeJobs.nextAttemptAt, sql`now()`),
          or(isNull(intakeJobs.lockedUntil), lt(intakeJobs.lockedUntil, sql`now()`)),
          lt(intakeJobs.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(intakeJobs.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(intakeJobs)
      .set({
        attempts: sql`${intakeJobs.attempts} + 1`,
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(inArray(intakeJobs.id, due))
      .returning();
  }

  async function handle(row: typeof intakeJobs.$inferSelect): Promise<boolean> {
    try {
      await db.transaction(async (tx) => {
        await handlers[row.kind as IntakeKind](tx, row.email);
        await tx.delete(intakeJobs).where(eq(intakeJobs.id, row.id));
      });
      return true;
    } catch (error) {
      const jittered = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      const lastError = describeError(error);
      await db
        .update(intakeJobs)
        .set({
          lockedUntil: null,
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${jittered / 1000})`,
        })
        .where(eq(intakeJobs.id, row.id));
      const context = {
        intake: { id: row.id, kind: row.kind, attempts: row.attempts, error: lastError },
      };
      if (row.attempts >= maxAttempts) log.error(context, "request not processed; giving up");
      else log.warn(context, "request not processed; will retry");
      return false;
    }
  }

  /** Works through everything due now; returns how many jobs were done. */
  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await claim();
      let batchDone = 0;
      for (const row of rows) if (await handle(row)) batchDone++;
      // The jobs queued mail: send it now rather than at the outbox's next poll.
      if (batchDone > 0) options.processed?.();
      done += batchDone;
      if (rows.length < batchSize || loop.stopped) return done;
    }
  }

  const loop = createPollingLoop({
    pollIntervalMs,
    work: drain,
    onError: (error) =>
      log.error({ err: dbErrorInfo(error) ?? { type: describeError(error) } }, "intake failed"),
  });

  return {
    start: loop.start,
    /** Stores a request and starts on it now rather than at the next poll. */
    async submit(kind: IntakeKind, email: string) {
      await enqueueIntake(db, kind, email);
      loop.wake();
    },
    drain,
    /** Finishes the batch in hand; what is left stays stored for the next start. */
    stop: loop.stop,
  };
}

export type IntakeWorker = ReturnType<typeof createIntakeWorker>;
