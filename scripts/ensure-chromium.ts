/**
 * The browser tests drive Debian's Chromium. If it is missing: install it when running as root,
 * otherwise stop with the command to run. Browser tests are never skipped silently.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (!existsSync(chromium)) {
    console.error(`Installing chromium did not provide ${chromium}.`);
    process.exit(1);
  }
}
console.log(`Browser tests will use ${chromium}.`);
