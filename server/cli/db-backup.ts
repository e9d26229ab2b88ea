/**
 * npm run db:backup -- [file]
 *
 * Writes the database as one plain SQL file that both the embedded database (npm run db:restore)
 * and PostgreSQL (psql -f) can load: the schema as the migrations that had been applied, then
 * every row, then the foreign keys and sequence positions. Reads one consistent snapshot.
 *
 * The embedded database (DATA_DIR/pglite) belongs to one process at a time: the backup takes
 * its lock, so it refuses to run while the server does (stop the server, back up, start it;
 * the restart takes seconds). With DATABASE_URL it reads PostgreSQL while the site runs.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { lockDataFolder } from "#server/db/lock.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";

const rowsPerInsert = 200;

type Row = Record<string, unknown>;
/** Runs a query inside the snapshot. */
export type Query = (text: string) => Promise<Row[]>;

export type DumpSource = {
  /** For the file's header: where the data came from. */
  describe: string;
  /** Runs `read` inside one read-only, repeatable-read transaction. */
  snapshot: <T>(read: (query: Query) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The source named by the environment: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function openSource(env: {
  DATA_DIR?: string;
  DATABASE_URL?: string;
}): Promise<DumpSource> {
  if (env.DATABASE_URL) {
    const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    const url = new URL(env.DATABASE_URL);
    return {
      describe: `PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}`,
      snapshot: async (read) =>
        (await sql.begin("isolation level repeatable read read only", (tx) =>
          read(async (text) => (await tx.unsafe(text)) as unknown as Row[]),
        )) as Awaited<ReturnType<typeof read>>,
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const folder = resolve(env.DATA_DIR || "./data", "pglite");
  if (!existsSync(join(folder, "PG_VERSION")))
    throw new Error(`There is no database in ${folder}: check DATA_DIR (or set DATABASE_URL).`);
  const release = await lockDataFolder(folder, (error) => {
    console.error(`${error.message} The backup stops: another process has the database now.`);
    process.exit(1);
  }).catch((error: Error) => {
    throw new Error(
      `${error.message}\nThe embedded database can only be read while the server is stopped: stop it, run the backup, start it again.`,
    );
  });
  let client: PGlite;
  try {
    client = new PGlite(folder);
    await client.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  return {
    describe: `embedded database in ${folder}`,
    snapshot: async (read) => {
      await client.exec("begin isolation level repeatable read read only");
      try {
        return await read(async (text) => (await client.query<Row>(text)).rows);
      } finally {
        await client.exec("commit");
      }
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

type Journal = { entries: { tag: string; when: number }[] };

/** The SQL of each applied migration, checked against what the database recorded. */
function appliedMigrations(recorded: { hash: string; created_at: string | number }[]) {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return recorded.map((row) => {
    const entry = journal.entries.find((candidate) => candidate.when === Number(row.created_at));
    if (!entry)
      throw new Error(
        `The database has a migration (recorded ${row.created_at}) that drizzle/ does not: back up with the version of the code that wrote it.`,
      );
    const text = readFileSync(join(migrationsFolder, `${entry.tag}.sql`), "utf8");
    if (createHash("sha256").update(text).digest("hex") !== row.hash)
      throw new Error(
        `drizzle/${entry.tag}.sql has changed since it was applied to this database.`,
      );
    return { tag: entry.tag, text };
  });
}

type Table = { schema: string; name: string; columns: string[]; order: string[] };

/** What the dump is made of, read inside the snapshot: the schema's migrations and the catalog. */
async function readCatalog(query: Query) {
  const recorded = (await query(
    "select hash, created_at from drizzle.__drizzle_migrations order by created_at",
  )) as { hash: string; created_at: string }[];
  const migrations = appliedMigrations(recorded);

  const columnRows = (await query(`
    select c.table_schema as schema, c.table_name as name,
           array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.is_generated = 'NEVER'
    group by c.table_schema, c.table_name
    order by c.table_name`)) as { schema: string; name: string; columns: string[] }[];
  const keyRows = (await query(`
    select n.nspname as schema, c.relname as name,
           array_agg(a.attname::text order by k.ordinality) as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ordinality)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary and n.nspname = 'public'
    group by n.nspname, c.relname`)) as { schema: string; name: string; columns: string[] }[];
  const tables: Table[] = columnRows.map((row) => ({
    ...row,
    order: keyRows.find((key) => key.name === row.name)?.columns ?? row.columns,
  }));
  const foreignKeys = (await query(`
    select n.nspname as schema, c.relname as "table", k.conname as name,
           pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'
    order by c.relname, k.conname`)) as {
    schema: string;
    table: string;
    name: string;
    definition: string;
  }[];
  const triggered = (await query(`
    select distinct n.nspname as schema, c.relname as name
    from pg_trigger g
    join pg_class c on c.oid = g.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not g.tgisinternal and g.tgenabled <> 'D' and n.nspname = 'public'
    order by c.relname`)) as { schema: string; name: string }[];
  const sequences = (await query(`
    select schemaname as schema, sequencename as name, last_value::text as value
    from pg_sequences
    where schemaname in ('public', 'drizzle') and last_value is not null
    order by schemaname, sequencename`)) as { schema: string; name: string; value: string }[];
  return { migrations, tables, foreignKeys, triggered, sequences };
}

/** Writes every row of a table as INSERTs of `rowsPerInsert` rows; returns how many there were. */
async function dumpTable(query: Query, write: (text: string) => void, table: Table) {
  const target = `${ident(table.schema)}.${ident(table.name)}`;
  const list = table.columns.map(ident).join(", ");
  const rows = (await query(
    `select format('(%s)', concat_ws(', ', ${table.columns
      .map((column) => `quote_nullable(${ident(column)})`)
      .join(", ")})) as row from ${target} order by ${table.order.map(ident).join(", ")}`,
  )) as { row: string }[];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = rows.slice(start, start + rowsPerInsert).map((row) => row.row);
    write(
      `INSERT INTO ${target} (${list}) OVERRIDING SYSTEM VALUE VALUES\n${batch.join(",\n")};\n`,
    );
  }
  return rows.length;
}

/**
 * Writes the dump to `file` (mode 600: it holds e-mail addresses and password hashes), through a
 * temporary file renamed at the end, so a failed backup never leaves a partial file behind.
 * Returns the number of rows per table.
 */
export async function writeDump(source: DumpSource, file: string): Promise<Record<string, number>> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const fd = openSync(partial, "w", 0o600);
  const write = (text: string) => writeSync(fd, text);
  const counts: Record<string, number> = {};
  try {
    await source.snapshot(async (query) => {
      await query("set local timezone = 'UTC'");
      await query("set local datestyle = 'ISO, YMD'");
      await query("set local extra_float_digits = 3");

      const { migrations, tables, foreignKeys, triggered, sequences } = await readCatalog(query);

      write(
        [
          `-- Backup of the site's database, written by "npm run db:backup" at ${new Date().toISOString()}`,
          `-- from the ${source.describe}.`,
          "-- Load it into an empty database:",
          "--   npm run db:restore -- <this file>             (embedded database, DATA_DIR)",
          "--   psql -v ON_ERROR_STOP=1 -f <this file> <url>  (PostgreSQL)",
          "",
          "SET client_encoding = 'UTF8';",
          "SET standard_conforming_strings = on;",
          "SET client_min_messages = warning;",
          "SET timezone = 'UTC';",
          "SET datestyle = 'ISO, YMD';",
          "SET search_path = public, pg_catalog;",
          "BEGIN;",
          "",
          "-- Schema: the migrations that had been applied, as they were applied.",
          "",
        ].join("\n"),
      );
      for (const migration of migrations) {
        write(`-- drizzle/${migration.tag}.sql\n${migration.text.trimEnd()}\n\n`);
      }
      write(
        [
          "CREATE SCHEMA IF NOT EXISTS drizzle;",
          "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (",
          "  id SERIAL PRIMARY KEY,",
          "  hash text NOT NULL,",
          "  created_at bigint",
          ");",
          "",
          "-- Data. Foreign keys come back after it, and check every row as they do.",
          "",
        ].join("\n"),
      );
      for (const key of foreignKeys)
        write(
          `ALTER TABLE ${ident(key.schema)}.${ident(key.table)} DROP CONSTRAINT ${ident(key.name)};\n`,
        );
      for (const table of triggered)
        write(`ALTER TABLE ${ident(table.schema)}.${ident(table.name)} DISABLE TRIGGER USER;\n`);

      const migrationTable: Table = {
        schema: "drizzle",
        name: "__drizzle_migrations",
        columns: ["id", "hash", "created_at"],
        order: ["id"],
      };
      for (const table of [migrationTable, ...tables])
        counts[`${table.schema}.${table.name}`] = await dumpTable(query, write, table);

      write("\n");
      for (const table of triggered)
        write(`ALTER TABLE ${ident(table.schema)}.${ident(table.name)} ENABLE TRIGGER USER;\n`);
      for (const key of foreignKeys)
        write(
          `ALTER TABLE ${ident(key.schema)}.${ident(key.table)} ADD CONSTRAINT ${ident(key.name)} ${key.definition};\n`,
        );
      for (const sequence of sequences) {
        const name = `${ident(sequence.schema)}.${ident(sequence.name)}`;
        write(
          `SELECT pg_catalog.setval('${name.replace(/'/g, "''")}', ${sequence.value}, true);\n`,
        );
      }
      write("\nCOMMIT;\n");
    });
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, file);
  return counts;
}

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").replace("T", "_").slice(0, 19);
  const file = resolve(process.argv[2] ?? join("backups", `site-${stamp}.sql`));
  const source = await openSource(process.env);
  try {
    const counts = await writeDump(source, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up the ${source.describe}: ${rows} rows in ${Object.keys(counts).length} tables.`,
    );
    for (const [table, count] of Object.entries(counts))
      console.log(`  ${table.padEnd(40)} ${count}`);
    console.log(`Written to ${file}`);
  } finally {
    await source.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
