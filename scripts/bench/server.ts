/**
 * npm run bench:server: starts the real server (on the existing build) and loads it with
 * autocannon: a static HTML page, /api/health, and GET /api/user/me with a token. Once on the
 * embedded PGlite, once on PostgreSQL (DATABASE_URL, default the local test server) when it is
 * reachable. Prints requests per second, p50 and p99 latency and the server's peak memory.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { startServer } from "../../tests/e2e/server-process";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Peak resident memory of a process (Linux), in MiB. */
function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function tokenFor(baseUrl: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
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

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchmark(label: string, env: Record<string, string>) {
  const server = await startServer({ LOG_LEVEL: "error", ...env });
  try {
    const token = await tokenFor(server.baseUrl);
    const rows = [
      ["static page /about", await load(`${server.baseUrl}/about`, { "accept-encoding": "br" })],
      ["GET /api/health", await load(`${server.baseUrl}/api/health`)],
      [
        "GET /api/user/me",
        await load(`${server.baseUrl}/api/user/me`, { authorization: `Bearer ${token}` }),
      ],
    ] as const;
    const memory = peakMemoryMiB(server.process.pid!);
    console.log(
      `\n${label} (${connections} connections, ${duration} s each; server peak memory ${memory} MiB)`,
    );
    console.log(
      "| target | req/s | p50 ms | p99 ms | errors |\n| --- | ---: | ---: | ---: | ---: |",
    );
    for (const [name, r] of rows)
      console.log(`| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  } finally {
    await server.stop();
  }
}

await benchmark("Embedded PGlite", {});
try {
  const probe = await import("postgres");
  const sql = probe.default(postgresUrl, { max: 1, connect_timeout: 3 });
  await sql`select 1`;
  await sql.end();
  await benchmark("PostgreSQL", { DATABASE_URL: postgresUrl });
} catch (error) {
  console.log(
    `\nPostgreSQL skipped: ${postgresUrl} is not reachable (${error instanceof Error ? error.message : error}).`,
  );
}
