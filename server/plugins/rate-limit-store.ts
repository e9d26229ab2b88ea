import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** What @fastify/rate-limit asks of a store (it passes the window and maximum as well). */
export type CounterStore = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): CounterStore;
};

type Count = { current: number; ttl: number };

/**
 * Fixed-window counters in this process. Expired windows are swept as the map grows, and it
 * never holds more than `maxKeys` (the oldest windows go first), so a flood of new keys costs
 * bounded memory.
 */
export class MemoryCounters {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  incr(key: string, windowMs: number, now = Date.now()): Count {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > now) {
      entry.current++;
      return { current: entry.current, ttl: entry.resetAt - now };
    }
    if (entry) this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.sweep(now);
    this.windows.set(key, { current: 1, resetAt: now + windowMs });
    return { current: 1, ttl: windowMs };
  }

  get size() {
    return this.windows.size;
  }

  clear() {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.windows.keys()) {
      if (dropped++ >= excess) break;
      this.windows.delete(key);
    }
  }
}

/** INCR with the window set on the first hit (and repaired should a key have lost it). */
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type WithIncrement = Redis & {
  siteRateLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
};

const describeError = (error: unknown) => {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return { type: name, code };
};

/**
 * Counters in Redis, shared by every instance, that fall back to counting in this process while
 * Redis cannot answer: a Redis outage leaves each instance with its own limits instead of none.
 * One warning per outage (error type and code only: the URL may hold a password), one line when
 * Redis is back. Without Redis the counters are simply in memory.
 */
export function createCounterStore(options: {
  redis?: Redis;
  prefix: string;
  log: FastifyBaseLogger;
  memory?: MemoryCounters;
}): {
  Store: new (...args: unknown[]) => CounterStore;
  inOutage: () => boolean;
  increment: (key: string, windowMs: number) => Promise<Count>;
} {
  const { redis, prefix, log } = options;
  const memory = options.memory ?? new MemoryCounters();
  let outage = false;

  const enterOutage = (error: unknown) => {
    if (outage) return;
    outage = true;
    log.warn(
      { err: describeError(error) },
      "Redis unavailable: rate limits count in memory on this instance until it is back",
    );
  };

  const endOutage = () => {
    if (!outage) return;
    outage = false;
    // Counts from the outage were this instance's alone; Redis holds the shared ones.
    memory.clear();
    log.info("Redis is back: rate limits count in Redis again");
  };

  if (redis) {
    redis.defineCommand("siteRateLimitIncr", { numberOfKeys: 1, lua: incrementScript });
    redis.on("error", enterOutage);
    redis.on("ready", endOutage);
  }

  async function increment(key: string, windowMs: number): Promise<Count> {
    if (redis && redis.status === "ready") {
      try {
        const [current, ttl] = await (redis as WithIncrement).siteRateLimitIncr(
          `${prefix}${key}`,
          windowMs,
        );
        endOutage();
        return { current, ttl };
      } catch (error) {
        enterOutage(error);
      }
    } else if (redis) {
      enterOutage({ name: "RedisNotReady", code: redis.status });
    }
    return memory.incr(key, windowMs);
  }

  class Store implements CounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: Count) => void,
      timeWindow: number,
    ): void {
      increment(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Every limit shares the counters: their keys start with the limit's name. */
    child(): CounterStore {
      return this;
    }
  }

  return { Store, inOutage: () => outage, increment };
}
