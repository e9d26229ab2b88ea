import postgres from "postgres";
import { beforeAll, describe } from "vitest";

export type Backend = "pglite" | "postgres";

/** The server the PostgreSQL runs use; each test app gets its own database on it. */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const ci = process.env.CI === "true" || process.env.CI === "1";

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

const where = adminDatabaseUrl.replace(/\/\/[^@/]*@/, "//");
/** Why PostgreSQL cannot be used, or null when it can. */
export const postgresProblem = await probe();

if (postgresProblem && !ci) {
  console.warn(
    `\n⚠ PostgreSQL integration tests SKIPPED: cannot reach ${where} (${postgresProblem}).\n` +
      "  Start PostgreSQL there or set TEST_DATABASE_URL. Under CI=true they are required.\n",
  );
}

/**
 * Declares the same suite once per database: the embedded PGlite and PostgreSQL. Under CI=true
 * an unreachable PostgreSQL fails the run; locally it is skipped, with the warning above.
 */
export function describeEachBackend(title: string, suite: (backend: Backend) => void) {
  for (const backend of ["pglite", "postgres"] as const) {
    const unavailable = backend === "postgres" && postgresProblem !== null;
    const declare = unavailable && !ci ? describe.skip : describe;
    declare(`${title} [${backend}]`, () => {
      if (unavailable && ci) {
        beforeAll(() => {
          throw new Error(`PostgreSQL is required under CI=true: ${where}: ${postgresProblem}`);
        });
      }
      suite(backend);
    });
  }
}
