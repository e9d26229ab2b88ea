import { createHash } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#server/db/index.ts";

const migrations = new URL("../../drizzle/", import.meta.url);

/**
 * Settings for the tests' clusters only: the suite starts a cluster for every test app and test server, the server one.
 * PostgreSQL zeroes its shared buffers at every start, in PGlite inside the WebAssembly memory:
 * with the default 128 MB and 100 connections' slots, a start took 350 ms and 0.5 CPU-s here,
 * with these 165 ms and 0.25. Nothing a query sees changes (PGlite has one connection).
 */
const testSettings =
  "\n# tests/support/pglite-template.ts\nshared_buffers = 16MB\nmax_connections = 5\n";

/**
 * A migrated PGlite folder, made once per set of migrations and copied for each test app and
 * test server: creating a PGlite cluster from scratch takes seconds, copying one a fraction.
 */
async function pgliteTemplate(): Promise<string> {
  const digest = createHash("sha256");
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      digest.update(file).update(readFileSync(new URL(file, migrations)));
  }
  const template = join(tmpdir(), `site-pglite-template-${digest.digest("hex").slice(0, 16)}`);
  if (existsSync(join(template, "pglite", "PG_VERSION"))) return template;
  const building = mkdtempSync(join(tmpdir(), "site-pglite-building-"));
  const database = await openDatabase({ dataDir: building, onLockLost: () => {} });
  await database.close();
  try {
    renameSync(building, template);
  } catch {
    // Another test worker made it first.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * Gives a new DATA_DIR a migrated embedded database, as the server would create on its first
 * start: the test apps and the test servers' processes begin from it, with the tests' settings
 * unless `asProduction` (the benchmark's server).
 */
export async function copyMigratedPglite(
  dataDir: string,
  { asProduction = false } = {},
): Promise<void> {
  const folder = join(dataDir, "pglite");
  cpSync(join(await pgliteTemplate(), "pglite"), folder, { recursive: true });
  if (!asProduction) appendFileSync(join(folder, "postgresql.conf"), testSettings);
}
