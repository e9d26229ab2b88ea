import type { TestProject } from "vitest/node";
import { startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the production build on the real server once for all browser tests. */
export default async function setup(project: TestProject) {
  // Behind a load balancer in production; here each test visitor sends its own X-Forwarded-For.
  const server = await startServer({ TRUST_PROXY: "true" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
