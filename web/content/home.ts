import { site } from "#site/facts.ts";
import type { ServiceCard } from "#web/components/sections/service-cards.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { homeArt } from "./hero-art/home.ts";
import { perkLinks } from "./perk-links.ts";
import { testimonials } from "./proof/index.ts";
import { toContact } from "./shared/actions.ts";
import { companyStats } from "./shared/company-stats.ts";
import { signupPerks } from "./signup.ts";

export type WhyCard = { title: string; description: string; image: string; imageAlt: string };

export const homeContent = {
  meta: {
    title: "Web, software and design services from Karachi",
    description: `${site.brand.name} builds websites, online stores, web and mobile apps, AI automations and brand design for businesses worldwide, from an engineering studio in Karachi.`,
  },
  hero: {
    eyebrow: "IT, software and design studio · Karachi",
    title: "Websites, software and design that move your business forward",
    lead: "One team for the site your customers see, the systems your staff rely on and the brand that ties them together. Small and mid-sized businesses go live in 2–4 weeks.",
    actions: [toContact("Contact Us"), { label: "Explore Services", to: "/services" }],
    art: homeArt,
    highlights: [
      `${companyStats.years.value} years of experience`,
      `${companyStats.projects.value} projects delivered`,
      `${companyStats.support.value} incident support on plans`,
    ],
  },
  about: {
    eyebrow: "About us",
    title: "An engineering studio that ships, then stays",
    paragraphs: [
      `${site.brand.name} is the IT, software and design arm of ${site.parent.name}. We plan, build and look after digital products for clients around the world, from a first company website to CRM roll-outs and AI-assisted workflows.`,
      "Every project has one accountable lead, a written scope and a weekly demo. You always know what is done, what is next and what it costs.",
    ],
    points: [
      "Strategy, design, engineering and support under one roof",
      "One accountable lead and a weekly demo on every project",
      "Monitoring and backups on the platforms we run",
    ],
  },
  services: {
    eyebrow: "What we do",
    title: "Services built around outcomes",
    lead: "Start with the one you need today. Each service links to the detail: what you get, how the work runs and how long it takes.",
    cards: [
      {
        title: "Web Development",
        description:
          "Fast, secure websites and web apps on a modern stack, measured on speed, search visibility and leads.",
        icon: "code",
        link: "/services/webdevelopment",
      },
      {
        title: "E-commerce",
        description:
          "Stores that are easy to run: catalogue, payments, shipping and the day-to-day store management after launch.",
        icon: "cart",
        link: "/services/ecommerce",
      },
      {
        title: "Mobile Apps",
        description:
          "Android and iOS apps that share one code base, with the back office and analytics to grow them.",
        icon: "smartphone",
        link: "/services/mobileapps",
      },
      {
        title: "UI/UX Design",
        description:
          "Research-led interfaces: user flows, wireframes, prototypes and a design system your developers can build from.",
        icon: "layout",
        link: "/services/uiuxdesign",
      },
    ] satisfies ServiceCard[],
    more: { label: "More Services", to: "/services" },
  },
  testimonials: {
    eyebrow: "Client voices",
    title: "What working with us feels like",
    // Quotes, names, roles, companies and photos: content/testimonials/.
    items: testimonials,
  },
  clients: { title: "Clients quoted above" },
  why: {
    eyebrow: "Why choose us",
    title: "Fewer surprises, better results",
    cards: [
      {
        title: "Delivery you can plan around",
        description:
          "A written scope, fixed milestones and a weekly demo, so you can plan around our dates. Small and mid-sized launches take 2–4 weeks.",
        image: "delivery",
        imageAlt: "A timeline with milestones ticked off in order",
      },
      {
        title: "Built to keep running",
        description:
          "The platforms we host are monitored and backed up, and a support plan puts an engineer on the line when something needs attention.",
        image: "reliability",
        imageAlt: "A server status panel with every check passing",
      },
      {
        title: "One team, every discipline",
        description:
          "Designers, developers, marketers and AI engineers work in one team, so your brand, site and systems fit together.",
        image: "team",
        imageAlt: "Design, code and chart panels joined into one layout",
      },
    ] satisfies WhyCard[],
  },
  // Beside the about block: what "ships, then stays" rests on. Years, projects and incident
  // support are the hero's, so each figure is stated once on the page.
  stats: [
    companyStats.countries,
    companyStats.onTime,
    companyStats.slaUptime,
    companyStats.dailyUsers,
  ] satisfies Stat[],
  cta: {
    title: "Have a project in mind?",
    lead: `Tell us where you are and where you want to be. ${site.replyPromise.hero}`,
    action: toContact("Contact Us"),
  },
  signupPopup: {
    title: "Join and unlock free resources",
    lead: "Create a free account to collect points, share your referral link and get:",
    perks: signupPerks.items,
    invite: [
      "Invite colleagues to earn rewards, ",
      { text: "early access to premium tools", to: perkLinks.earlyAccess },
      " and ",
      { text: "free consultancy hours", to: perkLinks.consultancy },
      ".",
    ],
  },
};
