import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, test } from "vitest";
import { allCaseStudies, allClientLogos, allTestimonials } from "#content-collections";
import { clientDir } from "./html.ts";

/**
 * A client is named only where its content entry allows it (`permission: true`, set once the
 * client has agreed in writing), and nowhere at all while any entry withholds it: a name shown on
 * the home page's testimonials while the portfolio withholds the same client is the contradiction
 * this catches. It reads every file the server serves (pages, their data, the search index,
 * feeds), so no page, present or future, can show a withheld name.
 */

type Naming = { names: string[]; allowed: boolean; source: string };

/** Every client name (and the person quoted) the content holds, with whether it may be shown. */
function namings(): Naming[] {
  const allowed = (entry: object) => "permission" in entry && entry.permission === true;
  return [
    ...allTestimonials.map((entry) => ({
      names: [entry.name, entry.company],
      allowed: allowed(entry),
      source: `content/testimonials/${entry._meta.filePath}`,
    })),
    ...allClientLogos.map((entry) => ({
      names: [entry.name],
      allowed: allowed(entry),
      source: `content/clients/${entry._meta.filePath}`,
    })),
    ...allCaseStudies.flatMap((entry) =>
      entry.client.name
        ? [
            {
              names: [entry.client.name],
              allowed: entry.client.permission === true,
              source: `content/case-studies/${entry._meta.filePath}`,
            },
          ]
        : [],
    ),
  ];
}

/** Names that some entry withholds, each with the entry that withholds it. */
function withheldNames(list: readonly Naming[]): Map<string, string> {
  const withheld = new Map<string, string>();
  for (const { names, allowed, source } of list) {
    if (allowed) continue;
    for (const name of names) if (!withheld.has(name)) withheld.set(name, source);
  }
  return withheld;
}

/** The served text files: pages, their route data, the search index, feeds, the manifest. */
function* servedTextFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* servedTextFiles(path);
    else if (/\.(?:html|data|json|xml|txt|webmanifest)$/.test(entry)) yield path;
  }
}

describe("client names", () => {
  test("a name some entry withholds appears in no served file", () => {
    const withheld = withheldNames(namings());
    const found: string[] = [];
    for (const file of servedTextFiles(clientDir)) {
      const text = readFileSync(file, "utf8");
      for (const [name, source] of withheld) {
        if (text.includes(name))
          found.push(
            `${relative(clientDir, file).split(sep).join("/")}: "${name}" (withheld by ${source})`,
          );
      }
    }
    expect(found).toEqual([]);
  });

  test("the home page still shows its testimonials, each attributed", () => {
    const html = readFileSync(join(clientDir, "index.html"), "utf8");
    for (const entry of allTestimonials) expect(html).toContain(entry.role);
  });
});
