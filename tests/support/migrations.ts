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
 * rows in that day's schema by plain SQL, then brought further (`upgradeTo`) and read in today's.
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

/** A database migrated as far as `folder` goes; `migrate` applies a further folder. */
async function openAt(backend: "pglite" | "postgres", folder: string) {
  const casing = "snake_case";
  if (backend === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema, casing });
    await migratePglite(db, { migrationsFolder: folder });
    return {
      db: db as Db,
      migrate: (more: string) => migratePglite(db, { migrationsFolder: more }),
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
    migrate: (more: string) => migratePostgres(db, { migrationsFolder: more }),
    close: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A database as it was right after the migration `tag`. `upgradeTo` brings it as far as a later
 * migration, or with no tag up to date, so one database can go through several migrations'
 * tests in turn.
 */
export async function openBefore(backend: "pglite" | "postgres", tag: string) {
  const folders = [migrationsUpTo(tag)];
  const database = await openAt(backend, folders[0]!);
  return {
    db: database.db,
    upgradeTo: async (later?: string) => {
      if (!later) return database.migrate(migrationsFolder);
      const folder = migrationsUpTo(later);
      folders.push(folder);
      await database.migrate(folder);
    },
    close: async () => {
      await database.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
