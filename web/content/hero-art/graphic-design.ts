import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { mochiHeader, mochiPalette } from "./mochi.ts";
import { badges, darkWindow, title, twitchEmoteSizes } from "./parts.ts";

/** A sample streamer's brand sheet: a mascot emote at Twitch's sizes, colours and sub badges. */
export const graphicDesignArt: HeroScene = {
  caption: "Illustration: a stream brand sheet of the kind we draw, for a sample channel",
  main: darkWindow(
    "your-channel · brand sheet",
    title("Channel kit: Mochi Plays", "Header, emotes, palette and sub badges"),
    {
      kind: "sheet",
      header: mochiHeader("Live Friday, 9 pm", "Header · 2560×1440"),
      emoteSizes: twitchEmoteSizes,
      palette: mochiPalette,
      badges: badges(
        ["1 mo", "#9CA3AF"],
        ["3 mo", "#FF7AA2"],
        ["6 mo", "#7C5CFF"],
        ["12 mo", "#F59E0B"],
      ),
    },
  ),
};
