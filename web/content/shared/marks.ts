import type { Mark } from "#web/components/showcase/mark-strip.tsx";

// A strip of marks written as a table: a row each, in the order shown.

/** Text marks: each a two-letter monogram and the name it stands for. */
/*#__NO_SIDE_EFFECTS__*/
export function monograms(...items: readonly [mark: string, name: string][]) {
  return items.map(([mark, name]) => ({ mark, name }) satisfies Mark);
}
