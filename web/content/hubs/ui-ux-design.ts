import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import { uiUxDesignArt } from "../hero-art/ui-ux-design.ts";
import { toContact } from "../shared/actions.ts";

export const uiUxDesignContent = {
  path: "/services/uiuxdesign",
  meta: {
    title: "UI/UX Design Services",
    description:
      "User research, journeys, wireframes, prototypes, interface design and design systems for websites and apps, handed over ready for developers.",
  },
  hero: {
    eyebrow: "UI/UX design",
    title: "Interfaces people understand at first glance",
    lead: "Research-led design for websites, apps and software: we find where users struggle, fix it in a prototype, and hand your developers a design system they can build from.",
    actions: [
      toContact("Start a UX Discovery"),
      { label: "Explore Design Services", to: "#services" },
    ],
    art: uiUxDesignArt,
    summary: {
      title: "What you receive",
      items: [
        "User journeys and research findings",
        "Wireframes for every key screen",
        "A clickable prototype, tested with users",
        "A component library and style guide",
      ],
      footer: "Revisions included, typically 2–3 rounds",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "Design services",
        title: "From research to a ready-to-build design",
        lead: "Bring us a new idea or a product that users find hard to use. Each card opens the detail.",
      },
      blocks: [
        {
          kind: "HubCards",
          tilt: 8,
          cards: [
            {
              title: "UX Research & Journeys",
              description:
                "Interviews, analytics and usability tests that show where people get stuck and why.",
              link: "/webdevelopment/uxdesign",
              image: { icon: "route", motif: "nodes" },
            },
            {
              title: "UI Design & Design Systems",
              description:
                "Clean, consistent screens and a reusable component library your developers build from.",
              link: "/webdevelopment/uidesign",
              image: { icon: "palette", motif: "grid" },
            },
            {
              title: "Website Design",
              description:
                "Responsive page layouts that carry your brand and guide visitors to get in touch.",
              link: "/webdevelopment/webdesigner",
              image: { icon: "layout", motif: "dots" },
            },
            {
              title: "Mobile App Design",
              description:
                "App flows and screens for Android and iOS, prototyped and tested before any code.",
              link: "/services/appdevelopment",
              image: { icon: "smartphone", motif: "waves" },
            },
          ] satisfies HubCard[],
        },
        {
          kind: "MoreLink",
          space: 10,
          label: "See Our UI/UX Work",
          to: "/portfolio/ui-ux-designing",
        },
      ],
    },
    {
      id: "process",
      heading: {
        eyebrow: "Our process",
        title: "How a design project runs",
        lead: "Six steps that replace opinions with evidence, and end with files your developers can use.",
      },
      blocks: [
        {
          kind: "Steps",
          steps: [
            {
              title: "Discover",
              description:
                "Goals, users and constraints agreed, and existing data reviewed. Takes 1–2 weeks.",
            },
            {
              title: "Map Journeys",
              description:
                "The key tasks users come to do, step by step, with the pain points marked.",
            },
            {
              title: "Wireframe",
              description: "Layouts for every key screen, focused on structure and content first.",
            },
            {
              title: "Visual Design",
              description: "Type, colour, imagery and components applied in your brand's style.",
            },
            {
              title: "Prototype & Test",
              description: "A clickable prototype tested with real users, then refined.",
            },
            {
              title: "Hand-off",
              description:
                "Specs, assets and a design system handed to your developers, with support.",
            },
          ] satisfies Step[],
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "muted",
      heading: { eyebrow: "Why choose us", title: "Design that is ready to build" },
      blocks: [
        {
          kind: "WhyList",
          columns: 3,
          items: [
            {
              title: "Evidence over opinion",
              subtitle:
                "Decisions come from research and testing with the people who use the product.",
            },
            {
              title: "Designers who know code",
              subtitle: "We work next to our developers, so every screen is practical to build.",
            },
            {
              title: "Accessible by default",
              subtitle:
                "Contrast, type sizes and keyboard use checked against WCAG from the first wireframe.",
            },
            {
              title: "Revisions included",
              subtitle:
                "Typically 2–3 rounds of changes at each stage, so you sign off with confidence.",
            },
            {
              title: "A system, not just screens",
              subtitle: "Reusable components keep future pages consistent and faster to design.",
            },
          ] satisfies WhyItem[],
        },
      ],
    },
  ],
  cta: {
    title: "Make your product easier to use",
    lead: "Tell us what users find hard today, or what you want to build. We reply with a plan and a quote.",
    action: toContact("Start a UX Discovery"),
  },
} satisfies HubContent;
