import { webDesignArt } from "../../hero-art/details/webdevelopment.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "webdesigner",
  navLabel: "Web Design",
  icon: "pen",
  meta: {
    title: "Web Design: Clear, On-Brand Websites That Convert",
    description:
      "Website design that makes your offer clear and your brand credible: page layouts, visual identity, responsive designs and a developer-ready handover.",
  },
  hero: {
    eyebrow: "Web design",
    title: "Web design that makes your offer obvious in seconds",
    lead: "We design websites that look like the company you are becoming: clear page structure, a confident visual style and layouts built for phones first. Revisions typically run to 2–3 rounds per page.",
    cta: { label: "Start a Design Project" },
    secondaryLabel: "See the Process",
    art: webDesignArt,
  },
  lead: [
    "Visitors decide within moments whether a site is worth their time. Good web design wins that moment with a clear headline, a visual style that signals quality and a next step that is easy to find. Decoration comes last.",
    "We design every page in context: how a visitor arrives, what they need to believe and what they should do next. You review real page designs, not mood boards, and every design is handed to developers with the details they need to build it faithfully.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A page structure and content hierarchy for every key page",
        "A visual direction: colour, type, imagery and iconography",
        "High-fidelity designs for mobile, tablet and desktop",
        "A clickable prototype to review the flow before build",
        "A component library developers can build from",
        "Exported assets, fonts and specifications at handover",
      ],
    },
    {
      title: "How the work runs",
      items: [
        "A brief and short questionnaire on goals, audience and competitors",
        "Visual directions tried out on your real home page content",
        "The chosen direction applied across all page templates",
        "Revisions in 2–3 rounds, with comments gathered in one place",
        "Handover to our developers or yours, with design support during the build",
      ],
    },
  ],
  quote: {
    text: "If a visitor has to work out what you do, the design has failed, however good it looks. Clarity is the first thing we design for.",
    attribution: "The first test every layout must pass",
  },
  offer: {
    title: "Web design services",
    items: [
      {
        title: "New website design",
        description:
          "A complete design for a new site, from page structure to the final pixel, ready for development.",
      },
      {
        title: "Website redesign",
        description:
          "A modern look and a clearer structure for an existing site, keeping what already works for your visitors.",
      },
      {
        title: "Landing page design",
        description:
          "Focused campaign pages designed around one message and one action, ready for testing.",
      },
      {
        title: "Design systems for websites",
        description:
          "Reusable sections and components so new pages stay consistent long after launch.",
      },
    ],
  },
  why: {
    title: "Why clients choose our web designers",
    items: [
      {
        title: "Designs that get built as drawn",
        description:
          "Our designers work next to our developers, so every layout is realistic to build and nothing is lost in handover.",
      },
      {
        title: "Mobile first, always",
        description:
          "Each page is designed for a phone screen first, where most of your visitors will see it.",
      },
      {
        title: "A clear revision process",
        description:
          "Revisions typically run to 2–3 rounds per page, with feedback consolidated so changes stay focused.",
      },
      {
        title: "Accessible by default",
        description:
          "Readable contrast, sensible type sizes and clear focus states are part of the design, not an afterthought.",
      },
    ],
    image: "design-studio",
    imageAlt: "A design canvas with a pen tool, colour swatches and layered shapes",
  },
  faq: [
    {
      question: "What is the difference between web design and web development?",
      answer:
        "Design decides what the site looks like and how its pages are organised. Development turns those designs into working code. We do both, and you can hire us for either.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "Revisions typically run to 2–3 rounds per page. We gather feedback in one place each round so every revision moves the design forward.",
    },
    {
      question: "Do I need a logo and brand before we start?",
      answer:
        "It helps but is not required. If you have no brand yet, our graphic design team can create a logo and palette first, and the web design builds on it.",
    },
    {
      question: "Which design tool do you use, and do I get the files?",
      answer:
        "We design in Figma. You get access to the file during the project and full ownership of the designs, assets and components at handover.",
    },
    {
      question: "Can you design for a website another company will build?",
      answer:
        "Yes. We hand over annotated designs, a component library and exported assets, and stay available to answer the developers' questions during the build.",
    },
  ],
} satisfies DetailPage;
