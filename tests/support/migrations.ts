import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { expect } from "vitest";
import type { Db } from "#server/db/index.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import * as schema from "#server/db/schema/index.ts";
import { adminDatabaseUrl } from "./backends.ts";

/**
 * A migration's test: a database as it was before the migration (`openBefore`), filled with
 * rows in that day's schema by plain SQL, then brought up to date (`upgrade`) and read in today's.
 */

/** The committed migrations up to and including `tag`: the database as it was then. */
export function migrationsUpTo(tag: string): string {
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
export async function openAt(backend: "pglite" | "postgres", folder: string) {
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

/** A database as it was right after the migration `tag`; `close` also removes its folder. */
export async function openBefore(backend: "pglite" | "postgres", tag: string) {
  const folder = migrationsUpTo(tag);
  const database = await openAt(backend, folder);
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
