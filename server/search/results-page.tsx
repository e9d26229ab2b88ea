import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { renderToStaticMarkup } from "react-dom/server";
import { searchQueryMaxLength } from "#contract/search.ts";
import { escapeHtml } from "#server/mail/templates.ts";
import { frameSourcesFor, pageCsp } from "#server/plugins/security-headers.ts";
import type { SiteManifest } from "#server/plugins/static-site.ts";
import { SearchOutcome } from "#site/search/results-list.tsx";
import type { SiteSearch } from "./site-search.ts";

export const searchPagePath = "/search";
const pageFile = "search/index.html";

/**
 * The prerendered /search page with a query's results written in: the results in the region the
 * page keeps for them (`#search-results`, which React leaves as it finds it when the page
 * hydrates), the query in the box, the suggestions hidden. The page keeps its scripts: a visitor
 * with JavaScript gets the live search once the page wakes, one without reads these results.
 */
export function fillResultsPage(
  template: string,
  query: string,
  results: Parameters<typeof SearchOutcome>[0]["results"],
): string {
  const outcome = renderToStaticMarkup(<SearchOutcome query={query} results={results} />);
  return template
    .replace(/(<div id="search-results"[^>]*>)(<\/div>)/, `$1${outcome}$2`)
    .replace(/<input\b(?=[^>]*\bname="q")/, `<input value="${escapeHtml(query)}"`)
    .replace(/<section id="search-suggestions"/, "$& hidden");
}

/**
 * GET /search: the prerendered page as it is, or with `?q=` its results filled in on the server,
 * so the search works without JavaScript. Register before the static site.
 */
export function registerSearchPage(
  app: FastifyInstance,
  deps: { siteDir: string; production: boolean; search: SiteSearch },
) {
  const file = join(deps.siteDir, pageFile);
  const manifestFile = join(deps.siteDir, "..", "site-manifest.json");
  if (!existsSync(file) || !existsSync(manifestFile)) {
    app.log.warn({ file }, "the search page is missing from the build");
    return;
  }
  const template = readFileSync(file, "utf8");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as SiteManifest;
  // The page's own inline script and style hashes: it is the same page, filled in.
  const csp = pageCsp({
    scriptHashes: manifest.scriptHashes[pageFile] ?? [],
    styleHashes: manifest.styleHashes?.[pageFile] ?? [],
    frameSources: frameSourcesFor(pageFile),
    production: deps.production,
  });

  app.get(searchPagePath, async (request, reply) => {
    const raw = (request.query as { q?: unknown }).q;
    // Too long a query is cut rather than refused: the page still answers with what fits.
    const query = (typeof raw === "string" ? raw : "").trim().slice(0, searchQueryMaxLength);
    if (!query) return reply.header("vary", "Accept-Encoding").sendFile(pageFile);
    return reply
      .code(200)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", csp)
      .send(fillResultsPage(template, query, deps.search.pages(query)));
  });
}
