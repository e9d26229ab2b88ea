/** Debian's Chromium, which the browser tests and the Lighthouse benchmark both drive. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
