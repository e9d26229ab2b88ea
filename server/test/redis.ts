import { Redis } from "ioredis";
import { beforeAll, describe } from "vitest";

/** The Redis the shared rate-limit tests use (keys under a prefix of their own). */
export const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const ci = process.env.CI === "true" || process.env.CI === "1";
const where = redisUrl.replace(/\/\/[^@/]*@/, "//");

async function probe(): Promise<string | null> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

/** Why Redis cannot be used, or null when it can. */
export const redisProblem = await probe();

if (redisProblem && !ci) {
  console.warn(
    `\n⚠ Redis integration tests SKIPPED: cannot reach ${where} (${redisProblem}).\n` +
      "  Start Redis there or set TEST_REDIS_URL. Under CI=true they are required.\n",
  );
}

/**
 * A suite that needs the Redis server at TEST_REDIS_URL: under CI=true an unreachable Redis fails
 * the run; locally the suite is skipped, with the warning above (as describeEachBackend does for
 * PostgreSQL).
 */
export function describeWithRedis(title: string, suite: () => void) {
  const declare = redisProblem && !ci ? describe.skip : describe;
  declare(`${title} [redis]`, () => {
    if (redisProblem && ci) {
      beforeAll(() => {
        throw new Error(`Redis is required under CI=true: ${where}: ${redisProblem}`);
      });
    }
    suite();
  });
}
