import { site } from "#site/facts.ts";
import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { webDevelopmentArt } from "../hero-art/web-development.ts";
import { toConsultation, toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";

export const webDevelopmentContent = {
  path: "/services/webdevelopment",
  meta: {
    title: "Web Development Services",
    description:
      "Websites, online stores, SEO, social media marketing, UI/UX and web apps, designed, built and run by one team. Small and mid-sized businesses go live in 2–4 weeks.",
  },
  hero: {
    eyebrow: "Web development",
    title: "Websites and web apps that bring you customers",
    lead: "From a fast company site to an online store or a custom web app, we design it, build it, get it found and keep it running. Small and mid-sized businesses go live in 2–4 weeks.",
    actions: [toContact("Request a Quote"), { label: "See What We Build", to: "#services" }],
    art: webDevelopmentArt,
    summary: {
      title: "Every build includes",
      items: [
        "Mobile-first, responsive layouts",
        "Pages tuned for speed and Core Web Vitals",
        "Technical SEO from the first release",
        "Analytics and enquiry tracking",
        "Hand-over and training for your team",
      ],
      footer: "Go-live for small and mid-sized businesses in 2–4 weeks",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "What we offer",
        title: "Eight ways we grow your business online",
        lead: "Pick one service or combine them. Each card opens the detail: what you get, how the work runs and how long it takes.",
      },
      blocks: [
        {
          kind: "HubCards",
          tilt: 10,
          cards: [
            {
              title: "Website Development",
              description:
                "Company sites and landing pages built for speed, search and enquiries, on a CMS your team can edit.",
              link: "/webdevelopment/websitedevelopment",
              image: { icon: "globe", motif: "grid" },
            },
            {
              title: "E-commerce Store Management",
              description:
                "Store set-up and the daily running of it: products, orders, offers and reports, handled for you.",
              link: "/webdevelopment/ecommercestoremanagement",
              image: { icon: "cart", motif: "bars" },
            },
            {
              title: "Social Media Marketing",
              description:
                "Content calendars, paid campaigns and monthly reports that tie every post to enquiries and sales.",
              link: "/webdevelopment/socialmediamarketing",
              image: { icon: "megaphone", motif: "waves" },
            },
            {
              title: "SEO",
              description:
                "Technical fixes, content and links. Leading indicators move in 2–3 months, traffic in 3–6.",
              link: "/webdevelopment/seo",
              image: { icon: "search", motif: "rings" },
            },
            {
              title: "Web Designer",
              description:
                "Page layouts and brand-true visuals for every screen size, handed over ready to build.",
              link: "/webdevelopment/webdesigner",
              image: { icon: "layout", motif: "dots" },
            },
            {
              title: "UI Design",
              description:
                "Clear, consistent interfaces and component libraries that are easy to use and quick to build.",
              link: "/webdevelopment/uidesign",
              image: { icon: "palette", motif: "grid" },
            },
            {
              title: "UX Design",
              description:
                "Research, user journeys, wireframes and prototypes that remove friction before any code is written.",
              link: "/webdevelopment/uxdesign",
              image: { icon: "route", motif: "nodes" },
            },
            {
              title: "Web App Development",
              description:
                "Portals, dashboards and SaaS products with secure log-ins, integrations and room to grow.",
              link: "/webdevelopment/webappdev",
              image: { icon: "code", motif: "bars" },
            },
          ] satisfies HubCard[],
        },
        {
          kind: "ActionBand",
          space: 12,
          id: "consultation-title",
          title: "New site, redesign or SEO: not sure where to start?",
          lead: `Book a free consultation. We review your site or idea and send a short plan with a timeline and a price. ${site.replyPromise.hero}`,
          actions: [toConsultation("Get a Free Consultation", "/services/webdevelopment")],
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      layout: "split",
      heading: {
        eyebrow: "Why choose us",
        title: "A web partner you can plan around",
        lead: "You get one accountable lead, a written scope and a demo every week, from the first call to long after launch.",
      },
      aside: [
        {
          kind: "Stats",
          stats: [
            companyStats.years,
            companyStats.uptimeTargets,
            companyStats.webProjects,
          ] satisfies Stat[],
        },
        {
          kind: "BadgeRow",
          space: 8,
          align: "left",
          label: "Standards every site meets",
          badges: [
            "Mobile-first",
            "SEO-ready",
            "Accessible by design",
            "Secure hosting",
            "Analytics built in",
          ],
        },
      ],
      blocks: [
        {
          kind: "WhyList",
          items: [
            {
              title: "Speed and search built in",
              subtitle:
                "Pages are tuned for Core Web Vitals and technical SEO before launch, not patched afterwards.",
            },
            {
              title: "A written scope and a weekly demo",
              subtitle:
                "You see progress every week and always know what is next and what it costs.",
            },
            {
              title: "Live in 2–4 weeks",
              subtitle:
                "Sites for small and mid-sized businesses go live in 2–4 weeks once the scope is agreed.",
            },
            {
              title: "You own what we build",
              subtitle:
                "Code, content, domains and accounts are yours, documented and handed over.",
            },
            {
              title: "Support after go-live",
              subtitle: `Monitoring, updates and, on a support plan, a ${companyStats.support.value} incident line keep your site fast, secure and online.`,
            },
          ] satisfies WhyItem[],
        },
      ],
    },
  ],
  cta: {
    title: "Ready for a website that works as hard as you do?",
    lead: "Tell us what you sell and who buys it. We come back with a plan, a timeline and a fixed quote.",
    action: toContact("Start a Project"),
  },
} satisfies HubContent;
