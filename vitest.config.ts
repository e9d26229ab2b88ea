import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

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
 * Two workers on two cores, each importing the app once for all its files rather than once per
 * file (vitest's default gives a 2-core machine one worker and a fresh module graph per file).
 * The files keep their state in fixtures, not in modules, so sharing the graph is safe.
 */
const sharedModules = { maxWorkers: 2, isolate: false } as const;

export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}", "contract/**/*.test.ts"],
          setupFiles: ["tests/setup-dom.ts"],
          globalSetup: ["tests/generate-assets.ts"],
          ...sharedModules,
        },
      },
      {
        test: {
          name: "server:mocking",
          environment: "node",
          include: mockingFiles,
          maxWorkers: sharedModules.maxWorkers,
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
          // (serverStartTimeoutMs in server/test/server-process.ts), and then set it up.
          hookTimeout: 150_000,
          // Two cores: one browser per worker, two workers. Groups run one after another, so the
          // browsers never compete with the server suites for the cores.
          maxWorkers: 2,
          // One more try for a browser test under CI: two browsers and a server share two cores,
          // and a page that misses a 30 s wait there is the machine, not the product. A real
          // defect fails both tries; the summary names every retried test.
          retry: process.env.CI ? 1 : 0,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "scale",
          environment: "node",
          include: ["tests/scale/**/*.test.ts"],
          // Whole server processes, several at a time, after the other projects: two files at
          // once, whose servers keep each other busy as real neighbours would.
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
