import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { card, darkWindow, rows, title } from "../parts.ts";

/**
 * The heroes of the video animation detail pages (its emotes and 3D modeling pages show the
 * graphic design pages, art included): each a sample channel's frame, timeline or model. Each
 * caption says it is a sample.
 */

/** Two thumbnails for a food channel's video, and which one earned the clicks. */
export const gfxArt: HeroScene = {
  caption:
    "Illustration: a thumbnail test of the kind we design GFX for, with a sample channel's video",
  main: darkWindow(
    "thumbnails · biryani-challenge",
    { kind: "screen", title: "KARACHI'S HOTTEST BIRYANI?", caption: "18:42" },
    rows(
      { label: "A: plain title", meta: "Click rate, first 2 days", value: "4.1%" },
      {
        label: "B: mascot, bold title",
        meta: "Click rate, first 2 days",
        value: "7.8%",
        tag: "Kept",
        tone: "good",
      },
    ),
  ),
};

/** A green-screen shot composited on its timeline. */
export const vfxArt: HeroScene = {
  caption:
    "Illustration: a green-screen shot of the kind we composite, on its timeline, for a sample channel's video",
  main: darkWindow("shot-12 · composite", {
    kind: "timeline",
    preview: { title: "SHOT 12", caption: "Sky replaced · camera tracked" },
    time: "00:01:12:04",
    tracks: [
      { name: "V3", clips: [{ label: "Sky replace", start: 1, span: 12, tone: "accent" }] },
      {
        name: "V2",
        clips: [
          { label: "Green key", start: 1, span: 8, tone: "good" },
          { label: "Roto", start: 9, span: 4, tone: "warn" },
        ],
      },
      { name: "V1", clips: [{ label: "Plate, shot 12", start: 1, span: 12, tone: "plain" }] },
    ],
  }),
};

/** A food channel's episode on the timeline, and its cuts for each platform. */
export const videoEditingArt: HeroScene = {
  caption:
    "Illustration: a YouTube edit of the kind we cut, with captions and music, for a sample food channel",
  main: darkWindow("burns-road-at-midnight · edit", {
    kind: "timeline",
    preview: { title: "BURNS ROAD AT MIDNIGHT", caption: "Episode 14 · captions on" },
    time: "00:04:21:10",
    tracks: [
      { name: "V2", clips: [{ label: "Captions", start: 1, span: 12, tone: "accent" }] },
      {
        name: "V1",
        clips: [
          { label: "Intro", start: 1, span: 3, tone: "plain" },
          { label: "B-roll", start: 4, span: 3, tone: "warn" },
          { label: "Interview", start: 7, span: 6, tone: "plain" },
        ],
      },
      { name: "A1", clips: [{ label: "Voice and music", start: 1, span: 12, tone: "good" }] },
    ],
  }),
  float: card(
    rows(
      { label: "YouTube, 16:9", meta: "14:08 long", tag: "Delivered", tone: "good" },
      { label: "Short, 9:16", meta: "0:42 cut-down", tag: "Exporting", tone: "accent" },
    ),
  ),
};

/** The sample channel's mascot as a VTuber model: sketch, mesh and rig, with its parameters. */
export const vtubeArt: HeroScene = {
  caption:
    "Illustration: a VTuber model of the kind we rig, from sketch to a working rig, for a sample channel",
  main: darkWindow(
    "mochi.model3 · Live2D rig",
    title("Mochi, VTuber model", "96 art layers, 42 parameters"),
    {
      kind: "character",
      face: "#FFD6A5",
      accent: "#FF7AA2",
      stages: [
        { label: "Sketch", style: "sketch" },
        { label: "Mesh", style: "mesh" },
        { label: "Rigged", style: "colour" },
      ],
    },
    rows(
      { label: "Head turn", value: "72", bar: 72 },
      { label: "Eye blink", value: "100", bar: 100 },
      { label: "Mouth open", value: "40", bar: 40 },
    ),
  ),
  float: card(title("Face tracking tested", "VTube Studio, phone camera", { icon: "video" })),
};
