/**
 * npm run bench:lighthouse: builds, starts the real server and runs Lighthouse 12 with Debian's
 * Chromium, mobile and desktop, three runs each, on the representative routes. Prints each route's
 * medians and PASS or FAIL against the budgets; writes the HTML reports to .reports/lighthouse/.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startServerProcess } from "#server/test/server-process.ts";
import {
  budgets,
  type FormFactor,
  launchChrome,
  median,
  type RouteScore,
  runLighthouse,
} from "./lighthouse-runner.ts";
import { benchmarkRoutes } from "./routes.ts";

/** LIGHTHOUSE_ROUTES=/,/about narrows the run while tuning one page. */
const routes = process.env.LIGHTHOUSE_ROUTES?.split(",").filter(Boolean) ?? benchmarkRoutes;
const formFactors = (process.env.LIGHTHOUSE_FORMS?.split(",") ?? [
  "mobile",
  "desktop",
]) as FormFactor[];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportsDir = join(".reports", "lighthouse");

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
mkdirSync(reportsDir, { recursive: true });

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const server = await startServerProcess({ site: true, output: "inherit" });
const chrome = await launchChrome();
const rows: Array<{ route: string; formFactor: FormFactor; score: RouteScore; pass: boolean }> = [];

try {
  for (const formFactor of formFactors) {
    for (const route of routes) {
      const scores: RouteScore[] = [];
      for (let run = 1; run <= runs; run++) {
        const { score, report } = await runLighthouse(
          chrome.port,
          `${server.baseUrl}${route}`,
          formFactor,
          clientDir,
        );
        scores.push(score);
        const name = `${formFactor}-${route === "/" ? "home" : route.slice(1).replace(/\//g, "--")}-${run}.html`;
        writeFileSync(join(reportsDir, name), report);
      }
      const pick = (key: keyof RouteScore) => median(scores.map((score) => score[key]));
      const score: RouteScore = {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        jsGzipBytes: pick("jsGzipBytes"),
      };
      const pass =
        (formFactor === "desktop" || score.performance >= budgets.performance) &&
        score.accessibility >= budgets.accessibility &&
        score.bestPractices >= budgets.bestPractices &&
        score.seo >= budgets.seo &&
        score.cls <= budgets.cls &&
        score.jsGzipBytes <= budgets.pageJsGzipBytes;
      rows.push({ route, formFactor, score, pass });
      console.log(`${formFactor} ${route}: ${pass ? "PASS" : "FAIL"}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const header =
  "| form | route | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS gzip KB | result |";
const lines = rows.map(
  ({ route, formFactor, score, pass }) =>
    `| ${formFactor} | ${route} | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.seo} | ${Math.round(score.lcpMs)} | ${Math.round(score.tbtMs)} | ${score.cls.toFixed(3)} | ${(score.jsGzipBytes / 1024).toFixed(1)} | ${pass ? "PASS" : "FAIL"} |`,
);
const table = [
  header,
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...lines,
].join("\n");
writeFileSync(join(reportsDir, "summary.md"), `${table}\n`);
console.log(`\n${table}\n`);
const failed = rows.filter((row) => !row.pass).length;
console.log(
  failed
    ? `FAIL: ${failed} of ${rows.length} route measurements miss a budget`
    : "PASS: every route meets every budget",
);
process.exitCode = failed ? 1 : 0;
