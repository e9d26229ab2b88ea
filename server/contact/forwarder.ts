import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { dbErrorInfo } from "#server/db/errors.ts";
import type { Db } from "#server/db/index.ts";
import { contactForwards, contactMessages } from "#server/db/schema/index.ts";
import { createPollingLoop, retryDelayMs } from "#server/jobs/polling-loop.ts";

export type ForwarderOptions = {
  pollIntervalMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  maxAttempts?: number;
  /** How long one POST may take. */
  timeoutMs?: number;
};

const batchSize = 10;

/** What may be kept of a failure: the kind and the status, never the answer's body. */
function describeFailure(error: unknown): string {
  if (error instanceof ForwardRefused) return `HTTP ${error.status}`;
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  const parts = [typeof name === "string" ? name : "Error"];
  if (typeof code === "string") parts.push(code);
  else if (typeof cause === "string") parts.push(cause);
  return parts.join(" ");
}

class ForwardRefused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = "ForwardRefused";
  }
}

/**
 * Passes contact messages on to a third-party form endpoint (CONTACT_FORWARD_URL), as the
 * original site's form did, without ever holding up the visitor's answer: the request only
 * queues a row; this worker POSTs it as an urlencoded form, like a browser would, and retries
 * with exponential backoff. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances share the work.
 */
export function createForwarder(
  db: Db,
  url: string,
  log: FastifyBaseLogger,
  options: ForwarderOptions = {},
) {
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 20;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function claim() {
    const due = db
      .select({ id: contactForwards.id })
      .from(contactForwards)
      .where(
        and(
          isNull(contactForwards.sentAt),
          lte(contactForwards.nextAttemptAt, sql`now()`),
          or(isNull(contactForwards.lockedUntil), lt(contactForwards.lockedUntil, sql`now()`)),
          lt(contactForwards.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(contactForwards.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(contactForwards)
      .set({
        attempts: sql`${contactForwards.attempts} + 1`,
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(inArray(contactForwards.id, due))
      .returning();
  }

  async function post(messageId: number) {
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

  async function deliver(row: typeof contactForwards.$inferSelect) {
    try {
      await post(row.messageId);
      await db
        .update(contactForwards)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(contactForwards.id, row.id));
    } catch (error) {
      const jittered = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      const lastError = describeFailure(error);
      await db
        .update(contactForwards)
        .set({
          lockedUntil: null,
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${jittered / 1000})`,
        })
        .where(eq(contactForwards.id, row.id));
      const context = { forward: { id: row.id, attempts: row.attempts, error: lastError } };
      if (row.attempts >= maxAttempts) log.error(context, "contact forward failed; giving up");
      else log.warn(context, "contact forward failed; will retry");
    }
  }

  async function drain(): Promise<number> {
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
      log.error({ err: dbErrorInfo(error) ?? { type: "Error" } }, "contact forwarder failed"),
  });

  return { start: loop.start, wake: loop.wake, stop: loop.stop };
}

export type Forwarder = ReturnType<typeof createForwarder>;
