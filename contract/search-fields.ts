/**
 * The search's plain values and result shape, without zod: the browser imports these
 * (search.ts holds the schemas the server validates with).
 */

/** The longest question the search or the assistant reads; longer ones are refused with a message. */
export const searchQueryMaxLength = 200;

/** How many pages a search lists. */
export const searchResultLimit = 10;

/** A piece of a passage around its first match, with the character ranges of the matched words. */
export type Snippet = { text: string; marks: [number, number][] };

/** A page found: its title, the passage that matched best, and where it is. */
export type SearchResult = {
  page: string;
  title: string;
  url: string;
  heading: string;
  snippet: Snippet;
};

export type SearchAnswer = { query: string; results: SearchResult[] };
