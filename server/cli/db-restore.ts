/**
 * npm run db:restore -- <file>
 *
 * Loads a dump written by `npm run db:backup`.
 *
 * - Embedded database (no DATABASE_URL): the dump is loaded into a new folder next to
 *   DATA_DIR/pglite, which then takes its place; the previous database is kept as
 *   DATA_DIR/pglite.before-restore-<time>, never deleted. Refused while a server runs on DATA_DIR.
 * - PostgreSQL (DATABASE_URL): loaded into that database, which must be empty. `psql -v
 *   ON_ERROR_STOP=1 -f <file> <url>` does the same.
 *
 * The dump is one transaction: it loads completely or not at all.
 */
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { lockDataFolder } from "#server/db/lock.ts";

export async function restoreIntoPglite(dump: string, dataDir: string): Promise<string | null> {
  const folder = resolve(dataDir, "pglite");
  const release = await lockDataFolder(folder, (error) => {
    console.error(`${error.message} The restore stops.`);
    process.exit(1);
  }).catch((error: Error) => {
    throw new Error(`${error.message}\nStop the server before restoring.`);
  });
  const staging = `${folder}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const client = new PGlite(staging);
    try {
      await client.waitReady;
      await client.exec(dump);
    } finally {
      await client.close();
    }
    let previous: string | null = null;
    if (existsSync(resolve(folder, "PG_VERSION"))) {
      previous = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(folder, previous);
    } else {
      rmSync(folder, { recursive: true, force: true });
    }
    renameSync(staging, folder);
    return previous;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await release();
  }
}

export async function restoreIntoPostgres(dump: string, databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [{ tables }] = (await sql`
      select count(*)::int as tables from information_schema.tables
      where table_schema in ('public', 'drizzle')`) as unknown as [{ tables: number }];
    if (tables > 0)
      throw new Error(
        `The database at DATABASE_URL already has ${tables} tables. Restore into a new, empty database (createdb), then point DATABASE_URL at it.`,
      );
    await sql.unsafe(dump).simple();
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run db:restore -- <file written by npm run db:backup>");
  const dump = readFileSync(resolve(file), "utf8");
  if (process.env.DATABASE_URL) {
    await restoreIntoPostgres(dump, process.env.DATABASE_URL);
    console.log(`Restored ${file} into the PostgreSQL database at DATABASE_URL.`);
    return;
  }
  const dataDir = process.env.DATA_DIR || "./data";
  const previous = await restoreIntoPglite(dump, dataDir);
  console.log(`Restored ${file} into ${resolve(dataDir, "pglite")}.`);
  if (previous) console.log(`The database it replaced is kept in ${previous}.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
