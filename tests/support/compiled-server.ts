import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, type serverEntries } from "../../scripts/build/build-server.ts";

/** The repository: where the tests and their server processes run. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export type CompiledEntry = keyof typeof serverEntries;

/** Node's arguments that run a compiled entry the way `npm run serve` and the image do. */
export const nodeArgsFor = (file: string) => ["--enable-source-maps", file];

/**
 * A compiled entry of the build (`${BUILD_DIR:-build}/server/<name>.mjs`), the file production
 * runs; the browser and scale tests use it, after `npm run build` like the rest of the build.
 */
export function builtEntry(name: CompiledEntry = "server"): string {
  const file = resolve(repoRoot, process.env.BUILD_DIR ?? "build", "server", `${name}.mjs`);
  if (!existsSync(file))
    throw new Error(`No compiled server at ${file}: run "npm run build" (or set BUILD_DIR) first.`);
  return file;
}

/**
 * The current sources compiled into a temporary folder: for server tests that start a process
 * of their own, which need no build and must never run a stale one.
 */
export async function compileServer(): Promise<{
  entry: (name: CompiledEntry) => string;
  remove: () => void;
}> {
  // Inside the project, so the bundles find node_modules (their packages stay external).
  const cache = join(repoRoot, "node_modules", ".cache", "compiled-server");
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, "build-"));
  await buildServer(outDir);
  return {
    entry: (name) => join(outDir, `${name}.mjs`),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
