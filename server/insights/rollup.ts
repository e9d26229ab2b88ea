import { and, eq, gte, lt, min, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Queryable } from "#server/db/index.ts";
import {
  insightEvents,
  insightRollupState,
  insightRollups,
  insightSalts,
} from "#server/db/schema/index.ts";
import { defineJob } from "#server/jobs/queue.ts";
import type { JobWorker } from "#server/jobs/worker.ts";
import { aggregateEvents } from "./aggregate.ts";
import { addDays, dayStart, siteDay } from "./visitor.ts";

/** Serialises the roll-up across instances (any number that no other lock of the app uses). */
const rollupLockId = 7_270_016;
/** Rows per insert statement. */
const insertBatch = 500;

/** The last day added up, or null before the first roll-up. */
export async function rolledThrough(db: Queryable): Promise<string | null> {
  const [state] = await db
    .select({ day: insightRollupState.rolledThrough })
    .from(insightRollupState)
    .where(eq(insightRollupState.id, 1));
  return state?.day ?? null;
}

/**
 * Rolls up the next finished day, if there is one: adds its raw events up into insight_rollups
 * and moves the watermark, in one transaction under an advisory lock, so instances never roll a
 * day twice or skip one. Days without events are passed over in one step. Returns the day rolled
 * (or skipped to), or null when every finished day is done.
 */
async function rollUpNextDay(db: Db, today: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rollupLockId})`);
    const done = await rolledThrough(tx);
    const after = done ? dayStart(addDays(done, 1)) : new Date(0);
    // The first day that has events: empty days need no rows, only the watermark.
    const [first] = await tx
      .select({ at: min(insightEvents.at) })
      .from(insightEvents)
      .where(gte(insightEvents.at, after));
    const yesterday = addDays(today, -1);
    let day: string;
    if (!first?.at || siteDay(first.at) >= today) {
      // Nothing before today: only a watermark that exists needs moving.
      if (!done || done >= yesterday) return null;
      day = yesterday;
    } else {
      const eventDay = siteDay(first.at);
      day = done && addDays(done, 1) < eventDay ? addDays(eventDay, -1) : eventDay;
      if (day === eventDay) {
        const rows = await aggregateEvents(tx, dayStart(day), dayStart(addDays(day, 1)));
        await tx.delete(insightRollups).where(eq(insightRollups.day, day));
        for (let at = 0; at < rows.length; at += insertBatch)
          await tx.insert(insightRollups).values(rows.slice(at, at + insertBatch));
      }
    }
    await tx
      .insert(insightRollupState)
      .values({ id: 1, rolledThrough: day })
      .onConflictDoUpdate({
        target: insightRollupState.id,
        set: { rolledThrough: day, rolledAt: sql`now()` },
      });
    return day;
  });
}

/** Rolls up every finished day (Karachi) not rolled up yet; returns how many steps it took. */
export async function rollUpFinishedDays(db: Db, now: Date = new Date()): Promise<number> {
  const today = siteDay(now);
  let steps = 0;
  while ((await rollUpNextDay(db, today)) !== null) steps++;
  return steps;
}

/**
 * Deletes raw events past their retention, but only of days already rolled up (a roll-up that
 * fell behind loses nothing), and any salt of a past day left behind.
 */
export async function pruneInsightEvents(db: Queryable, retentionDays: number): Promise<void> {
  const done = await rolledThrough(db);
  if (done)
    await db
      .delete(insightEvents)
      .where(
        and(
          lt(insightEvents.at, sql`now() - make_interval(days => ${retentionDays})`),
          lt(insightEvents.at, dayStart(addDays(done, 1))),
        ),
      );
  await db.delete(insightSalts).where(lt(insightSalts.day, siteDay(new Date())));
}

export const rollupJob = defineJob("insights-rollup", z.object({}));

export type RollupOptions = {
  /** How often finished days are looked for. */
  everyMs?: number;
};

/**
 * The roll-up, a recurring job: every 15 minutes on whichever instance claims it, so a finished
 * day is added up soon after midnight (Karachi). Each day rolls in its own transaction.
 */
export function registerRollups(worker: JobWorker, options: RollupOptions = {}): void {
  const everyMs = options.everyMs ?? 15 * 60_000;
  worker.register(rollupJob, {
    inTransaction: false,
    everyMs,
    retryBaseMs: 60_000,
    retryMaxMs: everyMs,
    handle: async (db) => {
      await rollUpFinishedDays(db);
    },
  });
}
