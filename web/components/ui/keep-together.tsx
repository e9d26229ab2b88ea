import { Fragment, type ReactNode } from "react";

/**
 * A figure range with its unit: "2–4 weeks", "48–72 hours", "$100–$500", or a bare "2–4". A
 * browser may break a line after an en dash, which leaves "2–" at the end of one line and
 * "4 weeks" on the next; in large type that reads as two separate figures.
 */
const range =
  /\$?\d+(?:[.,]\d+)*\s?[–-]\s?\$?\d+(?:[.,]\d+)*(?:\s(?:weeks?|days?|hours?|months?|years?|rounds?|px|fps|frames))?/g;

/** Wraps every figure range of a text in a span that never breaks; other content passes through. */
export function keepRangesTogether(text: ReactNode): ReactNode {
  if (typeof text !== "string") return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(range)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
