import { beforeAll, describe } from "vitest";
import { probeRedis, redisUrl } from "./redis-probe.ts";

export { redisUrl };

const ci = process.env.CI === "true" || process.env.CI === "1";
const where = redisUrl.replace(/\/\/[^@/]*@/, "//");

/** Why Redis cannot be used, or null when it can. */
export const redisProblem = await probeRedis();

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
