import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

/** Lighthouse with Debian's Chromium, no network beyond the local server. */
export type FormFactor = "mobile" | "desktop";

export type RouteScore = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * gzip size of all the JavaScript a first visit fetches while Lighthouse watches: what the page
   * needs to become interactive, and the parts fetched after it (the footer's newsletter box, the
   * visit counter at idle time)
   */
  jsGzipBytes: number;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster; ~1,000+ is typical). */
  benchmarkIndex: number;
};

export const budgets = {
  /** Issue 25's goals for a simulated phone, which `npm run bench:lighthouse` holds its medians to. */
  mobile: { performance: 99, lcpMs: 1500, tbtMs: 50, cls: 0 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  /**
   * What a page needs before it is interactive (tests/e2e/first-load.test.ts, every route):
   * downloaded at the first touch, not before (record 009). 132 KB since the Insights, booking
   * and owner merges (docs/decisions/018, amendment of 2026-11-29).
   */
  jsGzipBytes: 132 * 1024,
  /**
   * The signed-in area (account and admin routes, rendered in the browser after a login) carries
   * the payout review and the lead pipeline: 140 KB until they are split further
   * (docs/decisions/005-first-load-budget.md, addendum of 2026-11-26); 143 KB since the
   * administrator's work panel on the dashboard (record 018, amendment of 2026-11-29).
   */
  signedInJsGzipBytes: 143 * 1024,
  /**
   * All a first visit fetches (RouteScore.jsGzipBytes): the above plus the parts loaded after
   * hydration, about 2 KB on every page (docs/decisions/006-content-before-code.md).
   */
  pageJsGzipBytes: 134 * 1024,
} as const;

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
}

/**
 * What a built asset costs over the wire with gzip: its precompressed copy, or the file itself
 * when it is too small for the build to have compressed it.
 */
export function assetGzipSize(clientDir: string, pathname: string): number {
  const file = join(clientDir, pathname);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    try {
      return statSync(file).size;
    } catch {
      return 0;
    }
  }
}

/**
 * What a run measures: everything with its HTML report (the benchmark), or only what a test can
 * assert without timing noise: the three scores, layout shift and the requests, without the
 * performance category's simulated load (the test's CPU: 33 s with it, 27 s without, on a slower
 * machine) or the picture of the whole page (26 → 23 CPU-s on a faster one).
 */
export type AuditScope = "benchmark" | "assertions";

const scopes: Record<
  AuditScope,
  {
    output: "html" | "json";
    onlyCategories: string[];
    onlyAudits?: string[];
    disableFullPageScreenshot?: boolean;
  }
> = {
  benchmark: {
    output: "html",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  },
  assertions: {
    output: "json",
    onlyCategories: ["accessibility", "best-practices", "seo"],
    onlyAudits: ["cumulative-layout-shift", "network-requests"],
    // The picture of the whole page is for the report's viewer; no assertion reads it.
    disableFullPageScreenshot: true,
  },
};

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * Why Lighthouse's trace of the load is unusable, if it is: its runtimeError, or an audit that
 * errored on the trace. Without the performance category no runtimeError is raised, and the
 * trace's failure shows only as the error of the audits that read it ("doctype",
 * "cumulative-layout-shift"): NO_NAVSTART, on a loaded 2-core machine in 4 of 9 runs of the
 * Lighthouse test beside two other browser files, one route each.
 */
function traceFailure(lhr: Report): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  for (const [id, audit] of Object.entries(lhr.audits))
    if (audit.scoreDisplayMode === "error" && audit.errorMessage?.includes("recording the trace"))
      return `${id}: ${audit.errorMessage}`;
  return undefined;
}

/**
 * One Lighthouse run. A run whose trace recording failed measured nothing about the page, as
 * Lighthouse's own message says ("Please run Lighthouse again"), so it is repeated, up to three
 * attempts. Any other failed audit is the page's, and is reported at once.
 */
async function audit(port: number, url: string, formFactor: FormFactor, scope: AuditScope) {
  let lastError = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: "error", ...scopes[scope] },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = traceFailure(result.lhr);
    if (!failure) return result;
    lastError = failure;
  }
  throw new Error(`Lighthouse could not measure ${url} in three attempts: ${lastError}`);
}

export async function runLighthouse(
  port: number,
  url: string,
  formFactor: FormFactor,
  clientDir: string,
  scope: AuditScope = "benchmark",
): Promise<{
  score: RouteScore;
  /** The scored audits of accessibility, best practices and SEO that did not pass: why one is below 100. */
  failedAudits: string[];
  report: string;
}> {
  const result = await audit(port, url, formFactor, scope);
  const { lhr } = result;
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: Array<{ url: string; resourceType?: string }>;
      }
    )?.items ?? [];
  // An audit that errored (a timeout on a busy machine) has no score, yet lowers its category's.
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit) return [];
      if (audit.scoreDisplayMode === "error") return [`${id}: ${ref.id} (${audit.errorMessage})`];
      return (audit.score ?? 1) < 1 ? [`${id}: ${ref.id}`] : [];
    }),
  );
  const jsGzipBytes = requests
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(new URL(url).origin))
    .reduce((sum, item) => sum + assetGzipSize(clientDir, new URL(item.url).pathname), 0);
  return {
    score: {
      performance: category("performance"),
      accessibility: category("accessibility"),
      bestPractices: category("best-practices"),
      seo: category("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      jsGzipBytes,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    },
    failedAudits,
    report: Array.isArray(result.report) ? result.report.join("\n") : result.report,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}
