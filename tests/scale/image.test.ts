import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";
import { repoRoot } from "#test/compiled-server.ts";
import { freePort } from "#test/ports.ts";
import { startServerProcess } from "#test/server-process.ts";
import { PASSWORD, send, uniqueEmail } from "./support/http.ts";

/**
 * Docker does not run on these machines, so this test does what the image does, step by step
 * from the Dockerfile itself: the runtime stage's files copied from the build context (minus
 * .dockerignore) and from the build stage (this checkout's node_modules and BUILD_DIR), its
 * offline `npm prune --omit=dev`, its environment, its command, and its health check.
 */

type Instruction = { name: string; args: string };
type Stage = { from: string; alias?: string; instructions: Instruction[] };

function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, name, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (!name || args === undefined) continue;
    if (name.toUpperCase() === "FROM") {
      const [from, , alias] = args.split(/\s+/);
      stages.push({ from: from!, alias, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ name: name.toUpperCase(), args: args.trim() });
    }
  }
  return stages;
}

/** .dockerignore patterns (Go filepath.Match with **), anchored at the context's root. */
function ignoreMatcher(patterns: string[]) {
  const toRegex = (pattern: string) => {
    let source = "";
    const glob = pattern.replace(/^\/+|\/+$/g, "");
    for (let i = 0; i < glob.length; i++) {
      const char = glob[i]!;
      if (glob.startsWith("**/", i)) {
        source += "(?:.*/)?";
        i += 2;
      } else if (glob.startsWith("**", i)) {
        source += ".*";
        i += 1;
      } else if (char === "*") source += "[^/]*";
      else if (char === "?") source += "[^/]";
      else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
    }
    return new RegExp(`^${source}$`);
  };
  const regexes = patterns.map(toRegex);
  return (path: string) => {
    const parts = path.split("/");
    return parts.some((_, index) => {
      const prefix = parts.slice(0, index + 1).join("/");
      return regexes.some((regex) => regex.test(prefix));
    });
  };
}

const dockerfile = parseDockerfile(readFileSync(join(repoRoot, "Dockerfile"), "utf8"));
const ignored = ignoreMatcher(
  readFileSync(join(repoRoot, ".dockerignore"), "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);
const buildDir = resolve(repoRoot, process.env.BUILD_DIR ?? "build");

const digestOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/**
 * A copy of a package tree made of hard links (fast: no file is read), except for the files npm
 * rewrites in place, which get their own copy so the original is never written through a link.
 * Falls back to a plain copy where links cannot be made (another file system).
 */
function linkCopy(source: string, destination: string) {
  try {
    execFileSync("cp", ["-al", source, destination], { stdio: "pipe" });
  } catch {
    rmSync(destination, { recursive: true, force: true });
    cpSync(source, destination, { recursive: true, verbatimSymlinks: true });
    return;
  }
  const hidden = join(destination, ".package-lock.json");
  if (existsSync(hidden)) {
    const content = readFileSync(hidden);
    rmSync(hidden);
    writeFileSync(hidden, content);
  }
}
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test("the Dockerfile builds on Node 24 LTS and runs as a non-root user with a health check", () => {
  expect(dockerfile.map((stage) => stage.from)).toEqual(["node:24-slim", "node:24-slim"]);
  const runtime = dockerfile.at(-1)!;
  const names = runtime.instructions.map((instruction) => instruction.name);
  expect(runtime.instructions.find((i) => i.name === "USER")?.args).toBe("node");
  // The user is switched before the command runs, after everything that needs root.
  expect(names.lastIndexOf("USER")).toBeGreaterThan(names.lastIndexOf("RUN"));
  expect(names).toContain("HEALTHCHECK");
  const runs = runtime.instructions.filter((i) => i.name === "RUN").map((i) => i.args);
  // The build stage's packages, development ones pruned: no second download.
  expect(runs.some((run) => /npm prune --omit=dev\b/.test(run))).toBe(true);
  expect(
    runtime.instructions.some(
      (i) => i.name === "COPY" && /--from=build\s+\/app\/node_modules\b/.test(i.args),
    ),
  ).toBe(true);
  expect(runs.join(" ")).not.toMatch(/npm ci\b/);
  // The build context leaves out what the image must not carry.
  for (const path of [
    "node_modules/x",
    "data/pglite",
    ".git/HEAD",
    ".env.local",
    "server/auth/auth.test.ts",
    "tests/support/app.ts",
  ])
    expect(ignored(path)).toBe(true);
  for (const path of ["server/app.ts", "drizzle/0000_accounts.sql", "package-lock.json"])
    expect(ignored(path)).toBe(false);
  // The compiled server runs, with no TypeScript loader.
  expect(JSON.parse(runtime.instructions.find((i) => i.name === "CMD")!.args)).toEqual([
    "node",
    "--enable-source-maps",
    "build/server/server.mjs",
  ]);
});

/** Packages only the build uses: the production install must not carry them. */
const buildOnly = [
  "tsx",
  "esbuild",
  "sharp",
  "lucide-react",
  "@fontsource-variable/inter",
  "@fontsource/inter",
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "@react-router/dev",
  "vite",
  "vitest",
  "@biomejs/biome",
  "playwright-core",
  "typescript",
];

/** The packages a compiled bundle imports, statically or dynamically (Node's built-ins left out). */
function packagesImportedBy(file: string): string[] {
  const names = new Set<string>();
  const code = readFileSync(file, "utf8");
  // esbuild writes each static import as a statement at the start of a line.
  const imports = /^import\b[^;"]*?(?:from\s*)?"([^"]+)";|\bimport\(\s*"([^"]+)"\s*\)/gm;
  for (const [, fixed, dynamic] of code.matchAll(imports)) {
    const specifier = fixed ?? dynamic;
    if (!specifier || specifier.startsWith(".") || isBuiltin(specifier)) continue;
    const parts = specifier.split("/");
    names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
  }
  return [...names];
}

test("what the image does, without Docker: production dependencies only, started by its command, healthy", async () => {
  if (!existsSync(join(buildDir, "client", "index.html")))
    throw new Error(`No build in ${buildDir}: run "npm run build" (or set BUILD_DIR) first.`);
  const hiddenLockfile = digestOf(join(repoRoot, "node_modules", ".package-lock.json"));
  // On the disk, not the tests' memory folder (vitest.config.ts): node_modules is hard-linked
  // from the checkout, which needs one file system.
  const app = mkdtempSync(join(process.env.DISK_TMPDIR ?? tmpdir(), "site-image-"));
  const volume = mkdtempSync(join(tmpdir(), "site-image-data-"));
  folders.push(app, volume);

  const runtime = dockerfile.at(-1)!;
  const env: Record<string, string> = {};
  let workdir = "";
  let command: string[] = [];
  let healthcheck: string[] = [];
  const unknown: string[] = [];
  let pruned = false;
  const inApp = (path: string) => join(app, relative(workdir, resolve(workdir, path)));

  for (const { name, args } of runtime.instructions) {
    if (name === "ENV") {
      for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g))
        env[key!] = value!.replace(/^"|"$/g, "");
    } else if (name === "WORKDIR") {
      workdir = args;
    } else if (name === "COPY") {
      const parts = args.split(/\s+/);
      const from = parts.find((part) => part.startsWith("--from="))?.slice("--from=".length);
      const paths = parts.filter((part) => !part.startsWith("--"));
      const target = paths.pop()!;
      for (const source of paths) {
        const destination = target.endsWith("/")
          ? join(inApp(target), source.split("/").pop()!)
          : inApp(target);
        mkdirSync(dirname(destination), { recursive: true });
        if (from === "build") {
          // The build stage installed every package and ran `npm run build` in /app: its
          // node_modules is this checkout's, its /app/build is BUILD_DIR here.
          expect(["/app/build", "/app/node_modules"]).toContain(source);
          if (source === "/app/build") cpSync(buildDir, destination, { recursive: true });
          else linkCopy(join(repoRoot, "node_modules"), destination);
        } else {
          cpSync(join(repoRoot, source), destination, {
            recursive: true,
            filter: (file) => {
              const path = relative(repoRoot, file).split("\\").join("/");
              return path === "" || !ignored(path);
            },
          });
        }
      }
    } else if (name === "RUN") {
      for (const step of args.split("&&").map((part) => part.trim())) {
        if (/^npm prune\b/.test(step)) {
          // Offline whatever the Dockerfile says: pruning needs nothing from the registry.
          execFileSync("npm", step.split(/\s+/).slice(1), {
            cwd: app,
            stdio: "pipe",
            timeout: 120_000,
            env: {
              ...process.env,
              npm_config_offline: "true",
              npm_config_update_notifier: "false",
            },
          });
          pruned = true;
        } else if (/^npm cache clean\b/.test(step)) {
          // Shrinks the image; here it would empty this machine's cache.
        } else if (/^mkdir -p \/data$|^chown node:node \/data$/.test(step)) {
          // The volume: a temporary folder here.
        } else {
          unknown.push(step);
        }
      }
    } else if (name === "CMD") {
      command = JSON.parse(args) as string[];
    } else if (name === "HEALTHCHECK") {
      healthcheck = JSON.parse(args.slice(args.indexOf("CMD") + 3).trim()) as string[];
    } else if (!["USER", "EXPOSE", "VOLUME", "STOPSIGNAL", "ARG", "LABEL"].includes(name)) {
      unknown.push(`${name} ${args}`);
    }
  }
  // A new step in the Dockerfile needs its imitation here.
  expect(unknown).toEqual([]);
  expect(pruned).toBe(true);
  // The hard links shared files with this checkout: pruning the copy left the original whole.
  expect(digestOf(join(repoRoot, "node_modules", ".package-lock.json"))).toBe(hiddenLockfile);
  expect(existsSync(join(repoRoot, "node_modules", "vitest", "package.json"))).toBe(true);
  expect(workdir).toBe("/app");
  expect(env.DATA_DIR).toBe("/data");
  expect(command[0]).toBe("node");
  expect(healthcheck[0]).toBe("node");

  // Production dependencies only: none of the build's tools, the site's browser code or tsx.
  const leftOver = buildOnly.filter((name) => existsSync(join(app, "node_modules", name)));
  expect(leftOver).toEqual([]);
  // The compiled server, its commands and migrations; no sources.
  const compiled = join(app, "build", "server");
  for (const file of ["server.mjs", "admin.mjs", "db-backup.mjs", "db-restore.mjs"])
    expect(statSync(join(compiled, file)).isFile()).toBe(true);
  expect(existsSync(join(compiled, "drizzle", "meta", "_journal.json"))).toBe(true);
  for (const source of ["server", "contract", "web", "scripts", "drizzle", "tsconfig.json"])
    expect(existsSync(join(app, source))).toBe(false);
  expect(statSync(join(app, "build", "client", "index.html")).isFile()).toBe(true);
  // The content editor's bundle, fetched by npm install's postinstall outside the dependency
  // tree (scripts/install/decap-cms.mjs), survives the prune.
  expect(existsSync(join(app, "node_modules", ".decap-cms", "dist", "decap-cms.js"))).toBe(true);
  // Every package a bundle imports is installed: the commands' too, and any import() that only
  // some settings reach, which starting the server would not prove.
  expect(packagesImportedBy(join(compiled, "server.mjs"))).toEqual(
    expect.arrayContaining([
      "fastify",
      "@electric-sql/pglite",
      "postgres",
      "ioredis",
      "nodemailer",
    ]),
  );
  const imported = readdirSync(compiled)
    .filter((file) => file.endsWith(".mjs"))
    .flatMap((file) => packagesImportedBy(join(compiled, file)));
  const missing = imported.filter(
    (name) => !existsSync(join(app, "node_modules", name, "package.json")),
  );
  expect(missing).toEqual([]);
  // The mails' HTML is rendered by React, which is bundled in: no bundle imports it at run time
  // (the sign-up below renders the address confirmation with it).
  expect(imported.filter((name) => /^react(-dom)?$/.test(name))).toEqual([]);

  const port = await freePort();
  const processEnv = {
    PATH: process.env.PATH ?? "",
    HOME: volume,
    ...env,
    // docker run -v site-data:/data -p 3000:3000 -e JWT_SECRET=… -e PUBLIC_URL=…
    DATA_DIR: volume,
    PORT: String(port),
    HOST: "127.0.0.1",
    JWT_SECRET: "image-test-secret-that-is-long-enough-0123456789",
    PUBLIC_URL: "https://www.example.com",
  };
  // The image's health check, run the way Docker runs it: healthy when it exits with 0.
  const healthy = () =>
    new Promise<boolean>((resolve) => {
      const probe = spawn(process.execPath, healthcheck.slice(1), { cwd: app, env: processEnv });
      probe.once("exit", (code) => resolve(code === 0));
    });
  const server = await startServerProcess({
    exactEnv: true,
    env: processEnv,
    port,
    cwd: app,
    args: command.slice(1),
    ready: healthy,
    timeoutMs: 60_000,
  });
  const email = uniqueEmail("image");
  try {
    const baseUrl = server.baseUrl;
    const health = await send(baseUrl, "/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: "ok" });
    const home = await send(baseUrl, "/", { headers: { accept: "text/html" } });
    expect(home.status).toBe(200);
    expect(home.text).toContain("<h1");
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(home.headers["strict-transport-security"]).toBeDefined();
    const signup = await send(baseUrl, "/api/auth/signup", {
      method: "POST",
      body: { name: "Image Test", email, password: PASSWORD },
    });
    expect(signup.status).toBe(201);
    expect(existsSync(join(volume, "pglite", "PG_VERSION"))).toBe(true);
  } finally {
    expect(await server.kill("SIGTERM"), server.output()).toEqual({ code: 0, signal: null });
  }

  // The admin command ships in the image (docker compose exec app npm run admin -- grant EMAIL).
  const admin = (...args: string[]) =>
    execFileSync("npm", ["run", "--silent", "admin", "--", ...args], {
      cwd: app,
      env: processEnv,
      stdio: "pipe",
      encoding: "utf8",
    });
  expect(admin("grant", email)).toContain(`${email} is now an administrator.`);
  expect(admin("list")).toContain(email);

  // The backup tool ships in the image too (docker run … npm run db:backup).
  const backup = join(volume, "backups", "site.sql");
  execFileSync("npm", ["run", "--silent", "db:backup", "--", backup], {
    cwd: app,
    env: processEnv,
    stdio: "pipe",
  });
  expect(readFileSync(backup, "utf8")).toContain('INSERT INTO "public"."users"');
  expect(readFileSync(backup, "utf8")).toContain("'admin'");
}, 240_000);
