import { and, isNotNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pruneInsightEvents } from "#server/insights/rollup.ts";
import { discardExpiredMail } from "#server/mail/outbox.ts";
import { pruneSecurityEvents } from "#server/security/audit-log.ts";
import { dbErrorInfo } from "./errors.ts";
import type { Db } from "./index.ts";
import { idempotencyKeys, intakeJobs, mailOutbox, resetTokens, sessions } from "./schema/index.ts";

export type Retention = {
  /** Days the audit log keeps an event (SECURITY_EVENTS_RETENTION_DAYS). */
  securityEventsDays: number;
  /** Days the visit statistics keep raw events (INSIGHTS_RAW_RETENTION_DAYS, 90 unless given). */
  insightEventsDays?: number;
};

const hour = 60 * 60_000;

/**
 * Removes what has served its purpose: old reset links, idempotency answers, sent mail, unsent
 * mail whose link has expired, requests the intake worker gave up on (they hold an address),
 * sessions that can no longer be used, audit events past their retention, and raw visit
 * statistics past theirs (once rolled up) with the salts of past days.
 */
export async function sweep(db: Db, retention: Retention): Promise<void> {
  await db.delete(resetTokens).where(lt(resetTokens.expiresAt, sql`now() - interval '1 day'`));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
  await db
    .delete(mailOutbox)
    .where(
      and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - interval '30 days'`)),
    );
  await discardExpiredMail(db);
  await db.delete(intakeJobs).where(lt(intakeJobs.createdAt, sql`now() - interval '1 day'`));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now() - interval '1 day'`),
        lt(sessions.endedAt, sql`now() - interval '1 day'`),
      ),
    );
  await pruneSecurityEvents(db, retention.securityEventsDays);
  await pruneInsightEvents(db, retention.insightEventsDays ?? 90);
}

export function startHousekeeping(db: Db, log: FastifyBaseLogger, retention: Retention) {
  let current: Promise<void> | undefined;
  const run = () => {
    current ??= sweep(db, retention)
      .catch((error: unknown) =>
        log.warn({ err: dbErrorInfo(error) ?? { type: "Error" } }, "housekeeping failed"),
      )
      .finally(() => {
        current = undefined;
      });
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, hour);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}
