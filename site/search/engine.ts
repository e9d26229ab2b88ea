/**
 * The site search, as the build writes it and the browser and the server read it: one MiniSearch
 * index of passages (a page's section, an FAQ answer, a resource's summary), each with its page's
 * title and address. scripts/build/search-index.ts makes it from the prerendered pages; the header's
 * search and /search load it in the browser on intent, the server for /search?q= without
 * JavaScript and for the assistant (docs/decisions/013-site-search.md). The options below must be
 * the same on all three sides: an index loaded with others would answer wrongly.
 */
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { stemmer } from "stemmer";
import type { Snippet } from "#contract/search-fields.ts";

/** One passage: what is searched and what a result shows. */
export type Passage = {
  id: number;
  /** Where the passage is: the page's path, with the section's anchor when it has one. */
  url: string;
  /** The page's path, which results are grouped by. */
  page: string;
  /** The page's title, without the brand. */
  title: string;
  /** The heading the passage sits under (the page's h1 for its opening). */
  heading: string;
  text: string;
};

/** The index as the build writes it: the engine's JSON and the passages it stores. */
export type SearchIndexFile = { version: 1; index: unknown };

/** Words too common to tell pages apart, and the words of a question. */
const stopWords = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from had has have how i " +
    "if in into is it its me my of on or our ours so than that the their them then there these " +
    "they this those to us was we were what when where which who whom why will with would you " +
    "your yours about any offer provide help get want need please tell also just much many " +
    "some"
  ).split(" "),
);

/** Spellings that mean one thing, joined before the text is cut into words. */
const joined: [RegExp, string][] = [
  [/\be-(commerce|mail|book)/gi, "e$1"],
  [/\bwhats\s?app\b/gi, "whatsapp"],
];

/** Lower case, accents folded, the joined spellings joined: the text words are cut from. */
export function normaliseText(text: string): string {
  let out = text.normalize("NFKD").replace(/\p{M}+/gu, "");
  for (const [pattern, replacement] of joined) out = out.replace(pattern, replacement);
  return out.toLowerCase();
}

export function tokenize(text: string): string[] {
  return normaliseText(text).split(/[^\p{L}\p{N}]+/u);
}

/** Words people ask with for what the pages name another way (after stemming). */
const sameAs: Record<string, string> = {
  cost: "price",
  fee: "price",
  quot: "price",
  charg: "price",
};

/** A word as the index keeps it: stemmed, or null for a stop word or a lone letter. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length < 2 || stopWords.has(word)) return null;
  const stem = stemmer(word);
  return sameAs[stem] ?? stem;
}

const options: Options<Passage> = {
  fields: ["title", "heading", "text"],
  storeFields: ["url", "page", "title", "heading", "text"],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 3, heading: 2, text: 1 },
    prefix: (term: string) => term.length >= 4,
    fuzzy: (term: string) => (term.length >= 6 ? 0.15 : false),
    combineWith: "OR",
    // BM25's length normalisation, gentler than the default: a long section is not penalised
    // for being thorough.
    bm25: { k: 1.2, b: 0.5, d: 0.5 },
  },
};

export function createIndex(passages: readonly Passage[]): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>(options);
  index.addAll(passages);
  return index;
}

export function loadIndex(file: SearchIndexFile): MiniSearch<Passage> {
  return MiniSearch.loadJS<Passage>(file.index as never, options);
}

export function serialiseIndex(index: MiniSearch<Passage>): SearchIndexFile {
  return { version: 1, index: index.toJSON() };
}

/**
 * A passage found: its fields, its score, the words of the passage that matched (`terms`) and
 * the words of the query they matched (`queryTerms`).
 */
export type PassageHit = Passage & { score: number; terms: string[]; queryTerms: string[] };

/** A page found: its best passage, the page's score, and how many of its passages matched. */
export type PageHit = {
  page: string;
  title: string;
  url: string;
  heading: string;
  snippet: Snippet;
  score: number;
};

export type { Snippet };

/** The query's words as the index compares them. */
export const queryTermsOf = (query: string) => [
  ...new Set(
    tokenize(query)
      .map(processTerm)
      .filter((term): term is string => term !== null),
  ),
];

/** The passages that match, best first (the assistant reads these). */
export function searchPassages(index: MiniSearch<Passage>, query: string, limit = 8): PassageHit[] {
  return index
    .search(query)
    .slice(0, limit)
    .map((result: SearchResult) => ({
      id: Number(result.id),
      url: String(result.url),
      page: String(result.page),
      title: String(result.title),
      heading: String(result.heading),
      text: String(result.text),
      score: result.score,
      terms: result.terms,
      queryTerms: result.queryTerms,
    }));
}

/**
 * The pages that match, best first: a page scores its best passage plus a share of its next
 * ones, so a page about the subject beats one that mentions it once.
 */
export function searchPages(index: MiniSearch<Passage>, query: string, limit = 10): PageHit[] {
  const byPage = new Map<string, { best: PassageHit; scores: number[] }>();
  for (const hit of searchPassages(index, query, 200)) {
    const entry = byPage.get(hit.page);
    if (entry) entry.scores.push(hit.score);
    else byPage.set(hit.page, { best: hit, scores: [hit.score] });
  }
  return [...byPage.values()]
    .map(({ best, scores }) => ({
      page: best.page,
      title: best.title,
      url: best.url,
      heading: best.heading,
      snippet: snippetOf(best.text, best.terms),
      score: scores.reduce((sum, score, at) => sum + (at === 0 ? score : score * 0.15), 0),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Whether a word of the text is one of the matched terms (compared as the index compares them). */
function matches(word: string, terms: ReadonlySet<string>): boolean {
  const processed = processTerm(word);
  if (processed === null) return false;
  for (const term of terms)
    if (processed.startsWith(term) || term.startsWith(processed)) return true;
  return false;
}

/**
 * About `length` characters of the text around its first matched word, cut at word boundaries,
 * with every matched word marked.
 */
export function snippetOf(text: string, matchedTerms: readonly string[], length = 220): Snippet {
  const terms = new Set(matchedTerms.map((term) => processTerm(term) ?? term));
  const words = [...text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)];
  const first = words.find((word) => matches(word[0], terms));
  let start = 0;
  if (text.length > length && first?.index !== undefined && first.index > length / 3) {
    const from = text.lastIndexOf(" ", first.index - Math.floor(length / 4));
    start = from < 0 ? 0 : from + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const prefix = start > 0 ? "…" : "";
  const suffix = end < text.length ? "…" : "";
  const cut = text.slice(start, end);
  const marks: [number, number][] = [];
  for (const word of words) {
    const at = word.index ?? 0;
    if (at < start || at + word[0].length > end || !matches(word[0], terms)) continue;
    marks.push([at - start + prefix.length, at - start + prefix.length + word[0].length]);
  }
  return { text: `${prefix}${cut}${suffix}`, marks };
}
