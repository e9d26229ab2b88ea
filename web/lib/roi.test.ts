import { describe, expect, test } from "vitest";
import { roiDefaults } from "#web/content/hubs/roi-defaults.ts";
import { calculateRoi, formatPkr, upliftDeclaredMax } from "./roi.ts";

/** The specification's figures (SPEC §9): the rules below are checked from them. */
const specFigures = { teamSize: 8, dealValue: 1200, dealsPerRep: 15, upliftPercent: 12 };

/** Intl puts a no-break space between the currency code and the number. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("calculateRoi", () => {
  test("the defaults come from the content: a Karachi SME's team, net of licences and set-up", () => {
    expect(roiDefaults).toEqual({
      teamSize: 5,
      dealValue: 250_000,
      dealsPerRep: 4,
      upliftPercent: 10,
      licencePerUser: 4200,
      setupCost: 150_000,
    });
    const result = calculateRoi(roiDefaults);
    // 5 × 4 × 250,000 = 5,000,000; 10% of it = 500,000; less 5 × 4,200 and 150,000 / 12.
    expect(result.baseline).toBe(5_000_000);
    expect(result.uplift).toBe(500_000);
    expect(result.costs).toBe(21_000 + 12_500);
    expect(result.net).toBe(466_500);
    // The complaint: the uplift must outweigh what the licences cost.
    expect(result.net).toBeGreaterThan(0);
  });

  test("the result is net of the licences and the set-up, both editable", () => {
    const result = calculateRoi({ ...specFigures, licencePerUser: 4200, setupCost: 120_000 });
    expect(result.uplift).toBe(17_280);
    expect(result.costs).toBe(8 * 4200 + 10_000);
    expect(result.net).toBe(17_280 - 43_600);
    expect(calculateRoi({ ...roiDefaults, licencePerUser: "-5", setupCost: "" }).costs).toBe(0);
  });

  test("baseline = team × deals per rep × deal value, uplift = baseline × percent / 100", () => {
    const result = calculateRoi({
      teamSize: 3,
      dealValue: 5000,
      dealsPerRep: 4,
      upliftPercent: 25,
    });
    expect(result.baseline).toBe(60_000);
    expect(result.uplift).toBe(15_000);
    expect(result.projected).toBe(75_000);
  });

  test("reads the strings a form hands over", () => {
    const result = calculateRoi({
      teamSize: "2",
      dealValue: "1000",
      dealsPerRep: "10",
      upliftPercent: "50",
    });
    expect(result).toMatchObject({ baseline: 20_000, uplift: 10_000, projected: 30_000 });
  });

  test.each([
    ["zero", 0],
    ["a fraction below 1", 0.5],
    ["a negative number", -4],
    ["an empty field", ""],
    ["text", "abc"],
    ["NaN", Number.NaN],
    ["infinity", Number.POSITIVE_INFINITY],
  ])("team size of %s counts as 1", (_, teamSize) => {
    const result = calculateRoi({ ...specFigures, teamSize });
    expect(result.used.teamSize).toBe(1);
    expect(result.baseline).toBe(1 * 15 * 1200);
  });

  test("a team size of 1 or more is used as given", () => {
    expect(calculateRoi({ ...specFigures, teamSize: 1 }).used.teamSize).toBe(1);
    expect(calculateRoi({ ...specFigures, teamSize: "2.5" }).used.teamSize).toBe(2.5);
  });

  test.each([
    ["dealValue", "deal value"],
    ["dealsPerRep", "deals per rep"],
    ["upliftPercent", "uplift percent"],
  ] as const)("%s (%s) is floored at 0, and non-numbers count as 0", (field, _label) => {
    for (const value of [-10, "-3", "", "abc", Number.NaN]) {
      const result = calculateRoi({ ...specFigures, [field]: value });
      expect(result.used[field], `${field} = ${String(value)}`).toBe(0);
    }
  });

  test("a negative deal value or deals per rep gives a zero forecast, never a negative one", () => {
    expect(calculateRoi({ ...specFigures, dealValue: -500 })).toMatchObject({
      baseline: 0,
      uplift: 0,
      projected: 0,
    });
    expect(calculateRoi({ ...specFigures, dealsPerRep: -2 })).toMatchObject({
      baseline: 0,
      uplift: 0,
      projected: 0,
    });
  });

  test("a negative uplift counts as no uplift", () => {
    const result = calculateRoi({ ...specFigures, upliftPercent: -20 });
    expect(result.uplift).toBe(0);
    expect(result.projected).toBe(result.baseline);
  });

  test("the uplift is not capped at the field's declared maximum of 100", () => {
    expect(upliftDeclaredMax).toBe(100);
    const result = calculateRoi({ ...specFigures, upliftPercent: 250 });
    expect(result.used.upliftPercent).toBe(250);
    expect(result.uplift).toBe(360_000);
    expect(result.projected).toBe(504_000);
  });
});

describe("formatPkr", () => {
  test("shows rupees with the locale's grouping", () => {
    expect(plain(formatPkr(161_280, "en-US"))).toBe("PKR 161,280");
    expect(plain(formatPkr(161_280, "de-DE"))).toBe("161.280 PKR");
    expect(plain(formatPkr(0, "en-US"))).toBe("PKR 0");
  });

  test("shows two decimals only when the amount has a fraction", () => {
    expect(plain(formatPkr(1234.5, "en-US"))).toBe("PKR 1,234.50");
    expect(plain(formatPkr(1234.5, "de-DE"))).toBe("1.234,50 PKR");
  });

  test("formats the default forecast", () => {
    const result = calculateRoi(specFigures);
    expect(
      [result.baseline, result.uplift, result.projected].map((n) => plain(formatPkr(n, "en-US"))),
    ).toEqual(["PKR 144,000", "PKR 17,280", "PKR 161,280"]);
  });
});
