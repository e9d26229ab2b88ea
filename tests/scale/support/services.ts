import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import postgres from "postgres";
import { beforeAll, describe } from "vitest";
import { adminDatabaseUrl, postgresProblem } from "#server/test/backends.ts";
import { probeRedis, redisUrl } from "#server/test/redis-probe.ts";

export { adminDatabaseUrl, postgresProblem, redisUrl };

const ci = process.env.CI === "true" || process.env.CI === "1";

/** Why Redis cannot be used, or null when it can. */
export const redisProblem = await probeRedis();

const hidePassword = (url: string) => url.replace(/\/\/[^@/]*@/, "//");

/**
 * A suite that needs PostgreSQL (and Redis, when asked). Under CI=true both are required and a
 * missing one fails the suite; locally the suite is skipped with a warning that says why.
 */
export function describeWithServices(title: string, needs: { redis?: boolean }, suite: () => void) {
  const problems = [
    postgresProblem && `PostgreSQL at ${hidePassword(adminDatabaseUrl)}: ${postgresProblem}`,
    needs.redis && redisProblem && `Redis at ${hidePassword(redisUrl)}: ${redisProblem}`,
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length > 0 && !ci) {
    console.warn(
      `\n⚠ "${title}" SKIPPED: ${problems.join("; ")}.\n` +
        "  Start the services or set TEST_DATABASE_URL / TEST_REDIS_URL. Under CI=true they are required.\n",
    );
    describe.skip(title, suite);
    return;
  }
  describe(title, () => {
    if (problems.length > 0) {
      beforeAll(() => {
        throw new Error(`Required under CI=true: ${problems.join("; ")}`);
      });
    }
    suite();
  });
}

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

/** A key prefix of this run's own, and a way to delete every key under it afterwards. */
export function redisNamespace(label: string) {
  const prefix = `test:${label}:${process.pid}:${randomBytes(4).toString("hex")}:`;
  return {
    prefix,
    async clear() {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = "0";
        do {
          const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          cursor = next;
          if (keys.length > 0) await client.del(...keys);
        } while (cursor !== "0");
      } finally {
        client.disconnect();
      }
    },
    async count(): Promise<number> {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = "0";
        let total = 0;
        do {
          const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          cursor = next;
          total += keys.length;
        } while (cursor !== "0");
        return total;
      } finally {
        client.disconnect();
      }
    },
  };
}
