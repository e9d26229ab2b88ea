import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/** A run of a line: plain words, or words that link to the page that gives what they name. */
export type LinkedPart = string | { text: string; to: string };
/** A line of copy: plain, or made of parts some of which are links (the sign-up perks). */
export type LinkedLine = string | readonly LinkedPart[];

/** The line's words without its links, such as a list's key. */
export const lineText = (line: LinkedLine): string =>
  typeof line === "string"
    ? line
    : line.map((part) => (typeof part === "string" ? part : part.text)).join("");

/**
 * A line whose linked parts are links, underlined in the colour of the words around them, so
 * they read on light and navy panels alike. `words` lays out a plain part (CheckList keeps
 * its ranges together).
 */
export function LinkedText({
  line,
  words = (text) => text,
}: {
  line: LinkedLine;
  words?: (text: string) => ReactNode;
}) {
  if (typeof line === "string") return words(line);
  return line.map((part, index) =>
    typeof part === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move.
      <Fragment key={index}>{words(part)}</Fragment>
    ) : (
      <Link
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move.
        key={index}
        to={part.to}
        className="font-semibold underline decoration-1 underline-offset-2 hover:decoration-2"
      >
        {words(part.text)}
      </Link>
    ),
  );
}
