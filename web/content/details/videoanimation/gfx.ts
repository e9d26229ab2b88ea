import { site } from "#site/facts.ts";
import { gfxArt } from "../../hero-art/details/videoanimation.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "videoanimation",
  slug: "gfx",
  navLabel: "GFX",
  icon: "sparkles",
  meta: {
    title: "GFX: Thumbnails, Titles and Motion Graphics",
    description:
      "Thumbnails, animated titles, lower thirds, transitions and motion graphics for creators and brands. Thumbnails and single graphics in 48–72 hours.",
  },
  hero: {
    eyebrow: "GFX · graphic effects",
    title: "Graphics that earn the click, then keep people watching",
    lead: "Thumbnails, animated titles, lower thirds, transitions and motion graphics for creators and brands. Thumbnails and single graphics in 48–72 hours; motion packs scheduled at the brief.",
    cta: { label: "Get a Quote" },
    secondaryLabel: "See GFX Services",
    art: gfxArt,
  },
  lead: [
    "Graphic effects do two jobs. Before the video, a thumbnail earns the click. During it, titles, callouts and transitions keep viewers oriented and make the edit feel deliberate. We design both in one style, so every video looks as if it comes from the same channel or brand.",
    "Send the video or a description, your brand assets and the feeling you want. Thumbnails and single graphics arrive in 48–72 hours; motion packs with titles, lower thirds and transitions are scheduled when we agree the brief. Every delivery includes 2–3 rounds of revisions.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Thumbnails designed for small screens and busy feeds",
        "Animated titles, lower thirds and callouts",
        "Transitions and logo stings in your brand style",
        "Reusable templates for Premiere Pro, After Effects or DaVinci Resolve",
        "2–3 rounds of revisions",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "YouTubers and streamers who publish on a schedule",
        "Brands producing social video and ads",
        "Podcasts adding video versions of their episodes",
        "Agencies and editors who need a graphics partner",
        "Esports teams and event producers",
      ],
    },
  ],
  quote: {
    text: "Every graphic should make the video clearer. If it only decorates, it comes out.",
    attribution: "The rule behind every graphic we add",
  },
  video: {
    title: "Graphic effects we produce",
    intro: "Order a single piece or a full pack your editor can reuse in every video.",
    items: [
      "YouTube thumbnails and thumbnail templates",
      "Animated titles and kinetic typography",
      "Lower thirds, name tags and callouts",
      "Transitions, stingers and logo stings",
      "Caption styles and animated subtitles for Shorts, Reels and TikTok",
      "Animated social posts and ad graphics",
    ],
  },
  why: {
    title: "Why creators and brands choose our GFX team",
    items: [
      {
        title: "Built for the feed",
        description:
          "Thumbnails are checked at the small sizes people actually see on phones and home pages.",
      },
      {
        title: "A reusable system",
        description:
          "Titles and lower thirds come as templates, so your editor can use them in every video.",
      },
      {
        title: "Fast when it matters",
        description: "Thumbnails and single graphics arrive in 48–72 hours.",
      },
      {
        title: "One style across formats",
        description:
          "The same look carries from thumbnail to titles to stream overlays, all from one studio.",
      },
    ],
    image: "motion",
    imageAlt: "A video timeline with keyframes under a play screen",
  },
  faq: [
    {
      question: "What does GFX include?",
      answer:
        "GFX covers the graphic side of video: thumbnails, animated titles, lower thirds, callouts, transitions and logo stings. Cutting your footage is part of our Video Editing service, and effects on the footage itself are part of VFX.",
    },
    {
      question: "How fast can I get a thumbnail?",
      answer:
        "Thumbnails and single graphics are delivered in 48–72 hours after we receive your brief and any screenshots or photos.",
    },
    {
      question: "What do you need from me?",
      answer:
        "The video title or topic, screenshots or photos to feature, your logo and fonts, and examples of thumbnails or motion graphics you like.",
    },
    {
      question: "Which file formats do you deliver?",
      answer:
        "Thumbnails as JPG or PNG within YouTube's upload limit. Motion graphics as MOV with transparency or MP4, plus editable After Effects, Premiere Pro or DaVinci Resolve templates when agreed.",
    },
    {
      question: "How many revisions are included?",
      answer: "2–3 rounds of revisions on each graphic or template.",
    },
    {
      question: "Can you match my existing brand?",
      answer:
        "Yes. Send your brand guide or a few recent videos, and we build the graphics in the same colours, fonts and motion style.",
    },
  ],
  closing: {
    title: "Make your next video stand out in the feed",
    lead: `Send the topic, your brand assets and a thumbnail you like. You get a quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
