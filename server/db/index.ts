import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataFolder } from "./lock.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database or an open transaction: services accept either. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** Called if another process takes the PGlite lock over (only when this one was stalled). */
  onLockLost: (error: Error) => void;
};

const casing = "snake_case";
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const migrationLockId = 7_270_001;

/**
 * Opens PostgreSQL when DATABASE_URL is set, the embedded PGlite in DATA_DIR/pglite otherwise,
 * and applies the committed migrations before anything else runs.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(resolve(options.dataDir, "pglite"), options.onLockLost);
}

async function openPglite(folder: string, onLockLost: (error: Error) => void) {
  const release = await lockDataFolder(folder, onLockLost);
  let client: PGlite | undefined;
  try {
    client = new PGlite(folder);
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db satisfies Db,
      kind: "pglite" as const,
      close: async () => {
        await opened.close();
        await release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
}

async function openPostgres(url: string) {
  const migrator = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await migrator`select pg_advisory_lock(${migrationLockId})`;
    await migratePostgres(drizzlePostgres({ client: migrator, casing }), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock.
    await migrator.end({ timeout: 5 });
  }
  const client = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  const db = drizzlePostgres({ client, schema, casing });
  return {
    db: db satisfies Db,
    kind: "postgres" as const,
    close: () => client.end({ timeout: 5 }),
  };
}
