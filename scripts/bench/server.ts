/**
 * npm run bench:server: starts the compiled server of the build (BUILD_DIR/server/server.mjs,
 * as production runs it) and loads it with autocannon: a prerendered page, /api/health,
 * GET /api/user/me with a token, and POST /api/auth/login of a confirmed account. Once on the
 * embedded PGlite, once on PostgreSQL, in a throw-away database created on BENCH_DATABASE_URL's
 * server and dropped afterwards. Each target: a 2-second warm-up, then BENCH_RUNS runs; the table
 * gives each figure's median over the runs and checks the goals (docs/performance.md).
 *
 * The server runs with production settings (NODE_ENV=production, LOG_LEVEL=info by default,
 * its log discarded). Logins come with a different X-Forwarded-For each (TRUST_PROXY=true), as
 * from many visitors: the per-client flood guard (100 logins per client in 15 minutes) would
 * otherwise answer 429 after the first hundred, and a bench of that measures nothing. Nothing
 * else is relaxed: argon2id keeps its parameters, every login writes its session and audit row.
 *
 * Settings: BENCH_SECONDS (10), BENCH_RUNS (3), BENCH_CONNECTIONS (20, the GETs),
 * BENCH_LOGIN_CONNECTIONS (2: logins are CPU-bound, so more only queue; see docs/performance.md),
 * BENCH_LOG_LEVEL (info), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";

const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const runs = Math.max(1, Number(env.BENCH_RUNS ?? 3));
const connections = Number(env.BENCH_CONNECTIONS ?? 20);
const loginConnections = Number(env.BENCH_LOGIN_CONNECTIONS ?? 2);
const logLevel = env.BENCH_LOG_LEVEL ?? "info";
const adminUrl = env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const password = "bench-password-long-enough-7391";

type Backend = "PGlite" | "PostgreSQL";
type Account = { email: string; token: string };
type Result = { rps: number; p50: number; p99: number; errors: number };
type Target = {
  name: string;
  connections: number;
  request: (server: ServerProcess, account: Account) => autocannon.Options;
  /** The goal for this target, if it has one on this backend. */
  goal?: (result: Result, backend: Backend) => { text: string; met: boolean } | undefined;
};

/** A different client address for every login, like logins from many visitors. */
let clientCounter = 0;
const nextClient = () => {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

const targets: Target[] = [
  {
    name: "page /about",
    connections,
    request: (server) => ({
      url: `${server.baseUrl}/about`,
      headers: { "accept-encoding": "br, gzip" },
    }),
    goal: (r) => ({ text: "≥ 5,000 req/s", met: r.rps >= 5_000 }),
  },
  {
    name: "GET /api/health",
    connections,
    request: (server) => ({ url: `${server.baseUrl}/api/health` }),
  },
  {
    name: "GET /api/user/me",
    connections,
    request: (server, { token }) => ({
      url: `${server.baseUrl}/api/user/me`,
      headers: { authorization: `Bearer ${token}` },
    }),
    goal: (r, backend) =>
      backend === "PostgreSQL" ? { text: "≥ 1,500 req/s", met: r.rps >= 1_500 } : undefined,
  },
  {
    name: "POST /api/auth/login",
    connections: loginConnections,
    request: (server, { email }) => ({
      url: server.baseUrl,
      requests: [
        {
          method: "POST",
          path: "/api/auth/login",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "x-forwarded-for": nextClient() },
          }),
        },
      ],
    }),
    goal: (r) => ({ text: "p50 ≤ 60 ms", met: r.p50 <= 60 }),
  },
];

async function post(server: ServerProcess, path: string, body: unknown) {
  return fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The confirmation link's token, from the mail the server wrote to DATA_DIR/mail (no SMTP). */
async function confirmationToken(dataDir: string, email: string): Promise<string> {
  const folder = join(dataDir, "mail");
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
    } catch {
      // The folder appears with the first mail.
    }
    for (const file of files) {
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = readFileSync(join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      if (!text.includes(email)) continue;
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${email} arrived`);
}

/** A confirmed account and a session token of it. */
async function account(server: ServerProcess): Promise<Account> {
  const email = `bench-${Date.now()}@example.com`;
  const signup = await post(server, "/api/auth/signup", { name: "Bench", email, password });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const verified = await post(server, "/api/auth/verify-email", {
    token: await confirmationToken(server.dataDir, email),
  });
  if (verified.status !== 200)
    throw new Error(`confirming the address answered ${verified.status}`);
  const login = await post(server, "/api/auth/login", { email, password });
  const body = (await login.json()) as { token?: string };
  if (!body.token) throw new Error(`login answered ${login.status}`);
  return { email, token: body.token };
}

async function load(options: autocannon.Options): Promise<Result> {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Peak resident memory of a process (Linux), in MiB. */
function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

type Row = { backend: Backend; target: Target; result: Result };

async function benchmark(backend: Backend, databaseUrl?: string): Promise<Row[]> {
  // PUBLIC_URL is the server's own address and TRUST_PROXY=true, as for every test server.
  const server = await startServerProcess({
    site: true,
    output: "ignore",
    env: {
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(48).toString("base64"),
      LOG_LEVEL: logLevel,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const confirmed = await account(server);
    const rows: Row[] = [];
    for (const target of targets) {
      const base = { ...target.request(server, confirmed), connections: target.connections };
      await load({ ...base, duration: 2 });
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) results.push(await load({ ...base, duration: seconds }));
      const result = {
        rps: Math.round(median(results.map((r) => r.rps))),
        p50: median(results.map((r) => r.p50)),
        p99: median(results.map((r) => r.p99)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
      };
      rows.push({ backend, target, result });
      console.error(`  ${backend} ${target.name}: ${results.map((r) => r.rps).join(", ")} req/s`);
    }
    console.error(`  ${backend}: server peak memory ${peakMemoryMiB(server.child.pid!)} MiB`);
    return rows;
  } finally {
    await server.stop();
  }
}

/** A new PostgreSQL database for one run, dropped afterwards; undefined when none answers. */
async function throwAwayDatabase() {
  const name = `bench_server_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    console.error(
      `PostgreSQL skipped: ${new URL(adminUrl).host} is not reachable (${error instanceof Error ? error.message : error}).`,
    );
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const loadBefore = loadavg()[0]!;
const started = new Date();
const rows = await benchmark("PGlite");
const database = await throwAwayDatabase();
if (database) {
  try {
    rows.push(...(await benchmark("PostgreSQL", database.url)));
  } finally {
    await database.drop();
  }
}
const loadAfter = loadavg()[0]!;

const cpu = cpus();
console.log(
  `\nServer benchmark, ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ` +
    `${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"}; 1-minute load average ${loadBefore.toFixed(2)} before, ` +
    `${loadAfter.toFixed(2)} after.`,
);
console.log(
  `autocannon in this process, the compiled server in another (NODE_ENV=production, LOG_LEVEL=${logLevel}); ` +
    `median of ${runs} run(s) of ${seconds} s after a 2 s warm-up; errors: non-2xx and failed requests, all runs.\n`,
);
console.log(
  "| database | target | connections | req/s | p50 ms | p99 ms | errors | goal |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
);
for (const { backend, target, result } of rows) {
  const goal = target.goal?.(result, backend);
  const verdict = goal ? `${goal.text}: ${goal.met ? "met" : "**not met**"}` : "";
  console.log(
    `| ${backend} | ${target.name} | ${target.connections} | ${result.rps} | ${result.p50} | ${result.p99} | ${result.errors} | ${verdict} |`,
  );
}
