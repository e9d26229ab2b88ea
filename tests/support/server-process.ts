import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { builtEntry, nodeArgsFor, repoRoot } from "./compiled-server.ts";
import { TEST_JWT_SECRET } from "./identities.ts";
import { copyMigratedPglite } from "./pglite-template.ts";
import { freePort } from "./ports.ts";

/**
 * The one way tests and benchmarks run the server as a process of its own: the browser tests
 * (tests/e2e), the multi-process tests (tests/scale), the image test and scripts/bench.
 */

export { TEST_JWT_SECRET };

/**
 * How long a server may take to answer: a new embedded database is created and migrated first,
 * which has taken over 30 s on a busy 2-core machine. Hooks that start one allow this much.
 */
export const serverStartTimeoutMs = 120_000;

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  baseUrl: string;
  port: number;
  /** Its DATA_DIR: `env.DATA_DIR`, or a temporary folder that `stop` removes. */
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far ("" with `output: "ignore"`). */
  output: () => string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<ProcessExit>;
  /** Sends `signal` (unless it has ended) and resolves once the process has ended. */
  kill: (signal: NodeJS.Signals) => Promise<ProcessExit>;
  /** SIGTERM, wait for the exit, remove the temporary data folder. */
  stop: () => Promise<void>;
};

export type StartOptions = {
  /**
   * Settings over the defaults: NODE_ENV=test, HOST=127.0.0.1, LOG_LEVEL=warn, the test apps'
   * JWT_SECRET, PUBLIC_URL this server's address, TRUST_PROXY=true, DATA_DIR a temporary folder,
   * and only PATH and HOME of the test's own environment. Instances of one site give it the same
   * PUBLIC_URL: it is also the issuer of their tokens.
   */
  env?: Record<string, string>;
  /**
   * The process's whole environment is `env` (plus PORT): none of the defaults, no temporary
   * data folder. For the image test, which runs with the Dockerfile's environment.
   */
  exactEnv?: boolean;
  /** The port, when the caller needs the address before the start (PUBLIC_URL in mail). */
  port?: number;
  /** Serve the build's site (BUILD_DIR/client) too; without it the server answers /api only. */
  site?: boolean;
  /**
   * "capture" (the default) keeps the log for `output()`; "inherit" also prints it; "ignore"
   * discards it (a benchmark's log at thousands of requests a second would drown its table).
   */
  output?: "capture" | "inherit" | "ignore";
  /** Where the process runs; the repository by default. */
  cwd?: string;
  /** The command after `node`; the compiled server of the build (`npm run serve`) by default. */
  args?: string[];
  /** When the server counts as started; by default, GET /api/health answers 200. */
  ready?: (baseUrl: string) => Promise<boolean>;
  /** How long `ready` may take to pass; then the process is killed and the start fails. */
  timeoutMs?: number;
};

async function healthAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false; // not listening yet
  }
}

/**
 * Starts the compiled server of the build (`node BUILD_DIR/server/server.mjs`, the way
 * production runs it), or `args`, as its own process, and waits until it is ready.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const given = options.env ?? {};
  const port = options.port ?? (given.PORT ? Number(given.PORT) : await freePort());
  const temporaryDataDir =
    options.exactEnv || given.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "site-server-"));
  const dataDir = given.DATA_DIR ?? temporaryDataDir ?? "";
  // A new embedded database takes the server seconds to create and migrate: start from a copy.
  if (temporaryDataDir && !given.DATABASE_URL) await copyMigratedPglite(temporaryDataDir);
  let site: Record<string, string> = { SERVE_SITE: "false" };
  if (options.site) {
    const siteDir = resolve(repoRoot, process.env.BUILD_DIR ?? "build", "client");
    if (!existsSync(join(siteDir, "index.html")))
      throw new Error(`No build in ${siteDir}: run "npm run build" (or set BUILD_DIR) first.`);
    site = { SITE_DIR: siteDir };
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = options.exactEnv
    ? given
    : {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        JWT_SECRET: TEST_JWT_SECRET,
        // Links in mail lead back to this server.
        PUBLIC_URL: baseUrl,
        // Behind a load balancer in production; here each test client sends its own X-Forwarded-For.
        TRUST_PROXY: "true",
        DATA_DIR: dataDir,
        ...site,
        ...given,
      };
  const output = options.output ?? "capture";
  const child = spawn(process.execPath, options.args ?? nodeArgsFor(builtEntry("server")), {
    cwd: options.cwd ?? repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: [
      "ignore",
      output === "ignore" ? "ignore" : "pipe",
      output === "ignore" ? "ignore" : "pipe",
    ],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk;
    if (output === "inherit") process.stdout.write(chunk);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk;
    if (output === "inherit") process.stderr.write(chunk);
  });
  let ended = false;
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = true;
      resolve({ code, signal });
    }),
  );
  const kill = async (signal: NodeJS.Signals) => {
    if (!ended) child.kill(signal);
    return exited;
  };
  const removeDataDir = () => {
    if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
  };

  const ready = options.ready ?? healthAnswers;
  const deadline = Date.now() + (options.timeoutMs ?? serverStartTimeoutMs - 5_000);
  for (;;) {
    if (ended) {
      removeDataDir();
      throw new Error(`The server exited before it was ready (${child.exitCode}):\n${log}`);
    }
    if (await ready(baseUrl)) break;
    if (Date.now() > deadline) {
      await kill("SIGKILL");
      removeDataDir();
      throw new Error(`The server on ${baseUrl} was not ready in time:\n${log}`);
    }
    // The next look at the server's state; `ended` is checked first.
    await delay(100);
  }

  return {
    baseUrl,
    port,
    dataDir,
    child,
    output: () => log,
    exited,
    kill,
    stop: async () => {
      await kill("SIGTERM");
      removeDataDir();
    },
  };
}
