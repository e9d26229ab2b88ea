import { probeRedis, redisUrl } from "./redis-probe.ts";
import { describeNeeding, warnUnreachable, withoutPassword } from "./required-services.ts";

export { redisUrl };

/** Why Redis cannot be used, or null when it can. */
export const redisProblem = await probeRedis();

warnUnreachable("Redis", redisUrl, redisProblem, "TEST_REDIS_URL");

/**
 * A suite that needs the Redis server at TEST_REDIS_URL: under CI=true an unreachable Redis fails
 * the run; locally the suite is skipped, with the warning above (as describeEachBackend does for
 * PostgreSQL).
 */
export function describeWithRedis(title: string, suite: () => void) {
  const problems = redisProblem ? [`Redis at ${withoutPassword(redisUrl)}: ${redisProblem}`] : [];
  describeNeeding(`${title} [redis]`, problems, suite);
}
