import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { call, createTestApp, createUser, TEST_JWT_SECRET } from "#test/app.ts";
import { compileServer, nodeArgsFor } from "#test/compiled-server.ts";
import { openDatabase } from "./index.ts";
import { currentOwner, type LockOwner, lockDataFolder } from "./lock.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

// The second server is compiled, as production runs it; from the current sources, so it is never stale.
let compiled: Awaited<ReturnType<typeof compileServer>>;
beforeAll(async () => {
  compiled = await compileServer();
});
afterAll(() => compiled?.remove());

function runServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgsFor(compiled.entry("server")), {
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

describe("the lock knows whether its owner still runs", () => {
  const folders: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function newFolder() {
    const dataDir = mkdtempSync(join(tmpdir(), "site-lock-"));
    folders.push(dataDir);
    return { folder: join(dataDir, "pglite"), lockFile: join(dataDir, "pglite.lock") };
  }

  /** Another process that takes the lock and keeps it until it is killed. */
  async function holdInChild(folder: string): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { lockDataFolder } = await import(${JSON.stringify(join(root, "server/db/lock.ts"))});
         await lockDataFolder(process.argv[1], () => {});
         console.log("locked");
         setInterval(() => {}, 1000);`,
        folder,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        if (String(chunk).includes("locked")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
    return child;
  }

  const writeOwner = (lockFile: string, owner: Partial<LockOwner>) =>
    writeFileSync(lockFile, JSON.stringify({ ...currentOwner("someone-else"), ...owner }));
  const age = (file: string, seconds: number) => {
    const past = new Date(Date.now() - seconds * 1000);
    utimesSync(file, past, past);
  };

  /** The lock is refused while its file is fresh, and taken once the file is 31 s old. */
  const expectKeptUntilStale = async (folder: string, lockFile: string) => {
    await expect(lockDataFolder(folder, () => {})).rejects.toThrow("already in use");
    age(lockFile, 31);
    const release = await lockDataFolder(folder, () => {});
    await release();
  };

  test("a live process keeps it; after SIGKILL it is taken over at once", async () => {
    const { folder, lockFile } = newFolder();
    const child = await holdInChild(folder);
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as LockOwner;
    expect(owner.pid).toBe(child.pid);

    await expect(lockDataFolder(folder, () => {})).rejects.toThrow(
      `already in use by another server process (pid ${child.pid})`,
    );

    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    // The dead owner's file is still there, and fresh: only the pid check can clear it.
    expect(existsSync(lockFile)).toBe(true);
    const started = Date.now();
    const release = await lockDataFolder(folder, () => {});
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((JSON.parse(readFileSync(lockFile, "utf8")) as LockOwner).pid).toBe(process.pid);
    await release();
    expect(existsSync(lockFile)).toBe(false);
  });

  test("a pid that now belongs to another process does not keep it", async () => {
    const { folder, lockFile } = newFolder();
    mkdirSync(folder, { recursive: true });
    // This test's own pid, but a start time it never had: the recorded process is gone.
    writeOwner(lockFile, { pid: process.pid, startTicks: "1" });
    const release = await lockDataFolder(folder, () => {});
    await release();
  });

  test("an owner that cannot be checked keeps it until the file is 30 s old", async () => {
    const { folder, lockFile } = newFolder();
    mkdirSync(folder, { recursive: true });
    writeOwner(lockFile, { host: "another-machine", pid: 4242 });
    await expect(lockDataFolder(folder, () => {})).rejects.toThrow(
      "in use by a server process on another-machine (pid 4242)",
    );
    // The same host, but another container (pid namespace): its pids mean nothing here.
    writeOwner(lockFile, { host: hostname(), pidNamespace: "pid:[1]", pid: 1 });
    await expectKeptUntilStale(folder, lockFile);
  });

  test("an older version's lock folder is respected while fresh, taken over when stale", async () => {
    const { folder, lockFile } = newFolder();
    mkdirSync(folder, { recursive: true });
    mkdirSync(lockFile);
    await expectKeptUntilStale(folder, lockFile);
  });

  test("the owner learns when its lock is taken from it", async () => {
    const { folder, lockFile } = newFolder();
    const lost: Error[] = [];
    const release = await lockDataFolder(folder, (error) => lost.push(error), {
      staleMs: 30_000,
      refreshMs: 50,
    });
    writeOwner(lockFile, { token: "intruder" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lost.map((error) => error.message)).toEqual([
      `Another process took the lock ${lockFile} over.`,
    ]);
    // Releasing afterwards leaves the other process's lock alone.
    await release();
    expect(existsSync(lockFile)).toBe(true);
  });
});
