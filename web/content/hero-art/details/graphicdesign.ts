import type { HeroScene, SheetBlock } from "#web/components/hero-art/scene.ts";
import { card, chat, darkWindow, lightWindow, phone, rows, stats, them, title } from "../parts.ts";

/**
 * The heroes of the graphic design detail pages (video animation's emotes and 3D modeling show
 * two of them too): each a sample client's work of the page's kind, most for the sample channel
 * of the graphic design hub, Mochi Plays, and its cat mascot. Each caption says it is a sample.
 */

/** The sample channel's colours: the mascot's two, then the header's two. */
const mochiPalette: NonNullable<SheetBlock["palette"]> = [
  { name: "Peach", hex: "#FFD6A5" },
  { name: "Bubblegum", hex: "#FF7AA2" },
  { name: "Grape", hex: "#7C5CFF" },
  { name: "Night", hex: "#1B1F3B" },
];
const mochi = { face: "#FFD6A5", accent: "#FF7AA2" };

/** A spice brand's label family: three boxes in one style, its colours, and what went to print. */
export const designingArt: HeroScene = {
  caption:
    "Illustration: a family of spice labels of the kind we design to one brand standard, for a sample brand",
  main: darkWindow(
    "Artboard · Your Spice Co. labels, v3",
    title("Label family", "Three blends, one brand standard"),
    {
      kind: "products",
      items: [
        {
          name: "Biryani Masala",
          price: "100 g tin",
          shape: "tin",
          colour: "#b91c1c",
          band: "#fde68a",
        },
        {
          name: "Nihari Masala",
          price: "100 g tin",
          shape: "tin",
          colour: "#7c2d12",
          band: "#fed7aa",
        },
        {
          name: "Chaat Masala",
          price: "100 g tin",
          shape: "tin",
          colour: "#15803d",
          band: "#bbf7d0",
        },
      ],
    },
    {
      kind: "sheet",
      palette: [
        { name: "Chilli", hex: "#B91C1C" },
        { name: "Clove", hex: "#7C2D12" },
        { name: "Mint", hex: "#15803D" },
        { name: "Haldi", hex: "#FDE68A" },
      ],
    },
  ),
  float: card(
    rows(
      { label: "Instagram posts", meta: "1080×1080", tag: "Approved", tone: "good" },
      { label: "Shelf talker, A6", meta: "Print ready", tag: "At the printer", tone: "accent" },
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
    {
      kind: "character",
      ...mochi,
      stages: [
        { label: "Sketch", style: "sketch" },
        { label: "Lines", style: "lines" },
        { label: "Colour", style: "colour" },
      ],
    },
    rows(
      { label: "mochiHype", meta: "Chat reaction", tag: "Done", tone: "good" },
      { label: "mochiShock", meta: "Comic panel", tag: "Colouring", tone: "accent" },
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
    {
      kind: "character",
      face: "#F59E0B",
      accent: "#FB7185",
      stages: [
        { label: "Sketch", style: "sketch" },
        { label: "Lines", style: "lines" },
        { label: "Colour", style: "colour" },
      ],
    },
    rows(
      { label: "Shop sign", meta: "Vector, any size", tag: "Done", tone: "good" },
      { label: "Sticker sheet", meta: "Six poses", tag: "Drawing", tone: "accent" },
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
    {
      kind: "character",
      ...mochi,
      stages: [
        { label: "Block-out", style: "clay" },
        { label: "Mesh", style: "mesh" },
        { label: "Textured", style: "colour" },
      ],
    },
    stats(["Triangles", "18.4k"], ["Textures", "2K"], ["Rig", "Ready"]),
  ),
  float: card(title("Exported for the engine", "FBX and GLB, with its textures", { icon: "box" })),
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
      palette: [
        { name: "Spice", hex: "#9A3412" },
        { name: "Saffron", hex: "#F59E0B" },
        { name: "Indigo", hex: "#1E3A8A" },
        { name: "Cream", hex: "#FFF7ED" },
      ],
    },
  ),
  float: card(
    rows(
      { label: "Reads at 16 px", meta: "Favicon and app icon", tone: "good" },
      { label: "Reads from the road", meta: "Shop sign, Burns Road", tone: "good" },
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
      header: {
        title: "MOCHI PLAYS",
        line: "New videos every Tuesday",
        label: "Safe area · 1546×423",
      },
      palette: mochiPalette,
    },
    rows(
      { label: "TV", meta: "Full art, 2560×1440", tag: "Checked", tone: "good" },
      { label: "Phone", meta: "Safe area only", tag: "Checked", tone: "good" },
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
      header: {
        title: "MOCHI PLAYS",
        line: "Live Monday, Wednesday, Friday · 9 pm",
        label: "Twitch · 1200×480",
      },
    },
    rows(
      { label: "Kick", meta: "1920×480", tag: "Exported", tone: "good" },
      { label: "Discord", meta: "960×540", tag: "Exported", tone: "good" },
      { label: "X", meta: "1500×500", tag: "Exported", tone: "good" },
    ),
  ),
};

/** The sample channel's logo reveal on its timeline. */
export const introArt: HeroScene = {
  caption:
    "Illustration: an animated logo intro of the kind we make, on its timeline, for a sample channel",
  main: darkWindow("intro · logo reveal · edit", {
    kind: "timeline",
    preview: { title: "MOCHI PLAYS", caption: "Logo reveal · 6 seconds" },
    time: "00:00:03:08",
    tracks: [
      { name: "V2", clips: [{ label: "Title", start: 5, span: 8, tone: "accent" }] },
      {
        name: "V1",
        clips: [
          { label: "Sparks", start: 1, span: 4, tone: "warn" },
          { label: "Logo reveal", start: 5, span: 8, tone: "accent" },
        ],
      },
      {
        name: "A1",
        clips: [
          { label: "Whoosh", start: 1, span: 4, tone: "good" },
          { label: "Music sting", start: 5, span: 8, tone: "good" },
        ],
      },
    ],
  }),
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
      header: { title: "MOCHI PLAYS", line: "Subscribe for the badges", label: "Panel art" },
      palette: mochiPalette,
      badges: [
        { months: "1 mo", hex: "#9CA3AF" },
        { months: "3 mo", hex: "#FF7AA2" },
        { months: "6 mo", hex: "#7C5CFF" },
        { months: "9 mo", hex: "#10B981" },
        { months: "12 mo", hex: "#F59E0B" },
      ],
    },
  ),
  float: card(chat(them("Six months! The grape badge is finally mine"))),
};

/** The sample channel's end screen on its timeline. */
export const outroArt: HeroScene = {
  caption:
    "Illustration: a YouTube end screen of the kind we animate, on its timeline, for a sample channel",
  main: darkWindow("outro · end screen · edit", {
    kind: "timeline",
    preview: { title: "THANKS FOR WATCHING", caption: "Next video · Subscribe" },
    time: "00:00:14:02",
    tracks: [
      {
        name: "V2",
        clips: [
          { label: "Subscribe", start: 2, span: 4, tone: "accent" },
          { label: "Next video", start: 7, span: 6, tone: "accent" },
        ],
      },
      { name: "V1", clips: [{ label: "Mascot wave", start: 1, span: 12, tone: "plain" }] },
      { name: "A1", clips: [{ label: "Outro music", start: 1, span: 12, tone: "good" }] },
    ],
  }),
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
    rows(
      { label: "A5, 300 dpi, CMYK", meta: "2,000 copies", tone: "good" },
      { label: "Instagram story", meta: "1080×1920", tone: "good" },
    ),
  ),
};

/** The sample channel's emote at its three sizes, and the rest of the set. */
export const emotesArt: HeroScene = {
  caption:
    "Illustration: an emote of the kind we draw, at Twitch's three sizes, for a sample channel",
  main: darkWindow(
    "emotes · Mochi Plays",
    title("Emote: mochiWave", "Static, and animated in 12 frames at 24 fps"),
    { kind: "sheet", emoteSizes: ["112 px", "56 px", "28 px"], palette: mochiPalette },
    rows(
      { label: "mochiWave", meta: "Animated", tag: "Approved", tone: "good" },
      { label: "mochiLove", meta: "Static", tag: "Approved", tone: "good" },
      { label: "mochiRage", meta: "Static", tag: "Sketch", tone: "warn" },
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
      title: "MOCHI PLAYS",
      caption: "Friday game night · !discord",
      camera: true,
      alert: "New sub: Ahmed_K",
    },
    rows(
      { label: "Starting soon", meta: "Countdown and music", tag: "Ready", tone: "good" },
      { label: "Live", meta: "Camera, alerts, chat", tag: "On air", tone: "accent" },
      { label: "Be right back", meta: "Mascot loop", tag: "Ready", tone: "good" },
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
    emoteSizes: ["112 px", "56 px", "28 px"],
    palette: [
      { name: "Milk tea", hex: "#F3D5B5" },
      { name: "Clay", hex: "#E07A5F" },
      { name: "Teal", hex: "#2A9D8F" },
      { name: "Deep", hex: "#102A43" },
    ],
    badges: [
      { months: "1 mo", hex: "#9CA3AF" },
      { months: "3 mo", hex: "#E07A5F" },
      { months: "6 mo", hex: "#2A9D8F" },
      { months: "12 mo", hex: "#F59E0B" },
    ],
  }),
  float: card(
    rows(
      { label: "Overlays, scenes and alerts", tone: "good" },
      { label: "Panels, emotes and badges", tone: "good" },
    ),
  ),
};
