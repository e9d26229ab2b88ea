import { fileURLToPath } from "node:url";

/**
 * Set to `true` by scripts/build/build-server.ts in the compiled server; undeclared (so `typeof` reads
 * "undefined") when the sources run under tsx or Vitest.
 */
declare const __SERVER_BUNDLE__: boolean | undefined;

/**
 * The committed SQL migrations. `import.meta.url` names this file when the sources run, but the
 * bundle it was compiled into (build/server/server.mjs, admin.mjs, …) once compiled; the build
 * copies drizzle/ next to the bundles, so each case names its own folder instead of relying on
 * both happening to sit two levels below the repository.
 */
export const migrationsFolder = fileURLToPath(
  typeof __SERVER_BUNDLE__ !== "undefined" && __SERVER_BUNDLE__
    ? new URL("./drizzle", import.meta.url)
    : new URL("../../drizzle", import.meta.url),
);
