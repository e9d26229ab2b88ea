import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SearchResultsList } from "#site/search/results-list.tsx";
import { AssistantTeaser } from "#web/components/search/assistant-teaser.tsx";
import { SearchForm } from "#web/components/search/search-form.tsx";
import { LiveResults } from "#web/components/search/search-results.tsx";
import { useSiteSearch } from "#web/components/search/use-site-search.ts";
import { Hero } from "#web/components/sections/hero.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { searchContent } from "#web/content/search.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/search";

export const loader = () =>
  pageData(searchContent, { ...searchContent.meta, path: "/search", index: false });
export const meta = metaFromData;

/** The query the server wrote results for into the page (server/search/results-page.tsx), if any. */
const serverResultsQuery = () =>
  document.querySelector("#search-results > [data-query]")?.getAttribute("data-query") ?? null;

/**
 * /search: the box, the results, and the assistant's invitation. Prerendered without a query;
 * for /search?q= the server writes the results into `#search-results`, which React keeps as it
 * finds it (its markup is the server's), so the page reads the same with JavaScript or without.
 * Once the visitor types or arrives by a link in the app, the results come live from the API.
 */
export default function SearchPage({ loaderData: { content } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const addressQuery = params.get("q")?.trim() ?? "";
  // null until hydrated: the first render must be the prerendered page, whatever the address.
  const [served, setServed] = useState<string | null | undefined>(undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setServed(serverResultsQuery()), []);
  // A new address (a submit, a link, back) is the query now: the box shows it.
  useEffect(() => {
    setTyped(null);
    if (input.current && input.current.value !== addressQuery) input.current.value = addressQuery;
  }, [addressQuery]);

  const hydrated = served !== undefined;
  const query = typed ?? (hydrated ? addressQuery : "");
  const keepServerResults =
    !hydrated || (typed === null && served === addressQuery && served !== "");
  const search = useSiteSearch(keepServerResults ? "" : query);
  const showSuggestions = !hydrated || (!keepServerResults && query.trim() === "");

  return (
    <>
      <Hero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <SearchForm
          id="search-page-q"
          className="mt-8 max-w-2xl"
          inputRef={input}
          controls="search-results"
          onQuery={setTyped}
          onSubmit={(submitted) =>
            navigate(submitted ? `/search?q=${encodeURIComponent(submitted)}` : "/search")
          }
        />
      </Hero>
      <Section tone="muted" className="py-10! sm:py-14!" labelledBy="search-results-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="search-results-title" className="sr-only">
            Results
          </h2>
          {keepServerResults ? (
            <div
              id="search-results"
              // The server's results, when it wrote some: React keeps what it finds here.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the server's escaped markup fills it (results-page.tsx)
              dangerouslySetInnerHTML={{ __html: "" }}
              suppressHydrationWarning
            />
          ) : (
            <div id="search-results">
              <LiveResults search={search} />
            </div>
          )}
          {showSuggestions && (
            <section id="search-suggestions" aria-labelledby="search-suggestions-title">
              <h2 id="search-suggestions-title" className="mb-4 text-xl font-semibold">
                {content.suggestions.title}
              </h2>
              <SearchResultsList results={content.suggestions.pages} query="" Link={Link} />
            </section>
          )}
        </div>
      </Section>
      <AssistantTeaser />
    </>
  );
}
