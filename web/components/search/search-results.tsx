import { Link } from "react-router";
import { SearchOutcome } from "#site/search/results-list.tsx";
import type { SiteSearchState } from "./use-site-search.ts";

/** What a live search shows: nothing yet, the results (the last ones while new ones come), or why not. */
export function LiveResults({ search }: { search: SiteSearchState }) {
  if (search.state === "idle") return null;
  if (search.state === "failed")
    return (
      <p role="alert" className="text-danger-700">
        {search.message}
      </p>
    );
  if (search.state === "searching" && search.results === null)
    return (
      <p role="status" className="text-slate-600">
        Searching…
      </p>
    );
  return <SearchOutcome query={search.query} results={search.results ?? []} Link={Link} />;
}
