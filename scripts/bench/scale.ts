/**
 * npm run bench:scale: the same load against one server instance and against three, all on
 * one PostgreSQL database (and one Redis for the shared rate limits), to show what adding
 * instances gives. The load mixes GET /api/user/me with a token (a signature check and a
 * database read), GET /api/health and a prerendered page, spread round-robin over the
 * instances the way a load balancer would. Prints requests per second and p99 of each setup.
 *
 * Needs a build (BUILD_DIR, default build) and PostgreSQL at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, where it creates and drops its own database);
 * Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379) when it is there.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import postgres from "postgres";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { probeRedis } from "../../tests/support/redis-probe.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 30);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const siteDir = join(process.env.BUILD_DIR ?? "build", "client");

if (!existsSync(join(siteDir, "index.html"))) {
  console.error(`No build in ${siteDir}: run "npm run build" (or set BUILD_DIR) first.`);
  process.exit(1);
}

async function tokenFor(baseUrl: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const password = "bench-password-long-enough-7391";
  const headers = { "content-type": "application/json" };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench", email, password }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  const body = (await login.json()) as { token?: string };
  if (!body.token) throw new Error(`login answered ${login.status}`);
  return body.token;
}

function load(urls: string[], token: string, duration: number) {
  return autocannon({
    // Several URLs share the connections round-robin (autocannon does; its types say string).
    url: urls as unknown as string,
    connections,
    duration,
    requests: [
      { method: "GET", path: "/api/user/me", headers: { authorization: `Bearer ${token}` } },
      { method: "GET", path: "/api/health" },
      { method: "GET", path: "/about", headers: { "accept-encoding": "br" } },
    ],
  });
}

async function measure(count: number, env: Record<string, string>) {
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i++) {
      // Each with a temporary DATA_DIR of its own, removed when it stops.
      servers.push(
        await startServerProcess({
          site: true,
          // One site behind a load balancer: one address (the tokens' issuer) for all of them.
          env: {
            ...env,
            NODE_ENV: "production",
            PUBLIC_URL: "http://site.test",
            LOG_LEVEL: "error",
          },
        }),
      );
    }
    const urls = servers.map((server) => server.baseUrl);
    const token = await tokenFor(urls[0]!);
    await load(urls, token, 2); // warm-up: compile, JIT, connection pools
    const result = await load(urls, token, seconds);
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const database = `bench_scale_${process.pid}_${randomBytes(3).toString("hex")}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin.unsafe(`create database "${database}"`);
} catch (error) {
  console.error(
    `PostgreSQL is needed at ${adminUrl.replace(/\/\/[^@/]*@/, "//")} (BENCH_DATABASE_URL): ${error instanceof Error ? error.message : error}`,
  );
  await admin.end();
  process.exit(1);
}
const url = new URL(adminUrl);
url.pathname = `/${database}`;
const withRedis = (await probeRedis(redisUrl)) === null;
const env: Record<string, string> = {
  DATABASE_URL: url.toString(),
  ...(withRedis ? { REDIS_URL: redisUrl, REDIS_PREFIX: `${database}:` } : {}),
};

try {
  console.log(
    `Same load on 1 and on 3 instances: PostgreSQL${withRedis ? " and Redis" : " (Redis not reachable: limits per instance)"}, ` +
      `${connections} connections, ${seconds} s, requests cycling GET /api/user/me, GET /api/health, GET /about; ` +
      `${cpus().length} CPU cores shared by the servers, PostgreSQL and the load generator.`,
  );
  const one = await measure(1, env);
  const three = await measure(3, env);
  console.log(
    "\n| setup | req/s | p50 ms | p99 ms | errors |\n| --- | ---: | ---: | ---: | ---: |",
  );
  console.log(`| 1 instance | ${one.rps} | ${one.p50} | ${one.p99} | ${one.errors} |`);
  console.log(`| 3 instances | ${three.rps} | ${three.p50} | ${three.p99} | ${three.errors} |`);
  console.log(
    `\nThroughput ×${(three.rps / one.rps).toFixed(2)}, p99 ${three.p99 <= one.p99 ? "down" : "up"} from ${one.p99} ms to ${three.p99} ms.`,
  );
  if (cpus().length < 4)
    console.log(
      `Only ${cpus().length} cores: one instance, PostgreSQL and the load generator already use them, so more instances on this machine share the same CPU time. The gain shows where each instance has cores of its own.`,
    );
} finally {
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
  await admin.end();
  if (withRedis) {
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${database}:*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
  }
}
