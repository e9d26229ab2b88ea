import { asc, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import * as schema from "#server/db/schema/index.ts";
import { forwardOf } from "#server/leads/forward.ts";
import { describeEachBackend } from "#test/backends.ts";
import { openBefore } from "#test/migrations.ts";

describeEachBackend("the jobs table's migration", (backend) => {
  test("moves queued mail, forwards and requests into jobs and drops the old tables", async () => {
    const database = await openBefore(backend, "0007_insights-append-only");
    const { db } = database;
    try {
      await db.execute(sql`
        insert into contact_messages (first_name, email, subject, message)
        values ('Sana', 'sana@example.com', 'Enquiry', 'Hello'),
               ('Omar', 'omar@example.com', 'Enquiry', 'Hello again')`);
      await db.execute(sql`
        insert into mail_outbox ("to", subject, text, html, attempts, last_error, expires_at)
        values ('waiting@example.com', 'Reset your password', 'A link', null, 2, 'Error ESOCKET',
                '2030-01-01T00:00:00Z')`);
      await db.execute(sql`
        insert into mail_outbox ("to", subject, text, headers, sent_at)
        values ('sent@example.com', 'Welcome', '', '{"Reply-To": "x@example.com"}', now())`);
      await db.execute(sql`
        insert into contact_forwards (message_id, attempts, sent_at)
        select id, 1, now() from contact_messages where first_name = 'Sana'`);
      await db.execute(sql`
        insert into contact_forwards (message_id, attempts, last_error)
        select id, 3, 'HTTP 503' from contact_messages where first_name = 'Omar'`);
      await db.execute(sql`
        insert into intake_jobs (kind, email, created_at)
        values ('newsletter', 'reader@example.com', '2029-12-31T00:00:00Z')`);

      await database.upgrade();

      const moved = await db
        .select({
          kind: schema.jobs.kind,
          payload: schema.jobs.payload,
          attempts: schema.jobs.attempts,
          lastError: schema.jobs.lastError,
          expiresAt: schema.jobs.expiresAt,
        })
        .from(schema.jobs)
        .orderBy(asc(schema.jobs.id));
      expect(moved).toEqual([
        {
          kind: "mail",
          payload: { to: "waiting@example.com", subject: "Reset your password", text: "A link" },
          attempts: 2,
          lastError: "Error ESOCKET",
          expiresAt: new Date("2030-01-01T00:00:00Z"),
        },
        {
          kind: "contact-forward",
          payload: { messageId: expect.any(Number) },
          attempts: 1,
          lastError: null,
          expiresAt: null,
        },
        {
          kind: "contact-forward",
          payload: { messageId: expect.any(Number) },
          attempts: 3,
          lastError: "HTTP 503",
          expiresAt: null,
        },
        {
          kind: "newsletter",
          payload: { email: "reader@example.com" },
          attempts: 0,
          lastError: null,
          expiresAt: new Date("2030-01-01T00:00:00Z"),
        },
      ]);
      const forwards = moved
        .filter((job) => job.kind === "contact-forward")
        .map((job) => (job.payload as { messageId: number }).messageId);
      expect(await Promise.all(forwards.map((id) => forwardOf(db, id)))).toEqual([
        { state: "sent", attempts: 1, lastError: null },
        { state: "failed", attempts: 3, lastError: "HTTP 503" },
      ]);
      const [left] = await db
        .select({ tables: sql<number>`count(*)`.mapWith(Number) })
        .from(sql`information_schema.tables`)
        .where(sql`table_name in ('mail_outbox', 'intake_jobs', 'contact_forwards')`);
      expect(left).toEqual({ tables: 0 });
    } finally {
      await database.close();
    }
  });
});
