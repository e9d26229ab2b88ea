import { site } from "#site/facts.ts";
import { subBadgesArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "subbadges",
  navLabel: "Sub Badges",
  icon: "award",
  meta: {
    title: "Twitch Sub Badge Design: Tiered Loyalty Badges",
    description:
      "Custom Twitch subscriber badges at 18/36/72 px, designed as a tiered set for months 1, 3, 6, 9 and 12. Crisp at chat size and ready in 3–5 days.",
  },
  hero: {
    eyebrow: "Subscriber badges",
    title: "Sub badges your community wants to earn",
    lead: "A tiered badge set for months 1, 3, 6, 9 and 12, drawn to stay crisp in chat and delivered at 18/36/72 px, ready to upload. Ready in 3–5 days.",
    cta: { label: "Order Badge Set" },
    secondaryLabel: "See the Badge Set",
    art: subBadgesArt,
  },
  lead: [
    "Sub badges sit next to every message your subscribers send, which makes them small but constantly visible. A good set shows loyalty at a glance: each tier looks like a step up from the last, and every one of them stays readable at the tiny size chat displays.",
    "We design the badges as one progression, built from your logo, your mascot or a symbol your community already knows. You approve the concept at full size and we refine it over 2–3 rounds of revisions. Then we hand-tune each badge at 18/36/72 px, so no detail turns to mush.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A tiered badge set for months 1, 3, 6, 9 and 12",
        "Every badge at 18/36/72 px as a transparent PNG",
        "Small sizes adjusted by hand, not just scaled down",
        "Bit badges and Discord role icons in the same style, on request",
        "2–3 rounds of revisions on the set",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Twitch Affiliates and Partners setting up subscriptions",
        "Streamers rebranding who want badges to match the new look",
        "Channels rewarding long-time subscribers with loyalty tiers",
        "YouTube channels whose members earn loyalty badges",
        "Discord communities that mirror sub tiers in their roles",
      ],
    },
  ],
  quote: {
    text: "Chat shows a badge at 18 pixels. We design it there first and scale up, never the other way round.",
    attribution: "Why we design badges small first",
  },
  stream: {
    title: "Badges across your platforms",
    intro: "One progression, exported for each place your supporters see it.",
    items: [
      "Twitch subscriber badges at 18/36/72 px",
      "Loyalty steps for months 1, 3, 6, 9 and 12",
      "Bit badges for cheer milestones in the same style",
      "Kick subscriber badges from the same artwork",
      "YouTube membership loyalty badges",
      "Discord role icons that mirror your sub tiers",
    ],
  },
  why: {
    title: "Why streamers order badges from us",
    items: [
      {
        title: "Readable at chat size",
        description: "We check every badge at 18 px on light and dark chat themes before delivery.",
      },
      {
        title: "A clear progression",
        description:
          "Colour, detail and frame grow from month 1 to month 12, so loyalty shows at a glance.",
      },
      {
        title: "Ready to upload",
        description:
          "Files are named by tier and size to match the slots in your Twitch creator dashboard.",
      },
      {
        title: "One family with your emotes",
        description:
          "The same artists draw your emotes, so badges and emotes look like they belong together.",
      },
    ],
    image: "stream-kit",
    imageAlt: "A live stream layout with webcam frame, alerts, panels and emotes",
  },
  faq: [
    {
      question: "What sizes do Twitch sub badges need?",
      answer:
        "Twitch asks for each badge at 18/36/72 px. We deliver all three sizes for every tier as transparent PNG files.",
    },
    {
      question: "Which tiers are in the set?",
      answer:
        "The set covers months 1, 3, 6, 9 and 12. If you want further loyalty milestones, tell us at the brief and we extend the progression in the same style.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your logo or mascot, any emotes or overlays to match, colour preferences and any symbol your community uses. Tell us whether you prefer one symbol that evolves or a different icon for each tier.",
    },
    {
      question: "How long does a badge set take?",
      answer: "Most badge sets are delivered in 3–5 days after we agree the concept.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions across the set. We review the concept at full size first, then the small sizes.",
    },
    {
      question: "Can I use the badges on Discord or YouTube too?",
      answer:
        "Yes. The badges are yours to use on any platform. We can export extra versions sized for Discord role icons or YouTube membership badges.",
    },
  ],
  closing: {
    title: "Reward your subscribers with a badge set",
    lead: `Send your logo or emotes and tell us about your community. You get a concept plan, a quote and a date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
