import { describe, expect, test } from "vitest";
import { csvFileName } from "./csv.ts";

describe("an export's file name", () => {
  test("is the office's day in Karachi, which is a day ahead of UTC from 19:00 UTC", () => {
    expect(csvFileName("leads", new Date("2026-11-29T18:59:59Z"))).toBe("leads-2026-11-29.csv");
    expect(csvFileName("leads", new Date("2026-11-29T19:00:00Z"))).toBe("leads-2026-11-30.csv");
  });
});
