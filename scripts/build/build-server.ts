/**
 * The last step of `npm run build`: compiles the server and the production commands to plain
 * JavaScript in BUILD_DIR/server, so production runs `node build/server/server.mjs` without a
 * TypeScript loader (no tsx, no compiling at every start, a smaller install).
 *
 * - One ES module per entry, for Node 20.19+, with the project's own code (server/, contract/
 *   and the few web/ modules the server reads) bundled in and every package left to
 *   node_modules, which is why the production dependencies must list what the server imports.
 * - Except React: the mail templates render their HTML with react-dom/server, and React is a
 *   development dependency (the site is prerendered; no page is rendered by the server). Its
 *   production build is bundled in (`bundledReact`), so the bundles never import it at run time.
 * - The #server/#site/#contract imports resolve through package.json's `imports`.
 * - The SQL migrations are copied next to the bundles: the migrator finds them there
 *   (server/db/migrations-folder.ts), so the compiled server needs no source folder; so are the
 *   member library's files (server/resources/files.ts).
 * - Linked source maps: with `node --enable-source-maps`, a logged stack names the .ts lines.
 *
 * It runs after `react-router build`, which empties BUILD_DIR/server when it finishes (the site
 * is prerendered, ssr: false).
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Output name → source: the server and the commands the image runs (docs/deploy.md). */
export const serverEntries = {
  server: "server/server.ts",
  admin: "server/cli/admin.ts",
  "db-backup": "server/cli/db-backup.ts",
  "db-restore": "server/cli/db-restore.ts",
} as const;

/** The name server/db/migrations-folder.ts reads to know it runs from a bundle. */
export const bundleMarker = "__SERVER_BUNDLE__";

/**
 * The React modules the server imports (the mail templates: JSX and react-dom/server's
 * renderToStaticMarkup), each mapped to the file of React's production build that Node would load
 * with NODE_ENV=production. Going to those files directly leaves the development build out (its
 * choice is made at run time from NODE_ENV, which the server's own code reads too, so it cannot be
 * defined away), and for react-dom/server it takes only the renderer of strings: the streaming one
 * next to it in server.node.js needs `require` of Node's built-ins, which an ES module bundle does
 * not have. A React import not listed here fails the build rather than going to node_modules.
 */
export const bundledReact: Record<string, string> = {
  react: "react/cjs/react.production.js",
  "react/jsx-runtime": "react/cjs/react-jsx-runtime.production.js",
  "react-dom": "react-dom/cjs/react-dom.production.js",
  "react-dom/server": "react-dom/cjs/react-dom-server-legacy.node.production.js",
};

const isReact = (path: string) => /^react(?:-dom)?(?:\/|$)/.test(path);

/**
 * Bundles the modules of `bundledReact` and leaves every other package external (what
 * `packages: "external"` would do for all of them): project code is resolved by esbuild itself,
 * relative paths and the #server/#site/#contract/#web imports alike.
 */
const externalPackagesButReact: Plugin = {
  name: "external-packages-but-react",
  setup(build) {
    const require = createRequire(join(root, "package.json"));
    build.onResolve({ filter: /^[^./#]/ }, ({ path }) => {
      if (isBuiltin(path) || !isReact(path)) return { path, external: true };
      const target = bundledReact[path];
      if (!target) return { errors: [{ text: `${path} is not bundled: add it to bundledReact` }] };
      const [name] = target.split("/");
      const file = join(
        dirname(require.resolve(`${name}/package.json`)),
        target.slice(name!.length),
      );
      if (!existsSync(file))
        return { errors: [{ text: `${file} is missing: has React's layout changed?` }] };
      return { path: file };
    });
  },
};

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
    plugins: [externalPackagesButReact],
    tsconfig: join(root, "tsconfig.json"),
    define: { [bundleMarker]: "true" },
    sourcemap: "linked",
    // Readable output: function names and the source file of each part stay in the bundle.
    minify: false,
    // React is bundled: its licence notices are kept, at the end of each file that includes it.
    legalComments: "eof",
    metafile: true,
    logLevel: "warning",
  });
  cpSync(join(root, "drizzle"), join(outDir, "drizzle"), { recursive: true });
  // The member library's files and catalogue (server/resources/files.ts), made by the content build.
  cpSync(join(root, ".content-collections", "resources"), join(outDir, "resources"), {
    recursive: true,
  });
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
