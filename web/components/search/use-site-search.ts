import { useEffect, useState } from "react";
import type { SearchAnswer, SearchResult } from "#contract/search-fields.ts";
import { getJson } from "#web/lib/api.ts";

export type SiteSearchState =
  | { state: "idle" }
  | { state: "searching"; query: string; results: readonly SearchResult[] | null }
  | { state: "done"; query: string; results: readonly SearchResult[] }
  | { state: "failed"; query: string; message: string };

/** A pause after the last key before asking: one request a word, not one a letter. */
const pauseMs = 150;

/**
 * The site search as the visitor types: the server's answer for the query (GET /api/search),
 * asked once typing pauses, an older answer dropped when a newer query is on its way. While a
 * new answer comes, the last one stays in view, so the list does not flicker.
 */
export function useSiteSearch(query: string): SiteSearchState {
  const [outcome, setOutcome] = useState<SiteSearchState>({ state: "idle" });
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) {
      setOutcome({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setOutcome((last) => ({
      state: "searching",
      query: trimmed,
      results: last.state === "done" ? last.results : null,
    }));
    const timer = setTimeout(async () => {
      const answer = await getJson<SearchAnswer>(`/search?q=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setOutcome(
        answer.ok
          ? { state: "done", query: trimmed, results: answer.data.results }
          : {
              state: "failed",
              query: trimmed,
              message:
                answer.message ??
                "The search could not be reached. Check your connection and try again.",
            },
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return outcome;
}
