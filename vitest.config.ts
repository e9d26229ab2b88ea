import { mkdirSync, readdirSync, readFileSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Temporary folders in memory where the machine has a tmpfs with room: every test app, test
 * server and browser profile writes its files there (a PGlite copy is 40 MB, and each commit a
 * WAL write and an fsync). On this machine's disk that was 97 of `test:quick`'s 322 CPU-s in the
 * kernel; on tmpfs 39, and 179 s became 145 s (docs/testing.md). Workers and the processes they
 * start inherit TMPDIR; DISK_TMPDIR keeps the disk's for a test that hard-links from the checkout.
 */
function memoryTmpdir(): string | undefined {
  const shm = "/dev/shm";
  try {
    const { bavail, bsize } = statfsSync(shm);
    if (bavail * bsize < 4 * 1024 ** 3) return undefined;
    const folder = join(shm, "site-tests");
    mkdirSync(folder, { recursive: true });
    return folder;
  } catch {
    return undefined;
  }
}
const inMemory = process.env.TEST_TMPDIR_ON_DISK ? undefined : memoryTmpdir();
if (inMemory) {
  process.env.DISK_TMPDIR ??= tmpdir();
  process.env.TMPDIR = inMemory;
}

/**
 * Server and script test files that replace a module with `vi.mock`: they need a module graph
 * of their own, so they run apart from the rest, which share one per worker.
 */
const mockingFiles = ["server", "scripts"]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)),
  )
  .filter((file) => file.endsWith(".test.ts") && readFileSync(file, "utf8").includes("vi.mock("));

/**
 * Every project shares one pool of three workers on two cores (vitest's default gives a 2-core
 * machine one worker and runs one group of projects after another): while a browser file keeps
 * the cores busy, a server or scale file mostly waits on timers, sockets and server starts, and
 * a project's last files overlap the next one's first. The unit and server files share one module
 * graph per worker: each imports the app once for all its files rather than once per file. They
 * keep their state in fixtures, not in modules, so sharing the graph is safe. (Measured: a
 * sequencer that spread the server files among the browser files was slower, 562 s against
 * 424 s: a worker switching projects imports its modules again.)
 */
const workers = 3;
const sharedModules = { maxWorkers: workers, isolate: false } as const;

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}", "contract/**/*.test.ts"],
          setupFiles: ["tests/support/setup-dom.ts"],
          globalSetup: ["tests/support/generate-assets.ts"],
          ...sharedModules,
        },
      },
      {
        test: {
          name: "server:mocking",
          environment: "node",
          include: mockingFiles,
          maxWorkers: workers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: mockingFiles,
          ...sharedModules,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          // Some files start a server of their own: up to 2 minutes on a busy machine
          // (serverStartTimeoutMs in tests/support/server-process.ts), and then set it up.
          hookTimeout: 150_000,
          // One module graph per worker, so one browser per worker (tests/e2e/browser.ts) serves
          // every file it runs; the files keep their state in their own contexts and servers.
          ...sharedModules,
          // One more try for a browser test under CI: browsers and servers share two cores,
          // and a page that misses a 30 s wait there is the machine, not the product. A real
          // defect fails both tries; the summary names every retried test.
          retry: process.env.CI ? 1 : 0,
          // What a browser shows after a click may wait for a chunk to load: on a loaded machine
          // that took longer than expect.poll's default second (the footer box's message, in CI).
          // A poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "scale",
          environment: "node",
          include: ["tests/scale/**/*.test.ts"],
          // Whole server processes, several at a time, beside the other projects' files: their
          // servers keep each other busy as real neighbours would.
          maxWorkers: workers,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
