import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { type SearchResult, searchResultLimit } from "#contract/search-fields.ts";
import {
  loadIndex,
  type PassageHit,
  type SearchIndexFile,
  searchPages,
  searchPassages,
} from "#site/search/engine.ts";

/** Where the build writes the index: beside the site, not in it (scripts/build/search-index.ts). */
export const searchIndexPath = (siteDir: string) => join(siteDir, "..", "search-index.json");

export type SiteSearch = {
  /** The pages that match, best first, as a result list shows them. */
  pages: (query: string, limit?: number) => SearchResult[];
  /** The passages that match, best first, with their scores: what the assistant reads. */
  passages: (query: string, limit?: number) => PassageHit[];
};

/**
 * The site search over the build's index, held in memory (1,400 passages, a few MB) and asked
 * by /api/search, the /search page without JavaScript and the assistant. Without an index
 * (a server started before any build, or with SERVE_SITE off) every search finds nothing,
 * said once in the log.
 */
export function loadSiteSearch(file: string, log: FastifyBaseLogger): SiteSearch {
  if (!existsSync(file)) {
    log.warn({ file }, "no search index: run the build; the site search finds nothing until then");
    return { pages: () => [], passages: () => [] };
  }
  const index = loadIndex(JSON.parse(readFileSync(file, "utf8")) as SearchIndexFile);
  return {
    pages: (query, limit = searchResultLimit) =>
      query.trim()
        ? searchPages(index, query, limit).map(({ page, title, url, heading, snippet }) => ({
            page,
            title,
            url,
            heading,
            snippet,
          }))
        : [],
    passages: (query, limit) => (query.trim() ? searchPassages(index, query, limit) : []),
  };
}
