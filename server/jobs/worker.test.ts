import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { z } from "zod";
import { jobs } from "#server/db/schema/index.ts";
import { eventually, sleep } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { defineJob, enqueue } from "./queue.ts";
import { createJobWorker, describeFailure } from "./worker.ts";

/** A kind no other test (nor the app's own worker) knows. */
const uniqueKind = (label: string) => `test-${label}-${randomBytes(4).toString("hex")}`;
const Numbered = z.object({ n: z.number().int(), secret: z.string().optional() });
const quick = { retryBaseMs: 50, retryMaxMs: 100 };
/** Backoff no test waits for: `dueNow` stands for the time passing. */
const slow = { retryBaseMs: 60_000, retryMaxMs: 60_000 };

describeEachBackend("the job worker", (backend) => {
  const t = useTestApp(backend);

  const worker = () => createJobWorker(t.app.db, t.app.log, { pollIntervalMs: 60_000 });
  const rowsOf = (kind: string) =>
    t.app.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
  const dueNow = (kind: string) =>
    t.app.db.update(jobs).set({ nextAttemptAt: sql`now()` }).where(eq(jobs.kind, kind));
  /** A job of a new kind, and a worker that does it by noting each payload's `n` in `done`. */
  const noting = (
    label: string,
    options: { keptOnceDone?: (payload: { n: number }) => unknown } = {},
  ) => {
    const job = defineJob(uniqueKind(label), Numbered);
    const done: number[] = [];
    const w = worker();
    w.register(job, {
      ...quick,
      ...options,
      handle: async (_tx, { n }) => {
        done.push(n);
      },
    });
    return { job, done, w };
  };

  test("does each job once with its typed payload, and keeps only what it is told to", async () => {
    const { job, done, w } = noting("done", { keptOnceDone: ({ n }) => ({ n }) });
    for (const n of [1, 2, 3]) await enqueue(t.app.db, job, { n, secret: "reset-link" });
    expect(await w.drain()).toBe(3);
    expect(await w.drain()).toBe(0);
    expect(done).toEqual([1, 2, 3]);
    const rows = await rowsOf(job.kind);
    expect(rows.map((row) => row.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    for (const row of rows) expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(rows.every((row) => row.doneAt !== null)).toBe(true);
  });

  test("retries a failure with backoff, then gives up; the error kept names no address", async () => {
    const job = defineJob(uniqueKind("failing"), Numbered);
    const w = worker();
    let calls = 0;
    w.register(job, {
      ...slow,
      maxAttempts: 2,
      handle: async () => {
        calls++;
        throw Object.assign(new Error("could not reach someone@example.com"), { code: "EFAIL" });
      },
    });
    await enqueue(t.app.db, job, { n: 1 });
    expect(await w.drain()).toBe(0);
    const [failed] = await rowsOf(job.kind);
    expect(failed).toMatchObject({ attempts: 1, lastError: "Error EFAIL", doneAt: null });
    // Not due again before its backoff.
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await w.drain();
    expect(calls).toBe(1);
    await dueNow(job.kind);
    await w.drain();
    expect(calls).toBe(2);
    await dueNow(job.kind);
    await w.drain();
    // Given up: left with its error, never claimed again.
    expect(calls).toBe(2);
    expect(await rowsOf(job.kind)).toEqual([
      expect.objectContaining({ attempts: 2, lastError: "Error EFAIL", doneAt: null }),
    ]);
  });

  test("in a transaction, the handler's writes and the job's completion commit together", async () => {
    const job = defineJob(uniqueKind("tx"), Numbered);
    const followUp = defineJob(uniqueKind("follow-up"), Numbered);
    const w = worker();
    let attempts = 0;
    w.register(job, {
      ...slow,
      handle: async (tx, payload) => {
        await enqueue(tx, followUp, payload);
        if (++attempts === 1) throw new Error("halfway");
      },
    });
    await enqueue(t.app.db, job, { n: 7 });
    await w.drain();
    expect(await rowsOf(followUp.kind)).toEqual([]);
    await dueNow(job.kind);
    expect(await w.drain()).toBe(1);
    expect((await rowsOf(followUp.kind)).map((row) => row.payload)).toEqual([{ n: 7 }]);
  });

  test("a crashed worker's job is claimed again once its lease runs out; a held one is not", async () => {
    const { job, done, w } = noting("lease");
    await t.app.db.insert(jobs).values([
      { kind: job.kind, payload: { n: 1 }, attempts: 1, lockedUntil: sql`now() - interval '1 s'` },
      {
        kind: job.kind,
        payload: { n: 2 },
        attempts: 1,
        lockedUntil: sql`now() + interval '5 min'`,
      },
    ]);
    expect(await w.drain()).toBe(1);
    expect(done).toEqual([1]);
    const [reclaimed] = await rowsOf(job.kind);
    expect(reclaimed).toMatchObject({ attempts: 2 });
  });

  test("several workers share the jobs, and each job is done exactly once", async () => {
    const job = defineJob(uniqueKind("shared"), Numbered);
    const done = new Map<number, number>();
    const workers = [worker(), worker(), worker()];
    for (const w of workers)
      w.register(job, {
        ...quick,
        inTransaction: false,
        handle: async (_db, { n }) => {
          await sleep(2);
          done.set(n, (done.get(n) ?? 0) + 1);
        },
      });
    for (let n = 0; n < 60; n++) await enqueue(t.app.db, job, { n });
    const counts = await Promise.all(workers.map((w) => w.drain()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(done.size).toBe(60);
    expect([...done.values()].every((times) => times === 1)).toBe(true);
  });

  test("a recurring job is one row, run again after each success and never done", async () => {
    const job = defineJob(uniqueKind("recurring"), z.object({}));
    let runs = 0;
    const make = () => {
      const w = createJobWorker(t.app.db, t.app.log, { pollIntervalMs: 20 });
      w.register(job, {
        ...quick,
        inTransaction: false,
        everyMs: 50,
        handle: async () => {
          runs++;
        },
      });
      return w;
    };
    const [first, second] = [make(), make()];
    await Promise.all([first.start(), second.start()]);
    try {
      await eventually(() => (runs >= 3 ? true : undefined), 5_000, "three runs");
    } finally {
      await first.stop();
      await second.stop();
    }
    expect(await rowsOf(job.kind)).toEqual([
      expect.objectContaining({ key: job.kind, attempts: 0, doneAt: null, lockedUntil: null }),
    ]);
  });

  test("purge deletes done jobs past their kind's retention; a kind may keep them", async () => {
    const short = defineJob(uniqueKind("short"), Numbered);
    const kept = defineJob(uniqueKind("kept"), Numbered);
    const w = worker();
    w.register(short, { ...quick, keepDoneDays: 30, handle: async () => {} });
    w.register(kept, {
      ...quick,
      keepDoneDays: Number.POSITIVE_INFINITY,
      handle: async () => {},
    });
    const old = sql`now() - interval '31 days'`;
    await t.app.db.insert(jobs).values([
      { kind: short.kind, payload: { n: 1 }, doneAt: old },
      { kind: short.kind, payload: { n: 2 }, doneAt: sql`now() - interval '29 days'` },
      { kind: short.kind, payload: { n: 3 } },
      { kind: kept.kind, payload: { n: 4 }, doneAt: old },
    ]);
    await w.purge();
    expect((await rowsOf(short.kind)).map((row) => row.payload)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await rowsOf(kept.kind)).toHaveLength(1);
  });

  test("a kind this instance does not know is left to the instances that do", async () => {
    const known = defineJob(uniqueKind("known"), Numbered);
    const unknown = uniqueKind("unknown");
    const w = worker();
    w.register(known, { ...quick, handle: async () => {} });
    await t.app.db.insert(jobs).values({ kind: unknown, payload: { n: 1 } });
    await w.drain();
    expect(
      await t.app.db
        .select({ attempts: jobs.attempts })
        .from(jobs)
        .where(and(eq(jobs.kind, unknown), eq(jobs.attempts, 0))),
    ).toHaveLength(1);
  });
});

test("a failure is described by names, codes and statuses only", () => {
  const smtp = Object.assign(new Error("550 no such user bob@example.com"), {
    code: "EENVELOPE",
    responseCode: 550,
  });
  expect(describeFailure(smtp)).toBe("Error EENVELOPE SMTP 550");
  const fetchFailed = new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
  expect(describeFailure(fetchFailed)).toBe("TypeError ECONNREFUSED");
  expect(describeFailure("a string")).toBe("Error");
});
