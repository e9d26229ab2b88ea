import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { builtEntry, nodeArgsFor } from "#server/test/compiled-server.ts";
import { freePort } from "#server/test/ports.ts";

export const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** The same secret as the in-process test apps, so their tokens and these agree. */
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

export type ServerProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait; a no-op when it has already ended. */
  stop: () => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type StartOptions = {
  env: Record<string, string>;
  port?: number;
  /** Where the process runs; the repository by default. */
  cwd?: string;
  /** The command after `node`; the compiled server of the build (`npm run serve`) by default. */
  args?: string[];
  timeoutMs?: number;
};

/**
 * Starts the compiled server of the build (`node BUILD_DIR/server/server.mjs`) as its own
 * process, the way production runs it, and waits until GET /api/health answers.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, options.args ?? nodeArgsFor(builtEntry("server")), {
    cwd: options.cwd ?? repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      SERVE_SITE: "false",
      LOG_LEVEL: "warn",
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: "http://site.test",
      TRUST_PROXY: "true",
      ...options.env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 45_000);
  for (;;) {
    if (ended) throw new Error(`The server exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /api/health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (!ended) child.kill(signal);
    return exited;
  };
  return {
    baseUrl,
    port,
    child,
    output: () => output,
    exited,
    kill,
    stop: async () => {
      await kill("SIGTERM");
    },
  };
}
