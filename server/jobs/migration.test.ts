import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { expect, test } from "vitest";
import { forwardOf } from "#server/contact/forwarder.ts";
import type { Db } from "#server/db/index.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import * as schema from "#server/db/schema/index.ts";
import { adminDatabaseUrl, describeEachBackend } from "#test/backends.ts";

/** The committed migrations up to and including `tag`: the database as it was then. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "site-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database migrated as far as `folder` goes, that `upgrade` then brings up to date. */
async function openAt(backend: "pglite" | "postgres", folder: string) {
  const casing = "snake_case";
  if (backend === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema, casing });
    await migratePglite(db, { migrationsFolder: folder });
    return {
      db: db as Db,
      upgrade: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const name = `site_migration_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, casing });
  await migratePostgres(db, { migrationsFolder: folder });
  return {
    db: db as Db,
    upgrade: () => migratePostgres(db, { migrationsFolder }),
    close: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

describeEachBackend("the jobs table's migration", (backend) => {
  test("moves queued mail, forwards and requests into jobs and drops the old tables", async () => {
    const before = migrationsUpTo("0007_insights-append-only");
    const database = await openAt(backend, before);
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
      rmSync(before, { recursive: true, force: true });
    }
  });
});
