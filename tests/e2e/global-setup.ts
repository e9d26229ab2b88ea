import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the production build on the real server once for all browser tests. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
