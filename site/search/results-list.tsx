import type { ComponentType, ReactNode } from "react";
import type { SearchResult } from "#contract/search-fields.ts";
import { snippetPieces } from "./snippet.ts";

/** How a result links: React Router's Link in the browser, a plain anchor in the server's page. */
export type ResultLink = ComponentType<{ to: string; className: string; children: ReactNode }>;

const PlainLink: ResultLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

/**
 * The results of a search, each its page's title as the link, the heading it was found under,
 * and the passage with the matching words marked. The same markup in the header's search, on
 * /search and in the server's page for /search?q= without JavaScript (server/search/results-page.ts),
 * whose first paint these classes must style: /search prerenders its suggestions with them.
 */
export function SearchResultsList({
  results,
  query,
  Link = PlainLink,
  id,
}: {
  results: readonly SearchResult[];
  /** The query the results answer, kept on the list so a page can tell whose they are. */
  query: string;
  Link?: ResultLink;
  id?: string;
}) {
  return (
    <ol
      id={id}
      data-query={query}
      className="space-y-2 [&_mark]:rounded-sm [&_mark]:bg-accent-100 [&_mark]:px-0.5 [&_mark]:text-ink-900"
    >
      {results.map((result) => (
        <li
          key={result.url}
          className="relative rounded-xl border border-slate-200 bg-white p-4 transition-colors duration-150 hover:border-accent-300"
        >
          <Link
            to={result.url}
            className="font-semibold text-ink-900 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-accent-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
          >
            {result.title}
          </Link>
          {result.heading && result.heading !== result.title && (
            <p className="mt-0.5 text-sm text-slate-600">{result.heading}</p>
          )}
          <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-slate-700">
            {snippetPieces(result.snippet).map((piece, at) =>
              piece.marked ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text, never reordered
                <mark key={at}>{piece.text}</mark>
              ) : (
                piece.text
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A search's outcome: how many pages match, then the list, or what to try when nothing does.
 * `role="status"` on the count, so a screen reader hears it as the results change.
 */
export function SearchOutcome({
  query,
  results,
  Link = PlainLink,
}: {
  query: string;
  results: readonly SearchResult[];
  Link?: ResultLink;
}) {
  return (
    <>
      <p role="status" className="mb-4 text-slate-700">
        {results.length === 0
          ? `No page matches “${query}”.`
          : `${results.length === 1 ? "1 page matches" : `${results.length} pages match`} “${query}”.`}
      </p>
      {results.length > 0 ? (
        <SearchResultsList results={results} query={query} Link={Link} />
      ) : (
        <p className="text-slate-700">
          Try fewer or other words, such as a service (“logo design”, “Zoho CRM”), or{" "}
          <Link to="/contact" className="font-semibold text-accent-700 underline">
            ask us directly
          </Link>
          .
        </p>
      )}
    </>
  );
}
