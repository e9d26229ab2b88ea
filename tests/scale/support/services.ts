import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import {
  adminDatabaseUrl,
  createDatabase,
  postgresProblem,
  type TestDatabase,
} from "#test/backends.ts";
import { probeRedis, redisUrl } from "#test/redis-probe.ts";
import { ci, describeNeeding, withoutPassword } from "#test/required-services.ts";

export { adminDatabaseUrl, createDatabase, postgresProblem, redisUrl, type TestDatabase };

/** Why Redis cannot be used, or null when it can. */
export const redisProblem = await probeRedis();

/**
 * A suite that needs PostgreSQL (and Redis, when asked). Under CI=true both are required and a
 * missing one fails the suite; locally the suite is skipped with a warning that says why.
 */
export function describeWithServices(title: string, needs: { redis?: boolean }, suite: () => void) {
  const problems = [
    postgresProblem && `PostgreSQL at ${withoutPassword(adminDatabaseUrl)}: ${postgresProblem}`,
    needs.redis && redisProblem && `Redis at ${withoutPassword(redisUrl)}: ${redisProblem}`,
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length > 0 && !ci) {
    console.warn(
      `\n⚠ "${title}" SKIPPED: ${problems.join("; ")}.\n` +
        "  Start the services or set TEST_DATABASE_URL / TEST_REDIS_URL. Under CI=true they are required.\n",
    );
  }
  describeNeeding(title, problems, suite);
}

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
