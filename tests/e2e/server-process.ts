import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtEntry, nodeArgsFor } from "#server/test/compiled-server.ts";

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** How long a test server may take to answer; hooks that start one allow this much. */
export const serverStartTimeoutMs = 120_000;

/**
 * Runs the compiled server of the build (BUILD_DIR/server/server.mjs, the way production runs it)
 * against the production site in BUILD_DIR/client, with its own data folder, and waits until
 * /api/health answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { output?: "inherit" | "ignore" } = {},
): Promise<RunningServer> {
  const siteDir = join(process.env.BUILD_DIR ?? "build", "client");
  if (!existsSync(join(siteDir, "index.html")))
    throw new Error(`No build in ${siteDir}: run "npm run build" first.`);
  // A caller that needs the address before the start (PUBLIC_URL in mail) chooses the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-e2e-"));
  const child = spawn(process.execPath, nodeArgsFor(builtEntry("server")), {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    // The benchmark discards the log: at thousands of requests a second it would drown its table.
    stdio: ["ignore", options.output ?? "inherit", options.output ?? "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A new embedded database is created and migrated first: on a busy 2-core machine that has
  // taken over 30 s. Callers give their hook the same allowance (serverStartTimeoutMs).
  const deadline = Date.now() + serverStartTimeoutMs - 5_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server on ${baseUrl} did not answer /api/health in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
