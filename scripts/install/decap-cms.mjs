// The content editor's browser bundle: decap-cms's prebuilt dist/, fetched on its own after
// `npm install` (postinstall). As a dependency, decap-cms brought 597 packages (its sources'
// build tools and React 18 peers) into node_modules for a bundle that needs none of them:
// `npm install` took 54 s with them and 33 s without (docs/testing.md). Plain JavaScript, so it
// runs before anything is compiled.
//
// To move to another version: set both constants from `npm view decap-cms@<version> dist`.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const version = "3.16.3";
const integrity =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

/** Where server/cms/editor-page.ts looks: a dot folder, which npm's prune and install leave be. */
const target = fileURLToPath(new URL("../../node_modules/.decap-cms/", import.meta.url));
const stamp = join(target, "installed-from.txt");

if (
  existsSync(stamp) &&
  readFileSync(stamp, "utf8").trim() === `decap-cms@${version} ${integrity}`
) {
  process.exit(0);
}

mkdirSync(join(target, ".."), { recursive: true });
const scratch = mkdtempSync(join(target, "..", ".decap-cms-fetching-"));
try {
  // npm's own fetch: the registry and proxy settings, and the cache, of the install that runs
  // this (npm_execpath is that npm's script, which also spares Windows its npm.cmd).
  const pack = ["pack", `decap-cms@${version}`, "--json", "--pack-destination", scratch];
  const npm = process.env.npm_execpath;
  const [packed] = JSON.parse(
    execFileSync(npm ? process.execPath : "npm", npm ? [npm, ...pack] : pack, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  );
  const tarball = join(scratch, packed.filename);
  const digest = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (digest !== integrity)
    throw new Error(
      `decap-cms@${version}: the tarball's digest ${digest} is not the pinned ${integrity}`,
    );
  // The bundle and its chunks; the source maps (50 MB) are never served.
  execFileSync("tar", [
    "-xzf",
    tarball,
    "-C",
    scratch,
    "--exclude=*.map",
    "package/dist",
    "package/package.json",
  ]);
  rmSync(target, { recursive: true, force: true });
  renameSync(join(scratch, "package"), target);
  writeFileSync(stamp, `decap-cms@${version} ${integrity}\n`);
  console.log(`decap-cms@${version}: the editor's bundle is in node_modules/.decap-cms/dist`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
