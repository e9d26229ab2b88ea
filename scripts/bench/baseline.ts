/**
 * A baseline build beside this one, for the benchmarks that compare (bench:lighthouse,
 * bench:interaction): the commit is exported into a temporary folder, built there and served
 * by its own compiled server, so both builds can be measured alternately in the same minutes of
 * a shared machine.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";

/** A shared machine under load can take minutes to start a server (migrations on PGlite). */
export const serverStartMs = 600_000;

export type Build = { name: string; clientDir: string; server: ServerProcess };

const repo = process.cwd();

/** This checkout's build (BUILD_DIR), served by its compiled server. */
export async function currentBuild(): Promise<Build> {
  return {
    name: "this build",
    clientDir: join(process.env.BUILD_DIR ?? "build", "client"),
    server: await startServerProcess({ site: true, output: "ignore", timeoutMs: serverStartMs }),
  };
}

/**
 * `ref` exported (git archive) into a temporary folder with this checkout's node_modules, built
 * there, its compiled server started on a port of its own. BASELINE_DIR reuses an earlier export
 * that holds a build.
 */
export async function baselineBuild(ref: string, prefix: string): Promise<Build> {
  const dir = process.env.BASELINE_DIR ?? mkdtempSync(join(tmpdir(), `${prefix}-baseline-`));
  if (!existsSync(join(dir, "build", "client", "index.html"))) {
    execSync(`git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`, {
      stdio: "inherit",
    });
    if (!existsSync(join(dir, "node_modules")))
      symlinkSync(resolve(repo, "node_modules"), join(dir, "node_modules"));
    execSync("npm run build", {
      cwd: dir,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: "build" },
    });
  }
  const clientDir = join(dir, "build", "client");
  const server = await startServerProcess({
    cwd: dir,
    args: [join(dir, "build", "server", "server.mjs")],
    env: { SERVE_SITE: "true", SITE_DIR: clientDir },
    output: "ignore",
    timeoutMs: serverStartMs,
  });
  return { name: ref, clientDir, server };
}

/** Removes a baseline's temporary folder, unless BASELINE_DIR named one to keep. */
export function removeBaseline(build: Build | undefined) {
  if (!build || process.env.BASELINE_DIR) return;
  rmSync(resolve(build.clientDir, "../.."), { recursive: true, force: true });
}

/** The machine's load average over 1, 5 and 15 minutes. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
