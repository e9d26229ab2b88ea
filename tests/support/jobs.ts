import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/index.ts";
import { jobs } from "#server/db/schema/index.ts";
import { intakeKinds } from "#server/intake/requests.ts";
import { mailJob } from "#server/mail/outbox.ts";
import type { Mail } from "#server/mail/transport.ts";

/** A mail job as a row: its payload's fields (only `to` and `subject` once sent) and its state. */
export type QueuedMail = Omit<typeof jobs.$inferSelect, "payload" | "doneAt"> &
  Partial<Mail> & { sentAt: Date | null };

/** Mail queued or sent, oldest first; `where` narrows it down (see `mailTo`). */
export async function queuedMail(db: Db, where?: SQL): Promise<QueuedMail[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, mailJob.kind), where))
    .orderBy(asc(jobs.id));
  return rows.map(({ payload, doneAt, ...row }) => ({
    ...row,
    ...(payload as Partial<Mail>),
    sentAt: doneAt,
  }));
}

export const mailTo = (to: string): SQL => sql`${jobs.payload} ->> 'to' = ${to}`;
export const subjectLike = (pattern: string): SQL =>
  sql`${jobs.payload} ->> 'subject' like ${pattern}`;
export const textLike = (pattern: string): SQL => sql`${jobs.payload} ->> 'text' like ${pattern}`;

/** Forgot-password and newsletter requests stored and not worked yet, for one address or all. */
export function waitingRequests(db: Db, email?: string) {
  return db
    .select({ kind: jobs.kind, email: sql<string>`${jobs.payload} ->> 'email'` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...intakeKinds]),
        isNull(jobs.doneAt),
        email === undefined ? undefined : sql`${jobs.payload} ->> 'email' = ${email}`,
      ),
    )
    .orderBy(asc(jobs.id));
}
