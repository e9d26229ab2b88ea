import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns.ts";

/**
 * Requests answered before their work is done, so the answer takes the same time whatever the
 * address turns out to be (forgot-password, newsletter subscribe). The request only inserts a
 * row, which is committed before the 202 goes out; the intake worker looks the address up, queues
 * the mail and deletes the row in one transaction. A crash after the answer loses nothing.
 */
export const intakeJobs = pgTable(
  "intake_jobs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    /** Trimmed and lower-cased by the request's schema. */
    email: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    lastError: text(),
    /** A worker holds the row until then; a crashed worker's rows become due again. */
    lockedUntil: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    check("intake_jobs_kind_known", sql`${table.kind} in ('password-reset', 'newsletter')`),
    index("intake_jobs_due_idx").on(table.nextAttemptAt),
    index("intake_jobs_email_idx").on(table.email),
  ],
);
