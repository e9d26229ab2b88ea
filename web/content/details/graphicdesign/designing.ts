import { site } from "#site/facts.ts";
import { designingArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "designing",
  navLabel: "Designing",
  icon: "layers",
  meta: {
    title: "Graphic Design Services for Brands and Creators",
    description:
      "Social posts, brochures, ads, decks and packaging designed to your brand, delivered print- and web-ready in 3–5 days with 2–3 rounds of revisions.",
  },
  hero: {
    eyebrow: "Graphic design",
    title: "Everyday design work, done to a brand standard",
    lead: "Social posts, ads, brochures, decks and packaging from one design team that learns your brand once and keeps it consistent. Most single pieces are ready in 3–5 days.",
    cta: { label: "Start a Design Project" },
    secondaryLabel: "See What We Design",
    art: designingArt,
  },
  lead: [
    "Most businesses do not need a new brand. They need the steady flow of posts, flyers, slides and ads that keep the brand they already have looking sharp. That is the work this service covers, from a single social graphic to a full campaign set.",
    "You send a short brief: the message, the audience, where the piece will appear and any files you already have. A designer turns it into a first draft, you comment, and we refine it through 2–3 rounds of revisions. Final files arrive sized for every place you plan to use them, with the editable source included.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Designs built on your logo, colours and typefaces",
        "Print-ready PDFs with bleed, plus PNG or JPG exports for screens",
        "Editable source files in Illustrator, Photoshop or Figma",
        "Size variants for each platform you publish on",
        "2–3 rounds of revisions on every piece",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Marketing teams that need design capacity without a new hire",
        "Founders launching a product, an event or a campaign",
        "Agencies looking for a reliable white-label design partner",
        "Creators who need visuals beyond their stream assets",
        "Businesses whose look has drifted from channel to channel",
      ],
    },
  ],
  quote: {
    text: "A brand is built by repetition. Every piece we design should look as if it came from the same hand.",
    attribution: "Why we keep one designer on your brand",
  },
  offer: {
    title: "What we design",
    intro: "If your customers see it, we can design it.",
    items: [
      {
        title: "Social media graphics",
        description:
          "Post and story templates, carousels and ad creatives sized for Instagram, Facebook, LinkedIn and X.",
      },
      {
        title: "Marketing print",
        description:
          "Brochures, leaflets, posters, menus and business cards, delivered as print-ready files.",
      },
      {
        title: "Presentations",
        description:
          "Pitch decks and sales slides in PowerPoint, Keynote or Google Slides, built on a reusable master.",
      },
      {
        title: "Brand collateral",
        description:
          "Letterheads, e-mail signatures, certificates and the branded templates your team uses daily.",
      },
      {
        title: "Packaging and labels",
        description:
          "Labels, boxes and sleeves, with dielines checked against your printer's specifications.",
      },
      {
        title: "Digital ads",
        description: "Display banners and ad sets in the sizes your ad platform asks for.",
      },
    ],
  },
  why: {
    title: "Why clients choose our design team",
    items: [
      {
        title: "A designer who knows your brand",
        description:
          "The same designer handles your requests, so you never re-explain your guidelines.",
      },
      {
        title: "Clear briefs, fewer surprises",
        description:
          "We confirm format, size and copy before we start, which keeps revisions focused on the design itself.",
      },
      {
        title: "Files that work everywhere",
        description:
          "Every delivery holds print and screen versions, named and organised so your team finds them fast.",
      },
      {
        title: "Predictable turnaround",
        description:
          "Most single pieces are delivered in 3–5 days, and we give you the date when we agree the brief.",
      },
    ],
    image: "design-studio",
    imageAlt: "A design canvas with a pen tool, colour swatches and layered shapes",
  },
  faq: [
    {
      question: "What do you need from me to start?",
      answer:
        "Your logo, brand colours and fonts if you have them, the text for the piece and where it will be used. Reference images help. If anything is missing, we ask for it while we agree the brief.",
    },
    {
      question: "How long does a design take?",
      answer:
        "Most single pieces take 3–5 days from an agreed brief. Larger sets, such as a full social media template kit, are scheduled at the brief, so you know the delivery date before work starts.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "Each piece includes 2–3 rounds of revisions. A round is one set of combined comments; sending them together keeps the work moving.",
    },
    {
      question: "Which file formats will I receive?",
      answer:
        "Print pieces come as PDF with bleed and crop marks, screen pieces as PNG or JPG. You also receive the editable source file in Illustrator, Photoshop or Figma, whichever suits your team.",
    },
    {
      question: "Who owns the finished designs?",
      answer:
        "You do. Once the project is paid, the final designs and their source files are yours to use, edit and print. Licensed fonts and stock images stay under their own licences, and we list the ones we used.",
    },
    {
      question: "Can you work from our brand guidelines?",
      answer:
        "Yes. Send the guidelines and a few pieces you like, and we design within them. If you have no guidelines yet, we set up a simple style sheet as part of the first project.",
    },
    {
      question: "How much does it cost?",
      answer:
        "It depends on the piece and the volume. Send us the brief and we reply with a fixed quote before any work starts.",
    },
  ],
  closing: {
    title: "Start your next design today",
    lead: `Send the brief for the piece you need next. You get a quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
