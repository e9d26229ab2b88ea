import { site } from "#site/facts.ts";
import { streamPackagesArt } from "../../hero-art/details/graphicdesign.ts";
import { packagePrice } from "../prices.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "streampackages",
  navLabel: "Stream Packages",
  icon: "zap",
  meta: {
    title: "Stream Packages: Complete Branding for Streamers",
    description:
      "Your whole stream brand in one order: overlays, scenes, alerts, panels, emotes and badges. Basic in 5–7 days, Premium in 10–14 days, quoted after a short brief.",
  },
  hero: {
    eyebrow: "Stream packages",
    title: "Your whole stream brand, designed and delivered together",
    lead: "Overlays, scenes, alerts, panels, emotes and badges from one team, in one style and in one order. Choose Basic to launch with a custom look, or Premium for a fully animated channel.",
    cta: { label: "Get a Package Quote" },
    secondaryLabel: "See What Is Included",
    art: streamPackagesArt,
  },
  lead: [
    "Buying assets one at a time from different artists leaves a channel that looks stitched together. A stream package solves that: every screen, alert, panel and emote is designed as one system, so your channel looks consistent on Twitch, YouTube, Kick and Discord.",
    "We start with your brand: your logo or a new one, your colours and the personality of your stream. We design a key screen first, and once you approve the direction, we roll it out across every asset in the package. Basic arrives in 5–7 days and Premium in 10–14 days, each with 2–3 rounds of revisions.",
  ],
  columns: [
    {
      title: "What's included",
      items: [
        "Overlay and scenes for OBS Studio or Streamlabs",
        "Stream info panels, up to 6",
        "Emotes and sub badges at Twitch's upload sizes",
        "Twitch profile and offline banners",
        "Animated alerts, transitions, intro and outro with Premium",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "New streamers launching with a complete look",
        "Channels moving from free templates to a custom brand",
        "VTubers debuting with a full set of scenes",
        "Creators expanding from Twitch to YouTube or Kick",
        "Teams and organisations running branded broadcasts",
      ],
    },
  ],
  quote: {
    text: "One brand, one team, one handover. Your channel should look designed, not collected.",
    attribution: "Why we design packages as one system",
  },
  stream: {
    title: "Sized and set up for each platform",
    intro: "Every asset in the package arrives at the size its platform expects.",
    items: [
      "Twitch emotes at 28/56/112 px, with Discord versions up to 320 px",
      "Sub badges at 18/36/72 px for months 1, 3, 6, 9 and 12",
      "Stream info panels for your channel page, up to 6",
      "Scene collections for OBS Studio and Streamlabs",
      "Banners for Twitch, Kick, YouTube and X",
      "A setup guide for connecting alerts and widgets",
    ],
  },
  packages: {
    title: "Stream packages",
    intro:
      "Basic covers everything you need to go live with a custom look. Premium adds motion everywhere. Both start at the price shown, with a fixed quote after a short brief.",
    items: [
      {
        name: "Basic",
        turnaround: "5–7 days",
        price: packagePrice("stream-package-basic"),
        description: "A complete static brand for your stream.",
        features: [
          "Overlay with webcam frame",
          "Starting Soon, Be Right Back and Ending screens",
          "Stream info panels, up to 6",
          "Emotes and sub badges",
          "Twitch profile and offline banners",
          "2–3 rounds of revisions",
        ],
      },
      {
        name: "Premium",
        turnaround: "10–14 days",
        price: packagePrice("stream-package-premium"),
        description: "A fully animated channel brand with alerts and transitions.",
        features: [
          "Everything in Basic",
          "Animated overlay and scenes",
          "Animated alerts and a stinger transition",
          "Animated emotes",
          "Stream intro and outro",
          "2–3 rounds of revisions",
        ],
      },
    ],
  },
  addons: {
    title: "Extend your package",
    items: [
      {
        title: "Logo design",
        description: "A new logo or a refresh, designed first so the package builds on it.",
      },
      {
        title: "VTuber model and rigging",
        description: "A Live2D or 3D avatar that matches the scenes built around it.",
      },
      {
        title: "YouTube header",
        description: "Channel art in the package's style for your YouTube page.",
      },
      {
        title: "Extra scenes",
        description: "Additional scenes for segments such as a game show, art stream or podcast.",
      },
    ],
  },
  why: {
    title: "Why order a package instead of single assets",
    items: [
      {
        title: "A consistent look",
        description:
          "Every asset shares colours, type and motion, designed by one team from one key screen.",
      },
      {
        title: "One brief, one timeline",
        description: "You explain your stream once, and every piece is scheduled together.",
      },
      {
        title: "Nothing missing at launch",
        description:
          "Scenes, panels, emotes and badges arrive together, ready for your first stream.",
      },
      {
        title: "Installed properly",
        description:
          "Scene collections import into OBS or Streamlabs, with a setup guide for the rest.",
      },
    ],
    image: "stream-kit",
    imageAlt: "A live stream layout with webcam frame, alerts, panels and emotes",
  },
  faq: [
    {
      question: "What is the difference between Basic and Premium?",
      answer:
        "Basic gives you a complete static brand: overlay, screens, panels, emotes, badges and banners. Premium animates it: moving scenes, animated alerts, a stinger transition, animated emotes and a matching intro and outro.",
    },
    {
      question: "How long does a package take?",
      answer:
        "Basic is delivered in 5–7 days and Premium in 10–14 days, counted from an agreed brief.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your logo, or a note that you need one, your channel name, colours you like, the games or content you stream, your platforms and links to channels whose look you admire.",
    },
    {
      question: "How much does a package cost?",
      answer:
        "Each package is quoted after a short brief, because the number of emotes, scenes and animations varies from channel to channel. You get a fixed price before work starts.",
    },
    {
      question: "I only need an overlay. Is there a smaller option?",
      answer:
        "Yes. Our overlay packages, from Starter to Elite, cover overlays and scenes on their own, starting at 3–5 days for Starter.",
    },
    {
      question: "Which files will I receive?",
      answer:
        "Scene collections for OBS Studio and Streamlabs, PNG, WebM or MOV files for every asset, emotes and badges at their upload sizes, and the layered source files.",
    },
    {
      question: "Can I add items later?",
      answer:
        "Yes. We keep your brand files, so extra emotes, panels or scenes ordered later match the package.",
    },
  ],
  closing: {
    title: "Launch your channel with one complete brand",
    lead: `Tell us about your stream and choose Basic or Premium. You get a fixed quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
