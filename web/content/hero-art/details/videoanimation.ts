import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { mochi } from "../mochi.ts";
import {
  card,
  character,
  darkWindow,
  entry,
  meter,
  notice,
  rows,
  status,
  timeline,
  title,
  track,
} from "../parts.ts";

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
      entry("B: mascot, bold title", "Click rate, first 2 days", "7.8%", "Kept", "good"),
    ),
  ),
};

/** A green-screen shot composited on its timeline. */
export const vfxArt: HeroScene = {
  caption:
    "Illustration: a green-screen shot of the kind we composite, on its timeline, for a sample channel's video",
  main: darkWindow(
    "shot-12 · composite",
    timeline(
      { title: "SHOT 12", caption: "Sky replaced · camera tracked" },
      "00:01:12:04",
      track("V3", ["Sky replace", 1, 12, "accent"]),
      track("V2", ["Green key", 1, 8, "good"], ["Roto", 9, 4, "warn"]),
      track("V1", ["Plate, shot 12", 1, 12, "plain"]),
    ),
  ),
};

/** A food channel's episode on the timeline, and its cuts for each platform. */
export const videoEditingArt: HeroScene = {
  caption:
    "Illustration: a YouTube edit of the kind we cut, with captions and music, for a sample food channel",
  main: darkWindow(
    "burns-road-at-midnight · edit",
    timeline(
      { title: "BURNS ROAD AT MIDNIGHT", caption: "Episode 14 · captions on" },
      "00:04:21:10",
      track("V2", ["Captions", 1, 12, "accent"]),
      track("V1", ["Intro", 1, 3, "plain"], ["B-roll", 4, 3, "warn"], ["Interview", 7, 6, "plain"]),
      track("A1", ["Voice and music", 1, 12, "good"]),
    ),
  ),
  float: card(
    rows(
      status("YouTube, 16:9", "14:08 long", "Delivered", "good"),
      status("Short, 9:16", "0:42 cut-down", "Exporting", "accent"),
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
    character(mochi, ["Sketch", "sketch"], ["Mesh", "mesh"], ["Rigged", "colour"]),
    rows(
      meter("Head turn", "72", 72),
      meter("Eye blink", "100", 100),
      meter("Mouth open", "40", 40),
    ),
  ),
  float: notice("video", "Face tracking tested", "VTube Studio, phone camera"),
};
