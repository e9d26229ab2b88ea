import { site } from "#site/facts.ts";
import { bannerArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "banner",
  navLabel: "Banner",
  icon: "image",
  meta: {
    title: "Banner Design for Twitch, Kick, Discord and X",
    description:
      "Matching banner sets for Twitch, Kick, Discord, X and your website: one design adapted to each platform's crop, delivered in 3–5 days with 2–3 rounds of revisions.",
  },
  hero: {
    eyebrow: "Banner design",
    title: "One banner design, adapted to every platform you use",
    lead: "A matching set of profile and offline banners for Twitch, Kick, Discord and X, plus web and event banners, each cropped for its platform. Ready in 3–5 days.",
    cta: { label: "Start a Banner Set" },
    secondaryLabel: "See the Banner Set",
    art: bannerArt,
  },
  lead: [
    "Every platform crops banners differently, and a design that looks right on Twitch can lose your name behind the avatar on Discord. We design one core artwork and adapt it to each platform, so your brand stays recognisable wherever people find you.",
    "Tell us the platforms you use and what the banner should say: your name, your schedule, a tagline or a current campaign. We send a first layout, refine it through 2–3 rounds of revisions, then export every size the set needs in one organised folder.",
  ],
  columns: [
    {
      title: "What's in a banner set",
      items: [
        "Twitch profile banner and offline screen",
        "Kick channel banner",
        "Discord server banner",
        "X and Facebook headers",
        "Website, event and printed banners on request",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Streamers setting up or refreshing a channel",
        "Communities that run a Discord server",
        "Businesses promoting a launch, a sale or an event",
        "Esports teams and tournament organisers",
        "Creators announcing a new schedule or partnership",
      ],
    },
  ],
  quote: {
    text: "Your name and your promise go where every crop can see them. The artwork fills the rest.",
    attribution: "The rule behind every banner set",
  },
  stream: {
    title: "Banners for every channel you run",
    intro: "One artwork, adapted to each platform's layout and avatar position.",
    items: [
      "Twitch: profile banner and offline screen",
      "Kick: a channel banner that matches your Twitch look",
      "Discord: a server banner for your community's home",
      "X and Facebook: headers for announcements and going-live posts",
      "YouTube: channel art, see our Header service",
      "Panels and schedule graphics in the same style, on request",
    ],
  },
  why: {
    title: "Why order your banners as a set",
    items: [
      {
        title: "Recognisable everywhere",
        description:
          "Colours, type and artwork repeat across platforms, so followers know it is you at a glance.",
      },
      {
        title: "Cropped for each platform",
        description:
          "We test each banner in the real profile layout, including the avatar that covers part of it.",
      },
      {
        title: "Faster updates later",
        description:
          "One shared source file means a new schedule or sponsor logo updates the whole set at once.",
      },
      {
        title: "Delivered together",
        description: "Every size arrives in one organised folder within 3–5 days.",
      },
    ],
    image: "brand-identity",
    imageAlt: "A logo mark on a card with a colour palette and type specimen",
  },
  faq: [
    {
      question: "Which platforms do you design banners for?",
      answer:
        "Twitch, Kick, YouTube, Discord, X, Facebook and LinkedIn, plus website banners, display ads and printed roll-up banners. Tell us your platforms and we build the set around them.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your logo, your channel or brand name, the platforms in the set, any text such as your schedule or tagline, and art or photos you want to feature.",
    },
    {
      question: "How long does a banner set take?",
      answer: "Most sets are delivered in 3–5 days after we agree the brief.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions on the core design. Once you approve it, we adapt it to each platform and check every crop.",
    },
    {
      question: "Which files will I receive?",
      answer:
        "A PNG or JPG for each platform at its upload size, a print-ready PDF for physical banners and the layered source file, so you can update text later.",
    },
    {
      question: "Can I order a single banner?",
      answer:
        "Yes. A set keeps your look consistent, but we also design single banners for a campaign, an event or one platform.",
    },
  ],
  closing: {
    title: "Line up your channels with one banner set",
    lead: `List the platforms you use and what your banners should say. You get a quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
