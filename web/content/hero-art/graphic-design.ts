import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { darkWindow, title } from "./parts.ts";

/** A sample streamer's brand sheet: a mascot emote at Twitch's sizes, colours and sub badges. */
export const graphicDesignArt: HeroScene = {
  caption: "Illustration: a stream brand sheet of the kind we draw, for a sample channel",
  main: darkWindow(
    "your-channel · brand sheet",
    title("Channel kit: Mochi Plays", "Header, emotes, palette and sub badges"),
    {
      kind: "sheet",
      header: { title: "MOCHI PLAYS", line: "Live Friday, 9 pm", label: "Header · 2560×1440" },
      emoteSizes: ["112 px", "56 px", "28 px"],
      palette: [
        { name: "Peach", hex: "#FFD6A5" },
        { name: "Bubblegum", hex: "#FF7AA2" },
        { name: "Grape", hex: "#7C5CFF" },
        { name: "Night", hex: "#1B1F3B" },
      ],
      badges: [
        { months: "1 mo", hex: "#9CA3AF" },
        { months: "3 mo", hex: "#FF7AA2" },
        { months: "6 mo", hex: "#7C5CFF" },
        { months: "12 mo", hex: "#F59E0B" },
      ],
    },
  ),
};
