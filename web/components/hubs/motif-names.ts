/**
 * The abstract motifs a hub card's picture draws its icon on (hub-art.tsx). Apart from the
 * drawing, so the content schema (web/content/hubs/schema.ts) can name them without React.
 */
export const motifs = ["grid", "rings", "waves", "bars", "dots", "nodes"] as const;
export type Motif = (typeof motifs)[number];
