/**
 * The Debian packages the tests run for real: Chromium's headless shell (the browser tests),
 * the full Chromium (the Lighthouse test) and Radicale (the CalDAV server of the calendar tests,
 * tests/support/radicale.ts). If any is missing: install it when running as root, otherwise stop
 * with the command to run. No test that needs one is skipped silently.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, headlessShellPath } from "./chromium.ts";
import { radicalePath } from "./radicale.ts";

const needed = [
  { path: chromiumPath, pkg: "chromium", variable: "CHROMIUM_PATH" },
  {
    path: headlessShellPath,
    pkg: "chromium-headless-shell",
    variable: "CHROMIUM_HEADLESS_SHELL_PATH",
  },
  { path: radicalePath, pkg: "radicale", variable: "RADICALE_PATH" },
];
const missing = needed.filter(({ path }) => !existsSync(path));

if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg).join(" ");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Not found: ${missing.map(({ path }) => path).join(", ")}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${packages}\nor set ${missing.map(({ variable }) => variable).join(" and ")} to where it is installed.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: "inherit",
    },
  );
  const still = missing.filter(({ path }) => !existsSync(path));
  if (still.length > 0) {
    console.error(
      `Installing ${packages} did not provide ${still.map(({ path }) => path).join(", ")}.`,
    );
    process.exit(1);
  }
}
console.log(
  `Browser tests will use ${headlessShellPath}; Lighthouse ${chromiumPath}; calendar tests ${radicalePath}.`,
);
