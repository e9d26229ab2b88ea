import { lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/index.ts";
import { idempotencyKeys, resetTokens, sessions } from "#server/db/schema/index.ts";
import { pruneInsightEvents } from "#server/insights/rollup.ts";
import { defineJob } from "#server/jobs/queue.ts";
import type { JobWorker } from "#server/jobs/worker.ts";
import { pruneSecurityEvents } from "#server/security/audit-log.ts";

export type Retention = {
  /** Days the audit log keeps an event (SECURITY_EVENTS_RETENTION_DAYS). */
  securityEventsDays: number;
  /** Days the visit statistics keep raw events (INSIGHTS_RAW_RETENTION_DAYS, 90 unless given). */
  insightEventsDays?: number;
};

const hour = 60 * 60_000;

/**
 * Removes what has served its purpose: old reset links, idempotency answers, sessions that can
 * no longer be used, audit events past their retention, and raw visit statistics past theirs
 * (once rolled up) with the salts of past days.
 */
export async function sweep(db: Db, retention: Retention): Promise<void> {
  await db.delete(resetTokens).where(lt(resetTokens.expiresAt, sql`now() - interval '1 day'`));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
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

export const housekeepingJob = defineJob("housekeeping", z.object({}));

/**
 * Housekeeping, a recurring job: hourly on whichever instance claims it (the first time a
 * minute after the first start), the sweep above and the jobs past their retention.
 */
export function registerHousekeeping(worker: JobWorker, retention: Retention): void {
  worker.register(housekeepingJob, {
    inTransaction: false,
    everyMs: hour,
    firstRunAfterMs: 60_000,
    retryBaseMs: 60_000,
    retryMaxMs: hour,
    handle: async (db) => {
      await sweep(db, retention);
      await worker.purge();
    },
  });
}
