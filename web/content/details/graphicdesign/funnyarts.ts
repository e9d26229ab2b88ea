import { site } from "#site/facts.ts";
import { funnyArtsArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "funnyarts",
  navLabel: "Funny Arts & Anime",
  icon: "sparkles",
  meta: {
    title: "Funny Art and Anime Illustration Commissions",
    description:
      "Anime portraits, chibi characters, reaction art and comic strips for creators, communities and brands. Sketch first, 2–3 rounds of revisions, ready in 5–7 days.",
  },
  hero: {
    eyebrow: "Funny arts & anime",
    title: "Anime and comic art with personality",
    lead: "Chibi versions of you, anime portraits of your persona, reaction art for your chat and comic panels for your brand. Original illustration, drawn to your idea and delivered in 5–7 days.",
    cta: { label: "Start a Commission" },
    secondaryLabel: "See Art Styles",
    art: funnyArtsArt,
  },
  lead: [
    "Humour and anime art travel fast online, but only when the drawing is good and the joke lands. We draw original characters, portraits and scenes in anime, chibi and comic styles, tuned to the people who will see them: your viewers, your community or your customers.",
    "Every commission starts with a rough sketch, so you can check the pose, the expression and the composition before any colour goes down. After 2–3 rounds of revisions you receive the finished art at full resolution, with a transparent background whenever the piece needs one.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A rough sketch for your approval before line art and colour",
        "Clean line art, full colour and shading in the agreed style",
        "A full-resolution PNG, transparent where the piece needs it",
        "A web-sized JPG for quick posting",
        "The layered PSD file on request, for later edits",
      ],
    },
    {
      title: "Great for",
      items: [
        "Streamers who want a chibi or anime version of their persona",
        "Discord and fan communities celebrating members or milestones",
        "Brands that talk to their audience with humour",
        "Gifts: couples, friends, pets and teams drawn as anime characters",
        "Creators who need reaction images or thumbnail characters",
      ],
    },
  ],
  quote: {
    text: "A funny piece has one job: make the viewer look twice. We keep sketching until the expression does that.",
    attribution: "The test every sketch must pass",
  },
  offer: {
    title: "Styles and formats",
    intro: "Tell us the mood and where the art will live. We suggest the style that fits.",
    items: [
      {
        title: "Chibi characters",
        description:
          "Small, expressive characters with big heads and bigger emotions, made for stickers, emotes and merch.",
      },
      {
        title: "Anime portraits",
        description:
          "Bust or full-body portraits of you, your persona or your original character in a clean anime style.",
      },
      {
        title: "Memes and reaction art",
        description:
          "Original reaction images starring your character, ready for social posts and Discord.",
      },
      {
        title: "Comic strips",
        description:
          "Short comic panels that tell a joke or a brand story, laid out for reading on a phone.",
      },
      {
        title: "Group and community art",
        description: "Your team, your friends or your community drawn together in one scene.",
      },
    ],
  },
  why: {
    title: "Why commission your art from us",
    items: [
      {
        title: "Original work only",
        description:
          "Every piece is drawn from scratch for you. No traced art, no recycled templates and no AI-generated images passed off as illustration.",
      },
      {
        title: "Sketch-first process",
        description:
          "You approve pose and expression early, while changes are quick, so the colour pass runs smoothly.",
      },
      {
        title: "A style that fits your audience",
        description:
          "From soft chibi to sharp action lines, we match the style to your viewers and keep it consistent across a series.",
      },
      {
        title: "Clear usage terms",
        description:
          "Personal or commercial use is agreed up front, so you know exactly where the art can appear.",
      },
    ],
    image: "design-studio",
    imageAlt: "A design canvas with a pen tool, colour swatches and layered shapes",
  },
  faq: [
    {
      question: "What should I send for a commission?",
      answer:
        "Reference photos or character sheets, links to art styles you like, the pose or scene you have in mind and where the art will be used. For group pieces, send a reference for each person.",
    },
    {
      question: "How long does a commission take?",
      answer:
        "Most commissions are delivered in 5–7 days. Group scenes and detailed backgrounds can take longer; we confirm the date when we agree the brief.",
    },
    {
      question: "How many changes can I ask for?",
      answer:
        "You get 2–3 rounds of revisions. Big changes, such as pose and composition, are easiest at the sketch stage; colour and detail tweaks come after.",
    },
    {
      question: "Can I use the art commercially?",
      answer:
        "Yes, when we agree it at the brief. Personal use covers profiles, gifts and social posts. Commercial use, such as merch or advertising, is included in the quote once you tell us about it.",
    },
    {
      question: "Which files will I receive?",
      answer:
        "A full-resolution PNG, transparent where it suits the piece, and a JPG for quick sharing. The layered PSD file is available on request.",
    },
    {
      question: "Do you use AI to generate the art?",
      answer:
        "No. Our illustrators draw every piece by hand in digital tools, and we are happy to share the sketch and line-art stages with you.",
    },
    {
      question: "Can you draw fan art of existing anime characters?",
      answer:
        "For personal use, yes. For products you sell, we design an original character instead, because we cannot grant rights to characters someone else owns.",
    },
  ],
  closing: {
    title: "Commission art your audience will share",
    lead: `Tell us the character, the joke or the scene you have in mind. You get a sketch plan, a quote and a date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
