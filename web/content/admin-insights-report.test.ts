import { describe, expect, test } from "vitest";
import { insightsReportContent } from "./admin-insights-report.ts";

const count = (n: number) => ({ count: n, shown: n.toLocaleString("en-US") });

describe("the insights chart's summary", () => {
  test("one visitor and one page view read in the singular", () => {
    expect(
      insightsReportContent.chart.summary(count(1), count(1), {
        day: "Mon 23 Nov",
        pageviews: count(1),
      }),
    ).toBe("1 visitor and 1 page view in the range; the busiest day was Mon 23 Nov (1 page view).");
  });

  test("other counts read in the plural", () => {
    expect(insightsReportContent.chart.summary(count(0), count(1200), null)).toBe(
      "0 visitors and 1,200 page views in the range.",
    );
  });
});
