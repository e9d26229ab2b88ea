import { palette } from "./parts.ts";

/**
 * The sample channel of the graphic design hub, Mochi Plays, whose cat mascot and kit appear on
 * the hub and on most of its detail pages (and video animation's): drawn the same everywhere.
 */

/** The mascot's two colours: its face, and the accent of its ears and cheeks. */
export const mochi = { face: "#FFD6A5", accent: "#FF7AA2" };

/** The channel's colours: the mascot's two, then the header's two. */
export const mochiPalette = palette(
  ["Peach", "#FFD6A5"],
  ["Bubblegum", "#FF7AA2"],
  ["Grape", "#7C5CFF"],
  ["Night", "#1B1F3B"],
);
