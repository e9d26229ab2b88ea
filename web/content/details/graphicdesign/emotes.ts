import { site } from "#site/facts.ts";
import { emotesArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "emotes",
  navLabel: "Emotes",
  icon: "heart",
  meta: {
    title: "Custom Twitch and Discord Emotes, Static and Animated",
    description:
      "Custom emotes for Twitch, Kick and Discord at 28/56/112 px. Animated emotes quoted at $25–$40 for simple motion and $45–$90 for complex animation.",
  },
  hero: {
    eyebrow: "Static and animated emotes",
    title: "Emotes your chat will actually use",
    lead: "Static and animated emotes for Twitch, Kick and Discord, drawn to read at chat size and delivered at 28/56/112 px. Animated emotes run 10–15 frames at 20–24 fps.",
    cta: { label: "Start a Commission" },
    secondaryLabel: "See Emote Options",
    art: emotesArt,
  },
  lead: [
    "Emotes are your channel's shared language. The best ones come from real moments in your chat: an inside joke, your catchphrase, your face when a raid lands. We turn those moments into bold, simple drawings that stay readable at the smallest size chat shows.",
    "Each emote starts as a sketch that you approve, then moves to clean line art and colour. Static emotes are delivered at Twitch's 28/56/112 px, with a larger Discord version up to 320 px. Animated emotes add 10–15 frames of motion at 20–24 fps, exported as GIFs ready to upload.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A sketch of each emote for your approval",
        "Static emotes at 28/56/112 px for Twitch",
        "Discord versions up to 320 px",
        "Animated GIFs of 10–15 frames at 20–24 fps",
        "2–3 rounds of revisions on each emote",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Twitch Affiliates and Partners filling their emote slots",
        "Kick streamers building a recognisable chat",
        "Discord server owners adding custom emoji and stickers",
        "VTubers who want emotes that match their model",
        "Brands and communities creating reaction stickers",
      ],
    },
  ],
  quote: {
    text: "An emote is a joke told at 28 pixels. If it needs explaining, we redraw it.",
    attribution: "The test every emote must pass",
  },
  stream: {
    title: "Sized for every chat",
    intro: "One drawing, exported for each platform your community uses.",
    items: [
      "Twitch: 28/56/112 px, static and animated",
      "Kick: matching emotes from the same artwork",
      "Discord: emoji and stickers up to 320 px",
      "YouTube: membership emoji for your channel members",
      "BTTV and FFZ versions of animated emotes on request",
    ],
  },
  video: {
    title: "Animated emotes",
    intro:
      "Motion makes an emote stand out in a fast chat. We animate on top of the approved static pose.",
    items: [
      "Simple animation, quoted at $25–$40: a bounce, shake, blink or wave",
      "Complex animation, quoted at $45–$90: full character motion, effects or a short gag",
      "10–15 frames per loop at 20–24 fps, smooth at chat size",
      "GIFs sized for Twitch and Discord, plus the layered source file",
    ],
  },
  addons: {
    title: "Pair your emotes with",
    items: [
      {
        title: "Sub badges",
        description: "A tiered badge set drawn by the same artist, so chat looks like one family.",
      },
      {
        title: "Emote alerts",
        description: "Follow and sub alerts that star your emotes, built for OBS and Streamlabs.",
      },
      {
        title: "Stickers and merch art",
        description: "High-resolution versions of your emotes for stickers, shirts and mugs.",
      },
    ],
  },
  why: {
    title: "Why streamers choose our emotes",
    items: [
      {
        title: "Readable at chat size",
        description: "We test every emote at 28 px on light and dark themes before it goes to you.",
      },
      {
        title: "Drawn from your channel",
        description:
          "Expressions and jokes come from your brief and your community, not a generic pack.",
      },
      {
        title: "Clear prices for animation",
        description:
          "Animated emotes are quoted at $25–$40 for simple motion and $45–$90 for complex animation.",
      },
      {
        title: "Upload-ready files",
        description: "Files are named and sized for Twitch, Kick and Discord, so setup is quick.",
      },
    ],
    image: "stream-kit",
    imageAlt: "A live stream layout with webcam frame, alerts, panels and emotes",
  },
  faq: [
    {
      question: "How much do emotes cost?",
      answer:
        "Animated emotes are quoted at $25–$40 for simple motion and $45–$90 for complex animation. Static emotes are priced by detail and quantity; send your ideas for a fixed quote.",
    },
    {
      question: "Which sizes will I receive?",
      answer:
        "Every emote comes at 28/56/112 px for Twitch, plus a version up to 320 px for Discord. Static emotes are transparent PNGs; animated emotes are GIFs.",
    },
    {
      question: "How do you animate emotes?",
      answer:
        "We animate 10–15 frames at 20–24 fps, which keeps motion smooth while staying light enough for chat. You approve the static pose first, then the motion.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your emote ideas with a line on each, reference photos or your VTuber or mascot art, and any catchphrases or inside jokes to capture. Links to emotes you like help us match the style.",
    },
    {
      question: "How long does it take?",
      answer:
        "Static emote sets are usually delivered in 3–5 days and animated sets in 5–7 days, counted from sketch approval.",
    },
    {
      question: "How many revisions are included?",
      answer: "2–3 rounds of revisions on each emote, at the sketch and at final colour.",
    },
    {
      question: "Can I use the emotes on merch?",
      answer:
        "Yes. Once paid, the emotes are yours to use on any platform and on merch. Ask for a high-resolution file and we prepare one for printing.",
    },
  ],
  closing: {
    title: "Give your chat something to say",
    lead: `Send your emote ideas and a reference of your character. You get a quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
