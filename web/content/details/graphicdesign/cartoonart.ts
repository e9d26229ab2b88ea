import { site } from "#site/facts.ts";
import { cartoonArtArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "cartoonart",
  navLabel: "Cartoon Art",
  icon: "wand",
  meta: {
    title: "Cartoon Art, Mascots and Character Illustration",
    description:
      "Cartoon mascots, portraits and illustrated scenes for brands, creators and gifts. Sketch-first process, 2–3 rounds of revisions, ready in 5–7 days.",
  },
  hero: {
    eyebrow: "Cartoon art",
    title: "Cartoon characters that carry your brand",
    lead: "Mascots, cartoon portraits and illustrated scenes for brands, creators and gifts, taken from sketch to final colour and delivered in 5–7 days.",
    cta: { label: "Start a Design Project" },
    secondaryLabel: "See Cartoon Work",
    art: cartoonArtArt,
  },
  lead: [
    "A cartoon character gives a brand a face that people remember and like. It can explain a product, greet visitors on your website, star in your social posts or cheer on your team. Cartoon art leans on bold shapes, exaggerated expressions and clean colour, which is why it works so well at small sizes and on merch.",
    "We begin with a character brief: personality, audience and where the character will appear. You approve rough sketches before we ink and colour, with 2–3 rounds of revisions along the way. For mascots, we add a character sheet with poses and expressions, so your team can use the character consistently for years.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Rough sketches for approval before inking",
        "Final artwork in full colour, as vector or high-resolution raster",
        "A character sheet with views, poses and expressions for mascots",
        "Transparent PNG, SVG and layered source files",
        "2–3 rounds of revisions",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Brands that want a mascot for marketing and packaging",
        "Startups explaining a product through friendly illustration",
        "Schools, clinics and family businesses wanting a warmer voice",
        "Creators who want a cartoon version of themselves",
        "Anyone giving a personal cartoon portrait as a gift",
      ],
    },
  ],
  quote: {
    text: "A good character is recognisable from its silhouette alone. We draw the shape before the details.",
    attribution: "How we start every character",
  },
  offer: {
    title: "Cartoon work we create",
    items: [
      {
        title: "Brand mascots",
        description:
          "A character with a personality, a name and a sheet of poses your team can reuse.",
      },
      {
        title: "Cartoon portraits",
        description: "You, your family, your team or your pet, drawn in a friendly cartoon style.",
      },
      {
        title: "Illustrated scenes",
        description: "Website heroes, packaging art and posters built around your characters.",
      },
      {
        title: "Explainer illustrations",
        description: "Step-by-step drawings that make a product or process easy to follow.",
      },
      {
        title: "Sticker and merch art",
        description: "Bold, simple versions of your character for stickers, shirts and mugs.",
      },
    ],
  },
  why: {
    title: "Why brands choose our illustrators",
    items: [
      {
        title: "Characters built for reuse",
        description:
          "Mascots come with a character sheet, so every future pose stays true to the original.",
      },
      {
        title: "Vector when you need it",
        description: "Mascots can be drawn in vector, so they scale from app icon to billboard.",
      },
      {
        title: "A style that fits your audience",
        description:
          "Playful for children's brands, clean for tech, bold for sport: we match the tone to your customers.",
      },
      {
        title: "Drawn by people",
        description:
          "Every character is original, hand-drawn work, and the rights pass to you on payment.",
      },
    ],
    image: "design-studio",
    imageAlt: "A design canvas with a pen tool, colour swatches and layered shapes",
  },
  faq: [
    {
      question: "What do you need to start?",
      answer:
        "For portraits, clear photos of each person or pet. For mascots, a short description of your brand and audience, where the character will appear and examples of cartoon styles you like.",
    },
    {
      question: "How long does it take?",
      answer:
        "Most cartoon commissions are delivered in 5–7 days. Mascots with a full character sheet are scheduled when we agree the brief.",
    },
    {
      question: "Which file formats do you deliver?",
      answer:
        "Transparent PNG and JPG for every piece. Mascots can also come as SVG, AI and PDF vector files. Layered source files are included.",
    },
    {
      question: "Can the mascot be animated later?",
      answer:
        "Yes. We draw mascots with cleanly separated parts, so our animation team can turn them into intros, stickers, emotes or explainer videos.",
    },
    {
      question: "Who owns the character?",
      answer:
        "You do. Once paid, you hold the rights to the final character and can use it commercially, including on merch and packaging.",
    },
    {
      question: "How many revisions are included?",
      answer: "2–3 rounds of revisions, usually at the sketch stage and again after colour.",
    },
  ],
  closing: {
    title: "Bring your character to life",
    lead: `Describe the character or send the photos for your portrait. You get a sketch plan, a quote and a date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
