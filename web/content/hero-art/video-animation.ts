import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { darkWindow, timeline, track } from "./parts.ts";

/** A sample channel's stream intro on an editor's timeline. */
export const videoAnimationArt: HeroScene = {
  caption:
    "Illustration: a stream intro of the kind we edit, on its timeline, for a sample channel",
  main: darkWindow(
    "stream-intro · edit",
    timeline(
      { title: "STARTING SOON", caption: "Mochi · Friday game night" },
      "00:00:05:12",
      track("V2", ["Title", 2, 4, "accent"], ["Lower third", 7, 5, "accent"]),
      track("V1", ["Logo sting", 1, 3, "warn"], ["Mascot loop", 4, 9, "plain"]),
      track("A1", ["Music bed", 1, 12, "good"]),
    ),
  ),
};
