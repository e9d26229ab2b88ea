import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { darkWindow } from "./parts.ts";

/** A sample channel's stream intro on an editor's timeline. */
export const videoAnimationArt: HeroScene = {
  caption:
    "Illustration: a stream intro of the kind we edit, on its timeline, for a sample channel",
  main: darkWindow("stream-intro · edit", {
    kind: "timeline",
    preview: { title: "STARTING SOON", caption: "Mochi · Friday game night" },
    time: "00:00:05:12",
    tracks: [
      {
        name: "V2",
        clips: [
          { label: "Title", start: 2, span: 4, tone: "accent" },
          { label: "Lower third", start: 7, span: 5, tone: "accent" },
        ],
      },
      {
        name: "V1",
        clips: [
          { label: "Logo sting", start: 1, span: 3, tone: "warn" },
          { label: "Mascot loop", start: 4, span: 9, tone: "plain" },
        ],
      },
      { name: "A1", clips: [{ label: "Music bed", start: 1, span: 12, tone: "good" }] },
    ],
  }),
};
