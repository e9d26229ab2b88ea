import { createHash } from "node:crypto";
import {
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
 * start: the test apps and the test servers' processes begin from it.
 */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  cpSync(join(await pgliteTemplate(), "pglite"), join(dataDir, "pglite"), { recursive: true });
}
