import { describe, expect, test } from "vitest";
import { scaleTop } from "./daily-chart.tsx";

describe("the daily chart's scale", () => {
  test("its top is round, at least the largest value, and its middle mark a whole count", () => {
    for (const [max, top] of [
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 4],
      [7, 8],
      [10, 10],
      [11, 20],
      [140, 200],
      [4_100, 5_000],
    ] as const) {
      expect(scaleTop(max), `max ${max}`).toBe(top);
      expect(Number.isInteger(top / 2)).toBe(true);
    }
  });
});
