import { site } from "#site/facts.ts";
import { overlayArt } from "../../hero-art/details/graphicdesign.ts";
import { packagePrice } from "../prices.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "overlay",
  navLabel: "Overlay",
  icon: "monitor",
  meta: {
    title: "Custom Stream Overlays for Twitch, YouTube and Kick",
    description:
      "Custom overlays, scenes, alerts and up to 6 info panels for OBS and Streamlabs. Starter, Creator, Pro and Elite packages, from 3–5 days to 10–14 days.",
  },
  hero: {
    eyebrow: "Stream overlays",
    title: "A stream that looks like a show, not a screen share",
    lead: "Custom overlays, scenes and alerts for Twitch, YouTube and Kick, built for OBS and Streamlabs and matched to your brand. Packages run from 3–5 days for Starter to 10–14 days for Elite.",
    cta: { label: "Start Your Overlay" },
    secondaryLabel: "See What Is Included",
    art: overlayArt,
  },
  lead: [
    "Your overlay frames everything viewers see for hours at a time. It should carry your brand, guide attention to the gameplay or your camera and stay out of the way of the action. We design overlays around the games and content you stream, not around a generic template.",
    "We start by looking at your stream: the games you play, where your camera sits and the widgets you use. Then we design the scenes, build them for OBS or Streamlabs and hand them over with a setup guide. Starter, Creator and Pro include 2–3 rounds of revisions; Elite includes unlimited revisions.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "An in-game overlay with webcam frame and alert area",
        "Starting Soon, Be Right Back and Ending scenes",
        "Stream info panels for your channel page, up to 6",
        "Scene files for OBS Studio and Streamlabs, with a setup guide",
        "Layered source files for future edits",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "New streamers who want to look established from the first stream",
        "Growing channels ready to replace free templates",
        "VTubers who need scenes built around their model",
        "Esports teams and tournament broadcasts",
        "Brands and businesses running live shows or launches",
      ],
    },
  ],
  quote: {
    text: "The game is the star. A good overlay frames it, then gets out of the way.",
    attribution: "How we design every overlay",
  },
  stream: {
    title: "Built for your streaming setup",
    intro: "Working scenes, not just images to assemble yourself.",
    items: [
      "Scene collections for OBS Studio and Streamlabs",
      "Alerts that run through Streamlabs or StreamElements",
      "Layouts for Twitch, YouTube and Kick",
      "Stream info panels for your channel page, up to 6",
      "Chat box and widget styling to match the overlay",
      "Webcam frames sized to your camera position",
    ],
  },
  packages: {
    title: "Overlay packages",
    intro:
      "Pick the scope that fits your channel today. Each package starts at the price shown; your fixed quote follows a short brief, so you pay for what you need.",
    items: [
      {
        name: "Starter",
        turnaround: "3–5 days",
        price: packagePrice("overlay-starter"),
        description: "The essentials for a clean, branded stream.",
        features: [
          "In-game overlay with webcam frame",
          "Starting Soon, Be Right Back and Ending screens",
          "Stream info panels",
          "2–3 rounds of revisions",
        ],
      },
      {
        name: "Creator",
        turnaround: "5–7 days",
        price: packagePrice("overlay-creator"),
        description: "Everything a growing channel needs, with alerts.",
        features: [
          "Everything in Starter",
          "Animated alerts for follows, subs and donations",
          "Just Chatting scene and chat box design",
          "Stream info panels, up to 6",
          "2–3 rounds of revisions",
        ],
      },
      {
        name: "Pro",
        turnaround: "7–10 days",
        price: packagePrice("overlay-pro"),
        description: "A fully animated stream with transitions.",
        features: [
          "Everything in Creator",
          "Animated scenes and backgrounds",
          "A stinger transition",
          "Matching emotes and sub badges",
          "2–3 rounds of revisions",
        ],
      },
      {
        name: "Elite",
        turnaround: "10–14 days",
        price: packagePrice("overlay-elite"),
        description: "A complete broadcast identity, from logo to last scene.",
        features: [
          "Everything in Pro",
          "Logo design or refresh",
          "Animated intro and outro",
          "Animated emotes",
          "Unlimited revisions",
        ],
      },
    ],
  },
  addons: {
    title: "Add to any package",
    items: [
      {
        title: "Stinger transition",
        description: "A branded transition that plays between scenes, with a clean cut point.",
      },
      {
        title: "Animated alerts",
        description: "Follow, sub, donation and raid alerts with motion and sound in your style.",
      },
      {
        title: "Emotes and sub badges",
        description: "Chat art drawn in the overlay's style, at Twitch's upload sizes.",
      },
      {
        title: "Banner set",
        description: "Twitch, Kick, Discord and X banners that match your new scenes.",
      },
      {
        title: "Guided setup session",
        description: "A screen-share session where we install and test your scenes with you.",
      },
    ],
  },
  why: {
    title: "Why streamers trust us with their overlays",
    items: [
      {
        title: "Designed around your content",
        description:
          "We keep health bars, minimaps and kill feeds clear for the games you actually play.",
      },
      {
        title: "Built, not just drawn",
        description:
          "You receive working scenes for OBS or Streamlabs, with a guide for anything left to connect.",
      },
      {
        title: "One style across your channel",
        description: "Overlays, emotes, badges and panels come from one team and one style.",
      },
      {
        title: "Packages with clear timelines",
        description: "From 3–5 days for Starter to 10–14 days for Elite, confirmed when you order.",
      },
    ],
    image: "stream-kit",
    imageAlt: "A live stream layout with webcam frame, alerts, panels and emotes",
  },
  faq: [
    {
      question: "Which streaming software do you support?",
      answer:
        "OBS Studio and Streamlabs, with alerts running through Streamlabs or StreamElements. The files also work in other software that accepts image and video sources.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your logo and colours, the games or content you stream, your camera position, the widgets you use and links to overlays you like. Tell us which platforms you stream on.",
    },
    {
      question: "How long does an overlay take?",
      answer:
        "It depends on the package: Starter takes 3–5 days, Creator 5–7 days, Pro 7–10 days and Elite 10–14 days, counted from an agreed brief.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "Starter, Creator and Pro include 2–3 rounds of revisions. Elite includes unlimited revisions within the agreed scope.",
    },
    {
      question: "What goes on the info panels?",
      answer:
        "You get up to 6 stream info panels for your channel page, such as About, Schedule, Rules, Socials, Support and Setup. Tell us the ones you need and we design them to match.",
    },
    {
      question: "Will you help me install it?",
      answer:
        "Yes. Every delivery includes a setup guide, and scene collections import straight into OBS or Streamlabs. If you get stuck, we walk you through it.",
    },
    {
      question: "How much does a package cost?",
      answer:
        "Each package is quoted after a short brief, because your games, scenes and animation change the work. The price is fixed before we start.",
    },
  ],
  closing: {
    title: "Give your stream a look worth watching",
    lead: `Tell us what you stream and pick a package, or ask us to suggest one. You get a fixed quote and a date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
