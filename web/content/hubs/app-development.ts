import type { FeatureCard } from "#web/components/hubs/feature-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import { appDevelopmentArt } from "../hero-art/app-development.ts";
import { toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";

export const appDevelopmentContent = {
  /** The canonical path; /services/mobileapps serves the same page. */
  path: "/services/appdevelopment",
  meta: {
    title: "Mobile App Development",
    description:
      "Android and iOS apps from one code base, with app design, back-end APIs, store launch and long-term support. A first working version in 2–4 weeks.",
  },
  hero: {
    eyebrow: "Mobile app development",
    title: "Mobile apps your customers keep on their home screen",
    lead: "Android and iOS apps from one code base, with the back office, analytics and support to grow them after launch.",
    actions: [toContact("Start Your App Project"), { label: "See How We Work", to: "#process" }],
    art: appDevelopmentArt,
    summary: {
      title: "What you get",
      items: [
        "One code base for Android and iOS",
        "Design tested with real users",
        "A secure back end and admin panel",
        "Store listing and launch handled for you",
      ],
      footer: "A first working version (MVP) in 2–4 weeks",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "App services",
        title: "Everything an app needs to succeed",
        lead: "From the first sketch to the update after next, one team owns the whole app.",
      },
      blocks: [
        {
          kind: "FeatureCards",
          tilt: 8,
          cards: [
            {
              title: "Cross-platform Apps",
              description:
                "One code base for Android and iOS that looks and feels native, at a lower cost to build and maintain.",
              icon: "smartphone",
            },
            {
              title: "Native Android & iOS",
              description:
                "Fully native apps when you need deep device features, top performance or platform-specific design.",
              icon: "cpu",
            },
            {
              title: "App UI/UX Design",
              description:
                "User flows, wireframes and clickable prototypes tested with real users before development starts.",
              icon: "palette",
            },
            {
              title: "Back End & APIs",
              description:
                "Secure APIs, databases, admin panels and push notifications that keep your app running.",
              icon: "server",
            },
            {
              title: "Store Launch",
              description:
                "Store listings, screenshots, review guidelines and release management for Google Play and the App Store.",
              icon: "rocket",
            },
            {
              title: "Maintenance & Support",
              description:
                "Updates for new OS versions, crash monitoring, fixes and new features on a steady schedule.",
              icon: "wrench",
            },
          ] satisfies FeatureCard[],
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      layout: "split-wide",
      heading: { eyebrow: "Why choose us", title: "An app partner, not just developers" },
      blocks: [
        {
          kind: "WhyList",
          items: [
            {
              title: "Launch sooner",
              subtitle:
                "A first working version in 2–4 weeks puts your idea in users' hands early.",
            },
            {
              title: "Design that converts",
              subtitle: "Flows are tested with real users, so people sign up, buy and come back.",
            },
            {
              title: "Weekly builds you can try",
              subtitle:
                "Install the latest build on your own phone every week and give feedback as we go.",
            },
            {
              title: "Secure by default",
              subtitle:
                "Encrypted data, safe log-ins and reviewed code protect you and your users.",
            },
            {
              title: "Support after launch",
              subtitle: `Monitoring, updates and, on a support plan, a ${companyStats.support.value} incident line keep the app healthy as you grow.`,
            },
          ] satisfies WhyItem[],
        },
      ],
    },
    {
      id: "process",
      tone: "dark",
      heading: {
        eyebrow: "Our process",
        title: "From idea to app store in six steps",
        lead: "Each step ends with something you can see, test and sign off.",
      },
      blocks: [
        {
          kind: "Steps",
          steps: [
            {
              title: "Discovery",
              description: "Goals, users, features and budget agreed in writing. Takes 1–2 weeks.",
            },
            {
              title: "UX & Design",
              description: "Wireframes and a clickable prototype you can try on your own phone.",
            },
            {
              title: "MVP Build",
              description: "The core app and back end built in weekly sprints, in 2–4 weeks.",
            },
            {
              title: "Testing & QA",
              description: "Manual and automated tests across devices, screen sizes and networks.",
            },
            {
              title: "Store Launch",
              description: "We prepare the listings, submit the app and handle review feedback.",
            },
            {
              title: "Support & Growth",
              description: "Analytics, updates and new features planned from real usage data.",
            },
          ] satisfies Step[],
        },
      ],
    },
  ],
  cta: {
    title: "Have an app idea? Let's make it real",
    lead: "Tell us who it is for and what it should do. We come back with a plan, a timeline and a price.",
    action: toContact("Start Your App Project"),
  },
} satisfies HubContent;
