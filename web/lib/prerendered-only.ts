import type { UIMatch } from "react-router";

/**
 * The mark of a dynamic route whose every page is prerendered (prerendered-pages.tsx), apart from
 * the not-found view those routes show: the header asks every page whether it is one
 * (use-display-pathname.ts), and only the pages of those routes need the view's code.
 */
export const prerenderedPagesHandle = { prerenderedOnly: true } as const;

/** True when the page shown is the not-found view of a prerendered-only route (no data yet). */
export function isUnknownPrerenderedPage(match: UIMatch): boolean {
  const handle = match.handle as typeof prerenderedPagesHandle | undefined;
  return handle?.prerenderedOnly === true && match.loaderData === undefined;
}
