import { z } from "zod";
import { searchQueryMaxLength } from "./search-fields.ts";

export * from "./search-fields.ts";

/** A query as the browser sends it: spaces trimmed, empty allowed (no results). */
export const searchQuery = z
  .string()
  .trim()
  .max(searchQueryMaxLength, `Please keep the search under ${searchQueryMaxLength} characters.`);

export const SearchQuery = z.object({ q: searchQuery.default("") });

/** A piece of a passage around its first match, with the character ranges of the matched words. */
export const Snippet = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.number().int(), z.number().int()])),
});

/** A page found: its title, the passage that matched best, and where it is. */
export const SearchResult = z.object({
  page: z.string(),
  title: z.string(),
  url: z.string(),
  heading: z.string(),
  snippet: Snippet,
});

export const SearchAnswer = z.object({ query: z.string(), results: z.array(SearchResult) });
