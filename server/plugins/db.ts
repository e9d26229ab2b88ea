import type { FastifyInstance } from "fastify";
import { type Database, type Db, openDatabase } from "#server/db/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database (migrations applied) and decorates the app with it. The caller closes it
 * last, after everything that uses it has stopped.
 */
export async function registerDatabase(
  app: FastifyInstance,
  options: { dataDir: string; databaseUrl?: string },
): Promise<Database> {
  const database = await openDatabase({
    ...options,
    onLockLost: (error) => {
      // Another process holds the embedded database now: writing on would corrupt it.
      app.log.fatal({ err: { type: error.name, message: error.message } }, "database lock lost");
      process.exit(1);
    },
  });
  app.decorate("db", database.db);
  app.log.info({ database: database.kind }, "database ready");
  return database;
}
