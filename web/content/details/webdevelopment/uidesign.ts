import { uiDesignArt } from "../../hero-art/details/webdevelopment.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "uidesign",
  navLabel: "UI Design",
  icon: "layout",
  meta: {
    title: "UI Design: Interfaces and Design Systems for Web and Mobile Apps",
    description:
      "User interface design for web and mobile products: screens, components, states and a design system developers can build from. Start with a UI audit.",
  },
  hero: {
    eyebrow: "User interface design",
    title: "Interfaces that feel obvious to use and are easy to build",
    lead: "We design the screens, components and states of your web or mobile product, then package them as a design system your developers can ship from. Start with a UI audit of the product you have today.",
    cta: { label: "Get a UI Audit" },
    secondaryLabel: "See What Is Included",
    art: uiDesignArt,
  },
  lead: [
    "Users do not read interfaces; they scan them. Good UI design puts the important action where the eye lands, gives every button a label that says what it does and shows clearly what happened after a click. It is detailed work, and the details are what users remember.",
    "A UI audit is the quickest place to start. We review your product screen by screen against usability and accessibility heuristics, rank what we find by impact and show redesigned examples of the most important fixes.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A UI audit with issues ranked by user impact and build effort",
        "Screen designs for every key flow, on mobile and desktop",
        "Every state designed: empty, loading, error, success and disabled",
        "A component library with variants, spacing and type tokens",
        "Interactive prototypes for testing and stakeholder reviews",
        "Developer handover with specifications and exported assets",
      ],
    },
    {
      title: "Products we design for",
      items: [
        "SaaS dashboards and admin panels",
        "Customer portals and booking systems",
        "Mobile apps for Android and iOS",
        "Internal tools that replace spreadsheets",
      ],
    },
  ],
  quote: {
    text: "A consistent interface is a faster interface. When every table, form and button behaves the same way, users stop thinking about the tool and get on with the task.",
    attribution: "Why we design systems, not single screens",
  },
  offer: {
    title: "UI design services",
    items: [
      {
        title: "UI audit",
        description:
          "A heuristic and accessibility review of your existing product with prioritised, illustrated fixes.",
      },
      {
        title: "Product UI design",
        description:
          "New screens and flows designed to your brand and your users' daily tasks, from first sketch to final detail.",
      },
      {
        title: "Design systems",
        description:
          "Tokens, components and usage guidelines that keep a growing product consistent across teams.",
      },
      {
        title: "UI refresh",
        description:
          "A modern visual layer for a dated product, applied in stages so releases never stop.",
      },
    ],
  },
  why: {
    title: "Why product teams work with our UI designers",
    items: [
      {
        title: "Designers who understand code",
        description:
          "Components are designed the way developers build them, with real constraints, so the shipped product matches the design.",
      },
      {
        title: "Accessible to WCAG AA",
        description:
          "Contrast, focus order, target sizes and labels are checked during design, not patched after release.",
      },
      {
        title: "Every state covered",
        description:
          "Empty, loading and error screens are designed with the same care as the happy path your demo shows.",
      },
      {
        title: "Focused revisions",
        description:
          "Revisions typically run to 2–3 rounds per flow, with decisions recorded so they are not reopened later.",
      },
    ],
    image: "design-studio",
    imageAlt: "A design canvas with layered interface shapes, a pen tool and a colour palette",
  },
  faq: [
    {
      question: "What is the difference between UI and UX design?",
      answer:
        "UX design works out what the product should do and how users move through it. UI design decides how each screen looks and behaves. We offer both, separately or as one project.",
    },
    {
      question: "What does the UI audit include?",
      answer:
        "A screen-by-screen review of your product against usability and accessibility heuristics, a ranked list of issues and redesigned examples of the highest-impact fixes, presented on a call with your team.",
    },
    {
      question: "Can you work with our existing design system?",
      answer:
        "Yes. We extend and tidy an existing system rather than replace it, documenting any new components so your team can keep using them.",
    },
    {
      question: "Do you design for both web and mobile?",
      answer:
        "Yes. We design responsive web apps and native-feeling Android and iOS apps, following each platform's conventions where users expect them.",
    },
    {
      question: "How do developers receive the designs?",
      answer:
        "Through a shared Figma file with inspectable specifications, a component library, exported icons and images, and a walkthrough call. We stay available for questions during the build.",
    },
  ],
} satisfies DetailPage;
