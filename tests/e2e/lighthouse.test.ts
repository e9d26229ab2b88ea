import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { budgets, launchChrome, runLighthouse } from "../support/lighthouse-runner.ts";
import { baseUrl } from "./browser.ts";
import { clientDir } from "./html.ts";

/**
 * What CI can assert without timing noise: Lighthouse's accessibility, best-practice and SEO
 * scores, layout shift and the JavaScript a first visit loads. Speed is measured by
 * `npm run bench:lighthouse`, which prints figures.
 */
let chrome: Awaited<ReturnType<typeof launchChrome>>;

beforeAll(async () => {
  chrome = await launchChrome();
});
afterAll(async () => {
  await chrome?.kill();
});

describe("Lighthouse", () => {
  // The two heaviest public pages, one of the account's prerendered doors, an Insights post and
  // the booking page: one of each template that has its own script or markup.
  test.each([
    "/",
    "/services/zohocrm",
    "/signup",
    "/insights/map-your-pipeline-before-zoho-crm",
    "/book",
  ])(
    "%s scores 100 for accessibility, best practices and SEO, within the JavaScript budget",
    async (path) => {
      const { score, failedAudits } = await runLighthouse(
        chrome.port,
        `${baseUrl()}${path}`,
        "desktop",
        clientDir,
        "assertions",
      );
      // First, and as one string, so that CI's one-line summary of a retry names the audit (an
      // array there prints as "[ Array(1) ]").
      expect(failedAudits.join("; "), "audits that did not pass").toBe("");
      expect({
        accessibility: score.accessibility,
        bestPractices: score.bestPractices,
        seo: score.seo,
      }).toEqual({
        accessibility: budgets.accessibility,
        bestPractices: budgets.bestPractices,
        seo: budgets.seo,
      });
      expect(score.cls).toBeLessThanOrEqual(budgets.cls);
      expect(score.jsGzipBytes).toBeGreaterThan(0);
      expect(score.jsGzipBytes).toBeLessThanOrEqual(budgets.pageJsGzipBytes);
    },
    120_000,
  );
});
