import { fileURLToPath } from "node:url";

/** Set to `true` by scripts/build/build-server.ts in the compiled server (see db/migrations-folder.ts). */
declare const __SERVER_BUNDLE__: boolean | undefined;

/**
 * The member library's files and catalogue: written by the content build into
 * .content-collections/resources when the sources run, and copied by the server build next to
 * the bundles (build/server/resources), so the compiled server needs no source folder.
 */
export const resourcesFolder = fileURLToPath(
  typeof __SERVER_BUNDLE__ !== "undefined" && __SERVER_BUNDLE__
    ? new URL("./resources", import.meta.url)
    : new URL("../../.content-collections/resources", import.meta.url),
);
