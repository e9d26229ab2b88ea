import type { SheetBlock } from "#web/components/hero-art/scene.ts";
import { palette } from "./parts.ts";

/**
 * The sample channel of the graphic design hub, Mochi Plays, whose cat mascot and kit appear on
 * the hub and on most of its detail pages (and video animation's): drawn the same everywhere.
 */

/** The mascot's two colours: its face, and the accent of its ears and cheeks. */
export const mochi = { face: "#FFD6A5", accent: "#FF7AA2" };

/** The channel's colours: the mascot's two, then the header's two. */
export const mochiPalette = palette(
  ["Peach", mochi.face],
  ["Bubblegum", mochi.accent],
  ["Grape", "#7C5CFF"],
  ["Night", "#1B1F3B"],
);

/** The channel's name as its artwork sets it. */
export const mochiWordmark = "MOCHI PLAYS";

/** The channel's header on a sheet: its name, the line under it, and the label of its size or use. */
export function mochiHeader(line: string, label: string): NonNullable<SheetBlock["header"]> {
  return { title: mochiWordmark, line, label };
}
