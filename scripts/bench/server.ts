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
 * Then GET /api/user/me against its bare twin (scripts/bench/bare-me.ts: Fastify alone doing the
 * same token check and the same two queries), alternating server and twin BENCH_RUNS times on the
 * same database, token and port, so both see the same machine; the ratio of their medians and
 * each one's CPU time per request (less noisy than req/s on a busy machine) go in a second table.
 * BENCH_TARGETS (a comma list of target names' starts, e.g. "GET /api/user/me") runs fewer;
 * BENCH_CPU_PROF=<folder> writes a CPU profile of each twin run there.
 * Last, in this process on each backend's database, the free-slot query of booking a call
 * (scripts/bench/free-slots.ts: a month for 4 consultants with 200 calls booked) and its time.
 *
 * Settings: BENCH_SECONDS (10), BENCH_RUNS (3), BENCH_CONNECTIONS (20, the GETs), BENCH_BACKENDS
 * (both; "PostgreSQL" or "PGlite" measures one),
 * BENCH_LOGIN_CONNECTIONS (2: logins are CPU-bound, so more only queue; see docs/performance.md),
 * BENCH_LOG_LEVEL (info), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { builtEntry, nodeArgsFor } from "#test/compiled-server.ts";
import { copyMigratedPglite } from "#test/pglite-template.ts";
import { freePort } from "#test/ports.ts";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { benchFreeSlots } from "./free-slots.ts";

const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const runs = Math.max(1, Number(env.BENCH_RUNS ?? 3));
const connections = Number(env.BENCH_CONNECTIONS ?? 20);
const loginConnections = Number(env.BENCH_LOGIN_CONNECTIONS ?? 2);
const logLevel = env.BENCH_LOG_LEVEL ?? "info";
/** BENCH_BACKENDS=PostgreSQL (or PGlite) measures one database only; both by default. */
const measures = (backend: string) =>
  (env.BENCH_BACKENDS ?? "PGlite,PostgreSQL")
    .toLowerCase()
    .split(",")
    .includes(backend.toLowerCase());
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

const allTargets: Target[] = [
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

const chosen = env.BENCH_TARGETS?.split(",").map((name) => name.trim());
const targets = allTargets.filter(
  (target) => !chosen || chosen.some((name) => target.name.startsWith(name)),
);

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
type Measured = Result & { cpuMicrosPerRequest: number };
type TwinRow = { backend: Backend; server: Measured; bare: Measured };

/** One backend's settings, kept for the twin's runs: same database, secret and port (issuer). */
type Setup = { env: Record<string, string>; port: number };

/** CPU time (user + system) a process has used so far, in microseconds (Linux, 100 ticks/s). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function benchmark(backend: Backend, setup: Setup): Promise<{ rows: Row[]; token: string }> {
  // PUBLIC_URL is the server's own address and TRUST_PROXY=true, as for every test server.
  const server = await startServerProcess({
    site: true,
    output: "ignore",
    port: setup.port,
    env: setup.env,
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
    return { rows, token: confirmed.token };
  } finally {
    await server.stop();
  }
}

/** One run of /api/user/me against the production server or its bare twin, started afresh. */
async function measureMe(which: "server" | "bare", setup: Setup, token: string) {
  const started = await startServerProcess({
    output: "ignore",
    port: setup.port,
    // BENCH_CPU_PROF=<folder>: each twin run writes a V8 CPU profile there, for finding what
    // the server does that its bare twin does not.
    env: setup.env,
    args: [
      ...(env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : []),
      ...(which === "bare"
        ? ["--import", "tsx", "scripts/bench/bare-me.ts"]
        : nodeArgsFor(builtEntry("server"))),
    ],
  });
  try {
    const options = {
      url: `${started.baseUrl}/api/user/me`,
      headers: { authorization: `Bearer ${token}` },
      connections,
    };
    await load({ ...options, duration: 2 });
    const cpuBefore = cpuMicros(started.child.pid!);
    const result = await autocannon({ ...options, duration: seconds });
    const cpu = cpuMicros(started.child.pid!) - cpuBefore;
    const errors = result.errors + result.timeouts + result.non2xx;
    if (errors > 0) throw new Error(`${which}: ${errors} failed /api/user/me requests`);
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
      cpuMicrosPerRequest: Math.round(cpu / Math.max(1, result.requests.total)),
    };
  } finally {
    await started.stop();
  }
}

/** The production /api/user/me against its bare twin, alternating, BENCH_RUNS times each. */
async function twinComparison(backend: Backend, setup: Setup, token: string): Promise<TwinRow> {
  const runsOf: Record<"server" | "bare", Measured[]> = { server: [], bare: [] };
  for (let run = 0; run < runs; run++)
    for (const which of ["server", "bare"] as const) {
      runsOf[which].push(await measureMe(which, setup, token));
      console.error(`  ${backend} /api/user/me ${which}: ${runsOf[which].at(-1)!.rps} req/s`);
    }
  const summary = (measured: Measured[]): Measured => ({
    rps: Math.round(median(measured.map((m) => m.rps))),
    p50: median(measured.map((m) => m.p50)),
    p99: median(measured.map((m) => m.p99)),
    errors: 0,
    cpuMicrosPerRequest: Math.round(median(measured.map((m) => m.cpuMicrosPerRequest))),
  });
  return { backend, server: summary(runsOf.server), bare: summary(runsOf.bare) };
}

/** Runs one backend: the targets, then the twin comparison on the same database. */
async function backendRun(backend: Backend, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-server-"));
  if (!databaseUrl) await copyMigratedPglite(dataDir, { asProduction: true });
  const setup: Setup = {
    port: await freePort(),
    env: {
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(48).toString("base64"),
      LOG_LEVEL: logLevel,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
  try {
    const { rows, token } = await benchmark(backend, setup);
    const twin = await twinComparison(backend, setup, token);
    // In this process, on the same database, once the servers have stopped (PGlite's lock).
    const freeSlots = await benchFreeSlots({
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    console.error(`  ${backend} free-slot query: ${freeSlots.medianMs} ms`);
    return { rows, twin, freeSlots: { backend, ...freeSlots } };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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
type BackendRun = Awaited<ReturnType<typeof backendRun>>;
const rows: BackendRun["rows"] = [];
const twins: BackendRun["twin"][] = [];
const freeSlotRows: BackendRun["freeSlots"][] = [];
if (measures("PGlite")) {
  const pglite = await backendRun("PGlite");
  rows.push(...pglite.rows);
  twins.push(pglite.twin);
  freeSlotRows.push(pglite.freeSlots);
}
const database = measures("PostgreSQL") ? await throwAwayDatabase() : undefined;
if (database) {
  try {
    const postgresRun = await backendRun("PostgreSQL", database.url);
    rows.push(...postgresRun.rows);
    twins.push(postgresRun.twin);
    freeSlotRows.push(postgresRun.freeSlots);
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

console.log(
  `\nGET /api/user/me against its bare Fastify twin (scripts/bench/bare-me.ts), ${runs} alternating ` +
    `run(s) each of ${seconds} s, ${connections} connections, same database, token and port; ` +
    "CPU: the server process's user + system time per request. Goal (issue 41): ratio ≥ 0.8.\n",
);
console.log(
  "| database | server req/s | bare req/s | ratio | server CPU µs/req | bare CPU µs/req | goal |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |",
);
for (const { backend, server, bare } of twins) {
  const ratio = server.rps / Math.max(1, bare.rps);
  console.log(
    `| ${backend} | ${server.rps} | ${bare.rps} | ${ratio.toFixed(2)} | ${server.cpuMicrosPerRequest} | ${bare.cpuMicrosPerRequest} | ${ratio >= 0.8 ? "met" : "**not met**"} |`,
  );
}

console.log(
  "\nThe free-slot query (issue 37; scripts/bench/free-slots.ts): a month of free slots for 4 " +
    `consultants with 200 calls booked, as GET /api/bookings/slots computes them, in this process; ` +
    `median and slowest of ${freeSlotRows[0]?.runs ?? 0} runs after 3 warm-ups, no calendars connected.\n`,
);
console.log("| database | slots found | median ms | slowest ms |\n| --- | ---: | ---: | ---: |");
for (const { backend, slots, medianMs, maxMs } of freeSlotRows)
  console.log(`| ${backend} | ${slots} | ${medianMs} | ${maxMs} |`);
