import { mkdirSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";

/**
 * PGlite is a single-process database: two processes on one folder silently lose rows and
 * corrupt indexes. The folder is locked (a lock directory refreshed every few seconds, so a
 * crashed process's lock goes stale and is taken over) and a second process is refused.
 */
export async function lockDataFolder(
  folder: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    return await lockfile.lock(folder, {
      lockfilePath: join(folder, "..", "pglite.lock"),
      realpath: false,
      stale: 30_000,
      update: 10_000,
      retries: 0,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new Error(
        `The database in ${folder} is already in use by another server process. ` +
          "Stop that process first (a crashed one's lock clears within 30 seconds), " +
          "give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.",
      );
    }
    throw error;
  }
}
