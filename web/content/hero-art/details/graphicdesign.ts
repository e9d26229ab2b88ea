import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { mochi, mochiHeader, mochiPalette, mochiWordmark } from "../mochi.ts";
import {
  badges,
  card,
  character,
  chat,
  darkWindow,
  done,
  lightWindow,
  notice,
  palette,
  phone,
  rows,
  stats,
  status,
  them,
  timeline,
  tins,
  title,
  track,
  twitchEmoteSizes,
} from "../parts.ts";

/**
 * The heroes of the graphic design detail pages (video animation's emotes and 3D modeling show
 * two of them too): each a sample client's work of the page's kind, most for the sample channel
 * of the graphic design hub, Mochi Plays, and its cat mascot. Each caption says it is a sample.
 */

/** A spice brand's label family: three boxes in one style, its colours, and what went to print. */
export const designingArt: HeroScene = {
  caption:
    "Illustration: a family of spice labels of the kind we design to one brand standard, for a sample brand",
  main: darkWindow(
    "Artboard · Your Spice Co. labels, v3",
    title("Label family", "Three blends, one brand standard"),
    tins(
      ["Biryani Masala", "100 g tin", "#b91c1c", "#fde68a"],
      ["Nihari Masala", "100 g tin", "#7c2d12", "#fed7aa"],
      ["Chaat Masala", "100 g tin", "#15803d", "#bbf7d0"],
    ),
    {
      kind: "sheet",
      palette: palette(
        ["Chilli", "#B91C1C"],
        ["Clove", "#7C2D12"],
        ["Mint", "#15803D"],
        ["Haldi", "#FDE68A"],
      ),
    },
  ),
  float: card(
    rows(
      status("Instagram posts", "1080×1080", "Approved", "good"),
      status("Shelf talker, A6", "Print ready", "At the printer", "accent"),
    ),
  ),
};

/** A chibi reaction pack for the sample channel, from sketch to colour. */
export const funnyArtsArt: HeroScene = {
  caption:
    "Illustration: a chibi reaction pack of the kind we draw, from sketch to colour, for a sample channel",
  main: darkWindow(
    "Commission · Mochi reaction pack",
    title("Reaction pack: Mochi", "Chibi style · 3 of 5 drawn"),
    character(mochi, ["Sketch", "sketch"], ["Lines", "lines"], ["Colour", "colour"]),
    rows(
      status("mochiHype", "Chat reaction", "Done", "good"),
      status("mochiShock", "Comic panel", "Colouring", "accent"),
    ),
  ),
  float: card(chat(them("The hype one is perfect, keep that face!"))),
};

/** A pet shop's mascot taken from sketch to colour, and where it goes next. */
export const cartoonArtArt: HeroScene = {
  caption:
    "Illustration: a brand mascot of the kind we draw, from sketch to colour, for a sample pet shop",
  main: darkWindow(
    "Mascot · Your Pet Shop, Clifton",
    title("Meet Biscuit", "Mascot for the sign, bags and stickers"),
    character(
      { face: "#F59E0B", accent: "#FB7185" },
      ["Sketch", "sketch"],
      ["Lines", "lines"],
      ["Colour", "colour"],
    ),
    rows(
      status("Shop sign", "Vector, any size", "Done", "good"),
      status("Sticker sheet", "Six poses", "Drawing", "accent"),
    ),
  ),
};

/** The sample channel's mascot as a 3D model, from block-out to textured. */
export const modelingArt: HeroScene = {
  caption:
    "Illustration: a 3D mascot of the kind we model, from block-out to textured, for a sample channel",
  main: darkWindow(
    "mochi-mascot.blend",
    title("Mochi, 3D mascot", "For renders and the stream scene"),
    character(mochi, ["Block-out", "clay"], ["Mesh", "mesh"], ["Textured", "colour"]),
    stats(["Triangles", "18.4k"], ["Textures", "2K"], ["Rig", "Ready"]),
  ),
  float: notice("box", "Exported for the engine", "FBX and GLB, with its textures"),
};

/** Three logo directions for a restaurant, its colours, and the sizes they were tested at. */
export const logosArt: HeroScene = {
  caption:
    "Illustration: logo concepts of the kind we design, on an artboard, for a sample restaurant",
  main: darkWindow(
    "Logo concepts · Your Nihari House",
    title("Round 2: three directions", "Tested from shop sign to 16 px"),
    {
      kind: "marks",
      items: [
        { name: "Monogram", letters: "NH", shape: "circle", colour: "#9A3412", ink: "#FFF7ED" },
        { name: "Emblem", letters: "NH", shape: "shield", colour: "#1E3A8A", ink: "#FDE68A" },
        { name: "Wordmark", letters: "Nihari", shape: "word", colour: "#7C2D12", ink: "#F59E0B" },
      ],
    },
    {
      kind: "sheet",
      palette: palette(
        ["Spice", "#9A3412"],
        ["Saffron", "#F59E0B"],
        ["Indigo", "#1E3A8A"],
        ["Cream", "#FFF7ED"],
      ),
    },
  ),
  float: card(
    rows(
      done("Reads at 16 px", "Favicon and app icon"),
      done("Reads from the road", "Shop sign, Burns Road"),
    ),
  ),
};

/** The sample channel's YouTube header, and the screens it was checked on. */
export const headerArt: HeroScene = {
  caption:
    "Illustration: a YouTube channel header of the kind we design, checked on every screen, for a sample channel",
  main: darkWindow(
    "channel-art.psd · 2560×1440",
    title("Channel header: Mochi Plays", "Name and schedule inside the safe area"),
    {
      kind: "sheet",
      header: mochiHeader("New videos every Tuesday", "Safe area · 1546×423"),
      palette: mochiPalette,
    },
    rows(
      status("TV", "Full art, 2560×1440", "Checked", "good"),
      status("Phone", "Safe area only", "Checked", "good"),
    ),
  ),
};

/** One banner for the sample channel, cropped for each platform. */
export const bannerArt: HeroScene = {
  caption:
    "Illustration: a banner set of the kind we design, cropped for each platform, for a sample channel",
  main: darkWindow(
    "banner-set · Mochi Plays",
    title("One banner, four platforms", "Each cropped for its frame"),
    {
      kind: "sheet",
      header: mochiHeader("Live Monday, Wednesday, Friday · 9 pm", "Twitch · 1200×480"),
    },
    rows(
      status("Kick", "1920×480", "Exported", "good"),
      status("Discord", "960×540", "Exported", "good"),
      status("X", "1500×500", "Exported", "good"),
    ),
  ),
};

/** The sample channel's logo reveal on its timeline. */
export const introArt: HeroScene = {
  caption:
    "Illustration: an animated logo intro of the kind we make, on its timeline, for a sample channel",
  main: darkWindow(
    "intro · logo reveal · edit",
    timeline(
      { title: mochiWordmark, caption: "Logo reveal · 6 seconds" },
      "00:00:03:08",
      track("V2", ["Title", 5, 8, "accent"]),
      track("V1", ["Sparks", 1, 4, "warn"], ["Logo reveal", 5, 8, "accent"]),
      track("A1", ["Whoosh", 1, 4, "good"], ["Music sting", 5, 8, "good"]),
    ),
  ),
};

/** The sample channel's sub badges, five tiers in its colours, under its header. */
export const subBadgesArt: HeroScene = {
  caption:
    "Illustration: a five-tier sub badge set of the kind we design, in a sample channel's colours",
  main: darkWindow(
    "sub-badges · Mochi Plays",
    title("Sub badges: five tiers", "Delivered at 18/36/72 px"),
    {
      kind: "sheet",
      header: mochiHeader("Subscribe for the badges", "Panel art"),
      palette: mochiPalette,
      badges: badges(
        ["1 mo", "#9CA3AF"],
        ["3 mo", "#FF7AA2"],
        ["6 mo", "#7C5CFF"],
        ["9 mo", "#10B981"],
        ["12 mo", "#F59E0B"],
      ),
    },
  ),
  float: card(chat(them("Six months! The grape badge is finally mine"))),
};

/** The sample channel's end screen on its timeline. */
export const outroArt: HeroScene = {
  caption:
    "Illustration: a YouTube end screen of the kind we animate, on its timeline, for a sample channel",
  main: darkWindow(
    "outro · end screen · edit",
    timeline(
      { title: "THANKS FOR WATCHING", caption: "Next video · Subscribe" },
      "00:00:14:02",
      track("V2", ["Subscribe", 2, 4, "accent"], ["Next video", 7, 6, "accent"]),
      track("V1", ["Mascot wave", 1, 12, "plain"]),
      track("A1", ["Outro music", 1, 12, "good"]),
    ),
  ),
};

/** A bakery's Eid flyer, for print and for a phone, and its print order. */
export const flyerArt: HeroScene = {
  caption:
    "Illustration: an Eid flyer of the kind we design, for print and for phones, for a sample bakery",
  main: lightWindow(
    "eid-flyer.pdf · A5 proof",
    {
      kind: "banner",
      brand: "Your Bakery, Bahadurabad",
      title: "Eid cakes and mithai boxes: order by the 27th",
      text: "Free delivery across Karachi on orders over PKR 5,000.",
      action: "Order on WhatsApp",
    },
    rows(
      { label: "Chocolate fudge cake, 2 lb", value: "PKR 3,200" },
      { label: "Mithai box, 1 kg", value: "PKR 2,400" },
    ),
  ),
  side: phone({
    kind: "banner",
    brand: "yourbakery",
    title: "Eid cakes: order by the 27th",
    text: "Delivered free in Karachi",
    action: "Order",
  }),
  float: card(
    rows(done("A5, 300 dpi, CMYK", "2,000 copies"), done("Instagram story", "1080×1920")),
  ),
};

/** The sample channel's emote at its three sizes, and the rest of the set. */
export const emotesArt: HeroScene = {
  caption:
    "Illustration: an emote of the kind we draw, at Twitch's three sizes, for a sample channel",
  main: darkWindow(
    "emotes · Mochi Plays",
    title("Emote: mochiWave", "Static, and animated in 12 frames at 24 fps"),
    { kind: "sheet", emoteSizes: twitchEmoteSizes, palette: mochiPalette },
    rows(
      status("mochiWave", "Animated", "Approved", "good"),
      status("mochiLove", "Static", "Approved", "good"),
      status("mochiRage", "Static", "Sketch", "warn"),
    ),
  ),
};

/** The sample channel's live scene: the camera frame, an alert, and the other scenes. */
export const overlayArt: HeroScene = {
  caption:
    "Illustration: a stream overlay of the kind we design, with its camera frame and alerts, for a sample channel",
  main: darkWindow(
    "OBS · Scene: Live",
    {
      kind: "screen",
      title: mochiWordmark,
      caption: "Friday game night · !discord",
      camera: true,
      alert: "New sub: Ahmed_K",
    },
    rows(
      status("Starting soon", "Countdown and music", "Ready", "good"),
      status("Live", "Camera, alerts, chat", "On air", "accent"),
      status("Be right back", "Mascot loop", "Ready", "good"),
    ),
  ),
};

/** A second sample channel's whole kit in one style: header, emotes, palette and badges. */
export const streamPackagesArt: HeroScene = {
  caption:
    "Illustration: a complete stream kit of the kind we deliver in one style, for a sample channel",
  main: darkWindow("stream-kit · Chai and Chill · Premium", {
    kind: "sheet",
    header: { title: "CHAI & CHILL", line: "Cosy streams, Sunday 8 pm", label: "Premium package" },
    emoteSizes: twitchEmoteSizes,
    palette: palette(
      ["Milk tea", "#F3D5B5"],
      ["Clay", "#E07A5F"],
      ["Teal", "#2A9D8F"],
      ["Deep", "#102A43"],
    ),
    badges: badges(
      ["1 mo", "#9CA3AF"],
      ["3 mo", "#E07A5F"],
      ["6 mo", "#2A9D8F"],
      ["12 mo", "#F59E0B"],
    ),
  }),
  float: card(rows(done("Overlays, scenes and alerts"), done("Panels, emotes and badges"))),
};
