import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}", "contract/**/*.test.ts"],
          setupFiles: ["tests/setup-dom.ts"],
          globalSetup: ["tests/generate-assets.ts"],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one browser per worker, two workers.
          maxWorkers: 2,
        },
      },
    ],
  },
});
