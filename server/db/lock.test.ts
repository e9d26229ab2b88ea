import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { call, createTestApp, createUser, TEST_JWT_SECRET } from "#server/test/app";
import { openDatabase } from "./index";

const root = fileURLToPath(new URL("../..", import.meta.url));

function runServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        SERVE_SITE: "false",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("a second process on the same PGlite folder is refused with a clear message", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-lock-"));
  try {
    const first = await createTestApp("pglite", { dataDir });
    let user: Awaited<ReturnType<typeof createUser>>;
    try {
      user = await createUser(first.app);
      const second = await runServer(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain("is already in use by another server process");

      // The same holds inside one process.
      await expect(openDatabase({ dataDir, onLockLost: () => {} })).rejects.toThrow(
        /already in use/,
      );

      // The first server carries on unharmed.
      expect((await call(first.app, "GET", "/user/me", { token: user.token })).statusCode).toBe(
        200,
      );
    } finally {
      await first.close();
    }

    // Once it has stopped, the folder opens again with its data.
    const again = await createTestApp("pglite", { dataDir });
    try {
      const login = await call(again.app, "POST", "/auth/login", {
        body: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
