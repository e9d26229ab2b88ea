import { site } from "#site/facts.ts";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { ServiceCard } from "#web/components/sections/service-cards.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { ProcessStep } from "#web/components/showcase/process-rows.tsx";
import { servicesArt } from "./hero-art/services.ts";
import { toConsultation, toContact } from "./shared/actions.ts";
import { companyStats } from "./shared/company-stats.ts";
import { tools } from "./shared/marks.ts";

export const servicesOverviewContent = {
  meta: {
    title: "Services",
    description: `Web development, graphic design, IT and software, video animation, AI automation, Zoho CRM, API integration and deep learning from ${site.brand.name} in ${site.contact.address.city}.`,
  },
  hero: {
    eyebrow: "Services",
    title: "Everything your business needs to build, run and grow online",
    lead: "Eight service lines, one team. Pick the one you need today; we make sure it fits with the rest of your business tomorrow.",
    actions: [
      toContact("Get a Quote"),
      // The specification's View Services button leads to /services itself: here, its list.
      { label: "View Services", to: "/services#all-services" },
    ],
    art: servicesArt,
  },
  list: {
    id: "all-services",
    eyebrow: "What we do",
    title: "Choose a service to see the details",
    lead: "Each page explains what you get, how the work runs and how long it takes.",
    // The specification's order.
    cards: [
      {
        title: "Web Development",
        description:
          "Websites, online stores, SEO and web apps that load fast, rank well and turn visitors into leads.",
        icon: "code",
        link: "/services/webdevelopment",
      },
      {
        title: "Graphic Design",
        description:
          "Logos, brand kits, flyers, banners and complete stream packages: emotes, badges, overlays and more.",
        icon: "pen",
        link: "/services/graphicdesign",
      },
      {
        title: "IT & Software",
        description:
          "Consulting, custom software, cloud, networking, security and data analytics for teams that need IT to just work.",
        icon: "server",
        link: "/services/itsoftware",
      },
      {
        title: "Video Animation",
        description:
          "GFX, VFX, animated emotes, 3D modelling, video editing and VTuber modelling with rigging.",
        icon: "clapperboard",
        link: "/services/videoanimation",
      },
      {
        title: "AI Automation",
        description:
          "Workflows that route leads, answer routine questions and move data between tools without manual work.",
        icon: "bot",
        link: "/services/aiautomation",
      },
      {
        title: "Zoho CRM",
        description:
          "Implementation partner for Zoho CRM: set-up, migration, custom modules, automation and team training.",
        icon: "users",
        link: "/services/zohocrm",
      },
      {
        title: "API Integration",
        description:
          "Connect payment, shipping, accounting and marketing tools so your systems share one version of the truth.",
        icon: "plug",
        link: "/services/apiintegration",
      },
      {
        title: "Deep Learning",
        description:
          "Models trained on your data for forecasting, vision and language tasks, deployed where your team works.",
        icon: "brain",
        link: "/services/deeplearning",
      },
    ] satisfies ServiceCard[],
  },
  why: {
    eyebrow: "Why choose us",
    title: "Why businesses hire us, and stay",
    lead: "Six reasons clients trust us with the work that matters to them.",
    points: [
      {
        title: "One team for every discipline",
        subtitle:
          "Design, development, marketing and AI under one roof, so nothing falls between suppliers.",
      },
      {
        title: "On time, on budget",
        subtitle: `${companyStats.onTime.value} of projects delivered on time, with milestones and prices agreed before work starts.`,
      },
      {
        title: "Fast launches",
        subtitle: "Small and mid-sized businesses usually go live in 2–4 weeks.",
      },
      {
        title: "Built for uptime",
        subtitle: `Monitoring, backups and ${companyStats.slaUptime.value} SLA uptime on the platforms we run.`,
      },
      {
        title: "Support after launch",
        subtitle: `A support plan adds a ${companyStats.support.value} incident line, answered by the people who built your system.`,
      },
      {
        title: "Clear communication",
        subtitle: "One accountable lead, weekly demos and updates in plain language.",
      },
    ] satisfies WhyItem[],
  },
  stats: [companyStats.years, companyStats.projects, companyStats.countries] satisfies Stat[],
  tools: {
    title: "Tools we work in",
    items: tools(
      ["React", "Web apps"],
      ["Node.js", "APIs and back ends"],
      ["Shopify", "Online stores"],
      ["Zoho CRM", "Sales pipelines"],
      ["Figma", "Interface design"],
      ["Blender", "3D models"],
      ["After Effects", "Motion graphics"],
      ["AWS", "Cloud hosting"],
    ),
  },
  start: {
    eyebrow: "Getting started",
    title: "From first message to a fixed plan",
    lead: "Whichever service you pick, the first week runs the same way, and you decide at each step whether to go on.",
    steps: [
      {
        title: "Tell us the goal",
        description: `A few lines through the contact form, a call or a chat message. ${site.replyPromise.hero}`,
      },
      {
        title: "A short discovery",
        description:
          "A call with the lead who would run your project, to understand the business, the users and what success looks like.",
      },
      {
        title: "A written plan and price",
        description:
          "Scope, milestones, timeline and a fixed price in writing. Small and mid-sized launches usually take 2–4 weeks.",
      },
      {
        title: "Work you can see weekly",
        description:
          "Short build cycles with a demo every week, so progress is something you click through, not a status report.",
      },
    ] satisfies ProcessStep[],
  },
  cta: {
    title: "Not sure which service you need?",
    // The reply promise is made once, in the first "Getting started" step.
    lead: "Describe the problem you want solved and we will recommend the right mix, with a timeline and a price.",
    action: toConsultation("Get a Free Consultation", "/services"),
  },
};
