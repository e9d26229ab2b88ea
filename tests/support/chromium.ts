/** Debian's Chromium: the Lighthouse benchmark, its test and the screenshots run the full browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium, which the browser tests drive: the same engine
 * without the desktop browser around it, about a third less CPU per page on a 2-core machine
 * (docs/decisions/011-browser-tests-on-the-headless-shell.md).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * Flags for a container without a sandbox or GPU; the rest keep Chromium from making requests of
 * its own (updates, sync, QUIC probes) that would muddy a page's measurements.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
