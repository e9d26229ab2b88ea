import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { dbErrorInfo } from "#server/db/errors.ts";
import type { Db, Queryable } from "#server/db/index.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { createPollingLoop, retryDelayMs } from "#server/jobs/polling-loop.ts";
import type { Mail, MailTransport } from "./transport.ts";

export type OutboxOptions = {
  /** How often due mail is looked for when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** The first retry waits this long; each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failed attempts a message is left in the table, marked with its error. */
  maxAttempts?: number;
};

const batchSize = 10;

/**
 * Requests only write here, in their own transaction; they never wait on the mail server. A mail
 * whose link stops working at `expiresAt` is deleted rather than sent after that.
 */
export async function enqueueMail(
  db: Queryable,
  mail: Mail,
  options: { expiresAt?: Date } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    ...mail,
    html: mail.html ?? null,
    headers: mail.headers ?? null,
    expiresAt: options.expiresAt ?? null,
  });
}

/**
 * Deletes unsent mail past its expiry (a reset link that no longer works must not wait in the
 * table in plain text, nor reach the inbox later). Rows a worker holds are left to that worker,
 * which checks the expiry again before sending.
 */
export async function discardExpiredMail(db: Queryable): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.expiresAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** What may be kept of a delivery error: no addresses, no message text. */
function describeError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [error instanceof Error ? error.name : "Error"];
  if (typeof code === "string") parts.push(code);
  if (typeof responseCode === "number") parts.push(`SMTP ${responseCode}`);
  return parts.join(" ");
}

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * several server instances share the work and a crashed one's rows become due again.
 */
export function createOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: OutboxOptions = {},
) {
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const retryMaxMs = options.retryMaxMs ?? 30 * 60_000;
  const maxAttempts = options.maxAttempts ?? 25;

  async function claim() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
          lt(mailOutbox.attempts, maxAttempts),
          or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: typeof mailOutbox.$inferSelect) {
    // It can expire while earlier mail of the batch waits on a slow server.
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      log.info({ mail: { id: row.id } }, "mail expired before it could be sent; discarded");
      return;
    }
    try {
      await transport.send(
        { to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers },
        row.id,
      );
      // The body can hold a reset link: it is not kept once delivered.
      await db
        .update(mailOutbox)
        .set({
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          text: "",
          html: null,
          headers: null,
        })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const jittered = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      const lastError = describeError(error);
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${jittered / 1000})`,
        })
        .where(eq(mailOutbox.id, row.id));
      const context = { mail: { id: row.id, attempts: row.attempts, error: lastError } };
      if (row.attempts >= maxAttempts) log.error(context, "mail not delivered; giving up");
      else log.warn(context, "mail not delivered; will retry");
    }
  }

  /** Sends everything due now; returns how many messages were attempted. */
  async function drain(): Promise<number> {
    const expired = await discardExpiredMail(db);
    if (expired > 0) log.info({ mail: { expired } }, "expired mail discarded unsent");
    let attempted = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      attempted += rows.length;
      if (rows.length < batchSize || loop.stopped) return attempted;
    }
  }

  const loop = createPollingLoop({
    pollIntervalMs,
    work: drain,
    onError: (error) =>
      log.error(
        { err: dbErrorInfo(error) ?? { type: describeError(error) } },
        "mail outbox failed",
      ),
  });

  return {
    start: loop.start,
    /** Called after a request queued mail: send it now rather than at the next poll. */
    wake: loop.wake,
    drain,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
