import type { Snippet } from "#contract/search-fields.ts";

/** A snippet as pieces, marked or not: what React and the server's HTML both draw. */
export function snippetPieces(snippet: Snippet): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [from, to] of snippet.marks) {
    if (from > at) pieces.push({ text: snippet.text.slice(at, from), marked: false });
    pieces.push({ text: snippet.text.slice(from, to), marked: true });
    at = to;
  }
  if (at < snippet.text.length) pieces.push({ text: snippet.text.slice(at), marked: false });
  return pieces;
}
