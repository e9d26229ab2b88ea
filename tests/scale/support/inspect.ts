import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { lockDataFolder } from "#server/db/lock.ts";

export type Inspector = {
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

/**
 * Direct access to a server's database for checks: PostgreSQL by URL, or the embedded database
 * in DATA_DIR, which only one process may open (so the server must have stopped).
 */
export async function openInspector(target: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Inspector> {
  if (target.databaseUrl) {
    const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
      close: () => sql.end(),
    };
  }
  const folder = join(target.dataDir, "pglite");
  const release = await lockDataFolder(folder, () => {});
  try {
    const client = new PGlite(folder);
    await client.waitReady;
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query<T>(text, params)).rows,
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
