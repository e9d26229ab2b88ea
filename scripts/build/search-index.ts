/**
 * Writes the site search's index (site/search/engine.ts) beside the built site
 * (build/search-index.json, which the server loads: server/search/site-search.ts), from its sources: the prerendered pages people can find (those the sitemap
 * lists, each once under its canonical address, without the account's doors) and the member
 * resources' summaries. A new source is one more entry in `searchSources`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { accountEntryPaths } from "#site/client-paths.ts";
import { site } from "#site/facts.ts";
import { createIndex, type Passage, serialiseIndex } from "#site/search/engine.ts";
import { pagePassages } from "./search-passages.ts";
import { readPageInfo } from "./seo-assets.ts";

export type SearchDocument = Omit<Passage, "id">;

/** What a source reads from: the built site's pages (path in the build → final HTML). */
export type SourceInput = { pages: ReadonlyMap<string, string>; contentDir: string };
export type SearchSource = (input: SourceInput) => SearchDocument[];

/** The address of the built page file: "services/zohocrm/index.html" → "/services/zohocrm". */
const pathOf = (file: string) =>
  file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`;

/** The title as a result shows it: the brand, which every page carries, left off. */
export const pageTitle = (title: string) =>
  title
    .replace(new RegExp(`\\s*[|·–-]\\s*${site.brand.name}$`), "")
    .replace(new RegExp(`^${site.brand.name}:\\s*`), "")
    .trim();

/**
 * A passage found on this many pages or more is the site's furniture (a closing call to action,
 * a shared band), not what any one page is about.
 */
const furnitureAt = 4;

/** Every public page a visitor could land on from a search engine, cut into passages. */
export const prerenderedPages: SearchSource = ({ pages }) => {
  const documents: SearchDocument[] = [];
  for (const [file, html] of pages) {
    const info = readPageInfo(file, html);
    const path = pathOf(file);
    if (!info.indexable || !info.canonical || path === "/404") continue;
    if (new URL(info.canonical).pathname !== path || accountEntryPaths.includes(path)) continue;
    const title = pageTitle(info.title);
    for (const passage of pagePassages(html)) {
      documents.push({
        url: passage.anchor ? `${path}#${passage.anchor}` : path,
        page: path,
        title,
        heading: passage.heading || title,
        text: passage.text,
      });
    }
  }
  const pagesOf = new Map<string, Set<string>>();
  for (const document of documents) {
    const key = `${document.heading}\n${document.text}`;
    pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(document.page));
  }
  return documents.filter(
    (document) => (pagesOf.get(`${document.heading}\n${document.text}`)?.size ?? 0) < furnitureAt,
  );
};

/**
 * The member library (content/resources/, one YAML file per resource): each resource's title
 * and summary, found by visitors too, leading to the library in the account area.
 */
export const resourceSummaries: SearchSource = ({ contentDir }) => {
  const dir = join(contentDir, "resources");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .flatMap((name) => {
      const entry = parse(readFileSync(join(dir, name), "utf8")) as {
        title?: unknown;
        summary?: unknown;
      };
      if (typeof entry.title !== "string" || typeof entry.summary !== "string") return [];
      const slug = name.slice(0, -".yaml".length);
      return [
        {
          url: `/dashboard/resources#${slug}`,
          page: `/dashboard/resources#${slug}`,
          title: `${entry.title} (member resource)`,
          heading: entry.title,
          text: entry.summary,
        },
      ];
    });
};

export const searchSources: readonly SearchSource[] = [prerenderedPages, resourceSummaries];

/** The passages of every source, numbered. */
export function searchPassagesOf(input: SourceInput, sources = searchSources): Passage[] {
  return sources.flatMap((source) => source(input)).map((document, id) => ({ id, ...document }));
}

export const searchIndexFile = "search-index.json";

/** Builds the index and writes it into `buildDir`; returns its size for the build's log. */
export function writeSearchIndex(buildDir: string, pages: ReadonlyMap<string, string>) {
  const passages = searchPassagesOf({ pages, contentDir: "content" });
  const json = JSON.stringify(serialiseIndex(createIndex(passages)));
  writeFileSync(join(buildDir, searchIndexFile), json);
  return {
    passages: passages.length,
    pages: new Set(passages.map((passage) => passage.page)).size,
    bytes: Buffer.byteLength(json),
  };
}
