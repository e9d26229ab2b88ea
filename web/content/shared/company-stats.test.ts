import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { aboutContent } from "#web/content/about.ts";
import { homeContent } from "#web/content/home.ts";
import { companyStats } from "./company-stats.ts";

/**
 * The figures the specification gives the company ("Company stats shown: 10+ years of
 * experience, 12+ countries served, 150+ projects delivered, 99.9% SLA uptime, 95% of projects
 * delivered on time, 50k+ daily users across clients, 24/7 support; hub stats 120+ projects,
 * 500+ animations, 98% client satisfaction, 50+ brands"). No other company figure is shown.
 */
const specFigures = [
  "10+",
  "12+",
  "150+",
  "99.9%",
  "95%",
  "50k+",
  "24/7",
  "120+",
  "500+",
  "98%",
  "50+",
];

/** A figure as the copy writes one: 10+, 99.9%, 50k+, 24/7. */
const figureShaped = /(?<![\w.+-])\d[\d.,]*(?:k?\+|%)(?!\w)|\b24\/7\b/g;

/**
 * Every text file of the site's copy, except the case studies, whose figures are projects', and
 * the hero art, whose figures are a sample project's, inside a picture named as an illustration.
 */
function copySources(): { file: string; text: string }[] {
  const root = process.cwd();
  return [
    ["web/content", /\.ts$/],
    ["site", /\.ts$/],
    ["content", /\.yaml$/],
  ].flatMap(([folder, pattern]) =>
    readdirSync(join(root, folder as string), { recursive: true, encoding: "utf8" })
      .filter((path) => (pattern as RegExp).test(path) && !/\.test\.ts$/.test(path))
      .filter((path) => !path.includes("case-studies") && !path.includes("hero-art"))
      .map((path) => ({
        file: `${folder}/${path}`,
        text: readFileSync(join(root, folder as string, path), "utf8"),
      })),
  );
}

/** Every string in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the company's figures", () => {
  test("come from the specification, and hold every figure it gives", () => {
    const values = Object.values(companyStats).map((stat) => stat.value);
    for (const value of values) expect(specFigures).toContain(value);
    expect(new Set(values)).toEqual(new Set(specFigures));
  });

  test("no copy states a company figure the figures file does not hold, so no page can contradict another", () => {
    const values = new Set(Object.values(companyStats).map((stat) => stat.value));
    expect("in 15+ countries, 97% on time, 40k+ users".match(figureShaped)).toEqual([
      "15+",
      "97%",
      "40k+",
    ]);
    const strays = copySources().flatMap(({ file, text }) =>
      [...text.matchAll(figureShaped)]
        .map((match) => match[0])
        .filter((figure) => !values.has(figure))
        .map((figure) => `${file}: ${figure}`),
    );
    expect(strays).toEqual([]);
  });

  test("the home page states each figure once, beside the claim it backs", () => {
    const copy = strings(homeContent).join("\n");
    for (const { value } of Object.values(companyStats)) {
      const count = copy.split(value).length - 1;
      expect(count, value).toBeLessThanOrEqual(1);
    }
  });

  test("the about page states each figure once, in its figures strip (its hero aside)", () => {
    const { hero: _hero, meta: _meta, stats, ...rest } = aboutContent;
    const copy = strings(rest).join("\n");
    for (const { value } of stats.items) expect(copy, value).not.toContain(value);
  });
});
