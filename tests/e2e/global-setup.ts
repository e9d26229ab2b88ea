import type { TestProject } from "vitest/node";
import { startServerProcess } from "#test/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the production build on the real server once for all browser tests. */
export default async function setup(project: TestProject) {
  // Behind a load balancer in production: here each test visitor sends its own X-Forwarded-For
  // (TRUST_PROXY=true, as for every test server).
  const server = await startServerProcess({ site: true, output: "inherit" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
