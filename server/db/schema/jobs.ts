import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bigSerialId, createdAt, instant } from "./columns.ts";

/**
 * Work done after the request that asked for it (mail, contact forwards, forgot-password and
 * newsletter requests) and recurring work (roll-ups, housekeeping). Requests only insert here, in
 * their own transaction; the worker in server/jobs/ claims due rows with FOR UPDATE SKIP LOCKED and
 * a lease, retries with backoff, and marks them done. No CHECK on `kind`: an instance leaves the
 * kinds it does not know to the instances that do, so a rolling deploy can add one.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigSerialId(),
    kind: text().notNull(),
    /** At most one job per key: the forward of one message, the single row of a recurring job. */
    key: text().unique("jobs_key_unique"),
    /** Validated by the kind's zod schema when claimed; reduced to what may be kept once done. */
    payload: jsonb().$type<unknown>().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's rows become due again. */
    lockedUntil: instant(),
    /** After this the job is useless (a link in it has expired): deleted instead of done. */
    expiresAt: instant(),
    doneAt: instant(),
    /** What went wrong last: error names and codes, never an address or a message. */
    lastError: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("jobs_due_idx").on(table.nextAttemptAt).where(sql`${table.doneAt} is null`),
    index("jobs_expires_idx").on(table.expiresAt).where(sql`${table.doneAt} is null`),
    index("jobs_done_idx").on(table.doneAt).where(sql`${table.doneAt} is not null`),
  ],
);
