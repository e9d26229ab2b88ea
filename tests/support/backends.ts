import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe } from "vitest";
import { describeNeeding, warnUnreachable, withoutPassword } from "./required-services.ts";

export type Backend = "pglite" | "postgres";

/** The server the PostgreSQL runs use; each test app gets its own database on it. */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A new, empty database on the test PostgreSQL server, dropped by `drop`. */
export async function createDatabase(label: string) {
  const name = `site_${label}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** A client of the new database, for the test's own reads and writes. */
    connect: () => postgres(url.toString(), { max: 4, onnotice: () => {} }),
    drop: async () => {
      const again = postgres(adminDatabaseUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createDatabase>>;

async function probe(): Promise<string | null> {
  const sql = postgres(adminDatabaseUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Why PostgreSQL cannot be used, or null when it can. */
export const postgresProblem = await probe();

warnUnreachable("PostgreSQL", adminDatabaseUrl, postgresProblem, "TEST_DATABASE_URL");

/**
 * The databases a run covers: both by default; `TEST_BACKENDS=pglite` (npm run test:quick) for
 * the edit loop.
 */
const backends = (process.env.TEST_BACKENDS || "pglite,postgres")
  .split(",")
  .map((name) => name.trim()) as Backend[];

/**
 * Declares the same suite once per database: the embedded PGlite and PostgreSQL. For suites whose
 * behaviour differs between them: concurrent requests (races, row locks, `skip locked`, advisory
 * locks), connections and their loss, the drivers' own types in raw aggregates. Under CI=true an
 * unreachable PostgreSQL fails the run; locally it is skipped, with the warning above.
 */
export function describeEachBackend(title: string, suite: (backend: Backend) => void) {
  for (const backend of ["pglite", "postgres"] as const) {
    if (!backends.includes(backend)) continue;
    const problems =
      backend === "postgres" && postgresProblem
        ? [`PostgreSQL at ${withoutPassword(adminDatabaseUrl)}: ${postgresProblem}`]
        : [];
    describeNeeding(`${title} [${backend}]`, problems, () => suite(backend));
  }
}

/**
 * Declares a suite on PGlite alone: for suites of one request at a time, whose SQL both
 * databases run alike (PGlite is PostgreSQL's own code). A suite that sends requests at once, or
 * depends on locks or connections, uses `describeEachBackend`.
 */
export function describeOnPglite(title: string, suite: (backend: Backend) => void) {
  describe(`${title} [pglite]`, () => suite("pglite"));
}
