import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { aboutContent } from "#web/content/about.ts";
import { homeContent } from "#web/content/home.ts";
import type { CompanyFigures } from "./company-figures-schema.ts";
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

/** Every string in a value: plain objects, arrays and maps' values only, each once. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  // The pages put together from content files (the service details) are a map by path.
  if (value instanceof Map) return strings([...value.values()], seen);
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return [];
  return Object.values(value).flatMap((item) => strings(item, seen));
}

type FigureName = Exclude<keyof CompanyFigures, "standIn">;

const figureNames = Object.keys(companyStats) as FigureName[];

/** What a figure reads as while the content is loaded with markers for values: "⟦years⟧". */
const marker = (name: FigureName) => `⟦${name}⟧`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A figure's value as a whole token: "50+" is not the end of "150+". */
const token = (value: string) => new RegExp(`(?<![\\w.+-])${escapeRegExp(value)}(?!\\w)`, "g");

/**
 * How copy states each figure when it types it by hand: its value (or the figure in words), with
 * words that say which figure it is close by in the same sentence. A number beside other words
 * (a "50+ page" site, a "98%" score) is not a company figure.
 */
const statedAs: Record<FigureName, { unit: RegExp; words?: RegExp }> = {
  years: {
    unit: /\byears?\b|experience|decade/i,
    words: /\b(?:ten|eleven|twelve) years\b|\bdecades?\b/i,
  },
  countries: { unit: /countr|nations/i, words: /\b(?:twelve|a dozen) countries\b/i },
  projects: { unit: /project|deliver/i },
  webProjects: { unit: /project|deliver/i },
  softwareProjects: { unit: /project|deliver/i },
  onTime: { unit: /on time|deliver|project/i },
  slaUptime: { unit: /uptime|\bSLA\b|availab/i },
  uptimeTargets: { unit: /uptime|\bSLA\b|availab/i },
  dailyUsers: { unit: /\busers\b|visitors/i },
  support: {
    unit: /support|incident|\bcover\b|\bline\b|\bcall\b|help/i,
    words: /\b(?:a)?round[- ]the[- ]clock\b/i,
  },
  animations: { unit: /animat/i },
  satisfaction: { unit: /satisf|client/i },
  brands: { unit: /\bbrands?\b/i },
};

/** Up to 40 characters either side of each place a pattern matches, in the same sentence. */
function around(text: string, pattern: RegExp): string[] {
  const every = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
  return text
    .split(/(?<=[.!?;:])\s+/)
    .flatMap((sentence) =>
      [...sentence.matchAll(every)].map((match) =>
        sentence.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40),
      ),
    );
}

/** Each company figure a text types by hand: its value or its words, beside its unit. */
function handTyped(text: string): string[] {
  const found = new Map<string, FigureName[]>();
  for (const name of figureNames) {
    const { unit, words } = statedAs[name];
    const windows = [token(companyStats[name].value), ...(words ? [words] : [])]
      .flatMap((pattern) => around(text, pattern))
      .filter((window) => unit.test(window));
    for (const window of new Set(windows)) found.set(window, [...(found.get(window) ?? []), name]);
  }
  return [...found].map(([window, names]) => `${names.join(", ")}: …${window}…`);
}

/**
 * The content the pages are built from: every web/content and site module except the hero art
 * (a sample project's numbers inside a picture named as an illustration), the case studies (a
 * project's figures) and web/content/shared (the figures themselves), loaded with a marker in
 * place of each figure's value. A figure quoted from the figures file reads as its marker; one
 * typed by hand still reads as the number. Labels keep their words, and a figure a label quotes
 * reads as its marker too ("Web projects of our ⟦projects⟧").
 */
async function contentWithMarkers(): Promise<{ file: string; text: string }[]> {
  const loaders = import.meta.glob([
    "../**/*.ts",
    "/site/**/*.ts",
    "!../**/*.test.ts",
    "!../hero-art/**",
    "!../case-studies/**",
    "!../shared/**",
  ]);
  const markLabel = (label: string) =>
    figureNames.reduce(
      (text, name) => text.replace(token(companyStats[name].value), marker(name)),
      label,
    );
  const company = Object.fromEntries(
    figureNames.map((name) => [
      name,
      { value: marker(name), label: markLabel(companyStats[name].label) },
    ]),
  );
  vi.resetModules();
  vi.doMock("#content-collections", async (importOriginal) => {
    const original = await importOriginal<typeof import("#content-collections")>();
    return { ...original, company: { ...original.company, ...company } };
  });
  const loaded = await Promise.all(
    Object.entries(loaders).map(async ([file, load]) =>
      strings(await load()).map((text) => ({ file: file.replace(/^\/|^\.\.\//, ""), text })),
    ),
  );
  return loaded.flat();
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

describe("every page quotes the company's figures from the figures file", () => {
  afterEach(() => {
    vi.doUnmock("#content-collections");
    vi.resetModules();
  });

  test("no content types a company figure by hand: with markers for the figures, none is left", async () => {
    expect(
      handTyped("We have worked for a decade. In 12+ countries, 24/7 support; 99.9% of 50+ pages."),
    ).toEqual([
      "years: …We have worked for a decade.…",
      "countries, support: …In 12+ countries, 24/7 support;…",
    ]);
    const content = await contentWithMarkers();
    // The markers reach the pages: every figure is shown somewhere, quoted from the file.
    const shown = figureNames.filter((name) =>
      content.some(({ text }) => text.includes(marker(name))),
    );
    expect(shown).toEqual(figureNames);
    const byHand = content.flatMap(({ file, text }) =>
      handTyped(text).map((found) => `${file}: ${found}`),
    );
    expect(byHand).toEqual([]);
  });

  test("the figures agree: uptime reads as its label, 24/7 says it is incident support on a plan, 120+ is part of the 150+", async () => {
    const content = await contentWithMarkers();
    // A figure alone is a figures strip's value, shown above its label.
    const prose = content.filter(({ text }) => !figureNames.some((name) => text === marker(name)));
    const sentences = prose.flatMap(({ file, text }) =>
      text.split(/(?<=[.!?;])\s+/).map((sentence) => ({ file, sentence })),
    );
    const quoting = (name: FigureName) =>
      sentences
        .filter(({ sentence }) => sentence.includes(marker(name)))
        .map(({ file, sentence }) => `${file}: ${sentence}`);

    // "99.9% SLA uptime" and "99.9% uptime targets" are two figures: each reads as its label.
    for (const name of ["slaUptime", "uptimeTargets"] as const) {
      expect(quoting(name).length, name).toBeGreaterThan(0);
      const label = companyStats[name].label;
      const phrased = new RegExp(`${escapeRegExp(marker(name))}(?! ${escapeRegExp(label)})`, "i");
      expect(
        quoting(name).filter((sentence) => phrased.test(sentence)),
        label,
      ).toEqual([]);
    }

    // The office is closed on Sunday: 24/7 is incident support on a plan, and every mention says so.
    expect(quoting("support").length).toBeGreaterThan(0);
    expect(
      quoting("support").filter(
        (sentence) => !/incident/i.test(sentence) || !/\bplans?\b/i.test(sentence),
      ),
    ).toEqual([]);

    // A field's 120+ projects are part of the company's 150+, and say so wherever they appear.
    for (const name of ["webProjects", "softwareProjects"] as const) {
      expect(companyStats[name].label).toMatch(
        new RegExp(`of our ${escapeRegExp(companyStats.projects.value)}$`),
      );
      expect(
        quoting(name).filter((sentence) => !sentence.includes(`of our ${marker("projects")}`)),
      ).toEqual([]);
    }
  });
});
