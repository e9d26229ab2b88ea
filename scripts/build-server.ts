/**
 * The last step of `npm run build`: compiles the server and the production commands to plain
 * JavaScript in BUILD_DIR/server, so production runs `node build/server/server.mjs` without a
 * TypeScript loader (no tsx, no compiling at every start, a smaller install).
 *
 * - One ES module per entry, for Node 20.19+, with the project's own code (server/, contract/
 *   and the few web/ modules the server reads) bundled in and every package left to
 *   node_modules, which is why the production dependencies must list what the server imports.
 * - The #server/#site/#contract imports resolve through package.json's `imports`.
 * - The SQL migrations are copied next to the bundles: the migrator finds them there
 *   (server/db/migrations-folder.ts), so the compiled server needs no source folder.
 * - Linked source maps: with `node --enable-source-maps`, a logged stack names the .ts lines.
 *
 * It runs after `react-router build`, which empties BUILD_DIR/server when it finishes (the site
 * is prerendered, ssr: false).
 */
import { cpSync, rmSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Output name → source: the server and the commands the image runs (docs/deploy.md). */
export const serverEntries = {
  server: "server/server.ts",
  admin: "scripts/admin.ts",
  "db-backup": "scripts/db-backup.ts",
  "db-restore": "scripts/db-restore.ts",
} as const;

/** The name server/db/migrations-folder.ts reads to know it runs from a bundle. */
export const bundleMarker = "__SERVER_BUNDLE__";

export type ServerBuild = { outDir: string; packages: string[] };

/** Compiles every entry into `outDir` (emptied first); returns the packages they import. */
export async function buildServer(outDir: string): Promise<ServerBuild> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([name, source]) => [name, join(root, source)]),
    ),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    define: { [bundleMarker]: "true" },
    sourcemap: "linked",
    // Readable output: function names and the source file of each part stay in the bundle.
    minify: false,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  cpSync(join(root, "drizzle"), join(outDir, "drizzle"), { recursive: true });
  return { outDir, packages: importedPackages(result.metafile) };
}

/** The package names the bundles import at run time (Node's built-ins left out). */
function importedPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const { path, external } of output.imports) {
      if (!external || isBuiltin(path) || path.startsWith(".")) continue;
      const parts = path.split("/");
      names.add(path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
    }
  return [...names].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(root, process.env.BUILD_DIR ?? "build", "server");
  const { packages } = await buildServer(outDir);
  console.log(`Server compiled into ${outDir} (imports ${packages.join(", ")})`);
}
