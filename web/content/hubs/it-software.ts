import { site } from "#site/facts.ts";
import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { itSoftwareArt } from "../hero-art/it-software.ts";
import { toConsultation, toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";

export const itSoftwareContent = {
  path: "/services/itsoftware",
  meta: {
    title: "IT and Software Services",
    description:
      "IT consulting, custom software, integrations, networks, cloud, cybersecurity and data analytics, delivered and supported by one accountable team.",
  },
  hero: {
    eyebrow: "IT & software services",
    title: "IT that stays up, stays secure and grows with you",
    lead: "Consulting, custom software, networks, cloud and security from one accountable team that stays with your systems after go-live.",
    actions: [
      toConsultation("Request a Free IT Consultation", "/services/itsoftware"),
      { label: "Explore IT Services", to: "#services" },
    ],
    art: itSoftwareArt,
    summary: {
      title: "What you can count on",
      items: [
        "A named lead for every engagement",
        "Security reviewed at every release",
        "Monitoring and alerting on every platform we run",
        "An incident line for systems on a support plan",
      ],
      footer: "Discovery in 1–2 weeks, a first working system in 2–4",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "IT & software",
        title: "From the first server to the last line of code",
        lead: "Thirteen services, one team. Each card opens the detail: scope, deliverables and how we work.",
      },
      blocks: [
        {
          kind: "HubCards",
          tilt: 8,
          cards: [
            {
              title: "Web App Development",
              description:
                "Portals, dashboards and internal tools with secure log-ins, built to scale with your users.",
              link: "/itsoftware/webappdev",
              image: { icon: "code", motif: "grid" },
            },
            {
              title: "Software Development",
              description:
                "Custom software shaped around your process instead of forcing your process around it.",
              link: "/itsoftware/softwaredev",
              image: { icon: "terminal", motif: "bars" },
            },
            {
              title: "Software Integration",
              description:
                "ERP, CRM, payment and in-house systems connected, so data flows without re-keying.",
              link: "/itsoftware/softwareintegration",
              image: { icon: "plug", motif: "nodes" },
            },
            {
              title: "IT Consulting & Support",
              description:
                "Advice and hands-on help in one contract, from planning an upgrade to fixing what broke today.",
              link: "/itsoftware/itconsultingsupport",
              image: { icon: "headphones", motif: "rings" },
            },
            {
              title: "Network Infrastructure",
              description:
                "Office and site networks designed, cabled and configured for speed, coverage and security.",
              link: "/itsoftware/networkinfrastructure",
              image: { icon: "network", motif: "nodes" },
            },
            {
              title: "IT Support & Maintenance",
              description:
                "Patching, backups, health checks and a help desk that keep your team working.",
              link: "/itsoftware/itsupportmaintenance",
              image: { icon: "wrench", motif: "dots" },
            },
            {
              title: "Data Analytics",
              description:
                "Dashboards and reports that turn scattered data into decisions your managers can act on.",
              link: "/itsoftware/dataanalytics",
              image: { icon: "chart", motif: "bars" },
            },
            {
              title: "Security Solutions",
              description:
                "Firewalls, access control and endpoint protection sized to your risks and your budget.",
              link: "/itsoftware/securitysolutions",
              image: { icon: "shieldCheck", motif: "rings" },
            },
            {
              title: "Networking Equipment",
              description:
                "Routers, switches and access points chosen, supplied and set up to fit your network.",
              link: "/itsoftware/networkingequipment",
              image: { icon: "router", motif: "grid" },
            },
            {
              title: "Cybersecurity",
              description:
                "Audits, hardening and incident response that close gaps before attackers find them.",
              link: "/itsoftware/cybersecurity",
              image: { icon: "lock", motif: "dots" },
            },
            {
              title: "Cloud Services",
              description:
                "Hosting, migration and day-to-day cloud operations with monitoring and backups included.",
              link: "/itsoftware/cloudservices",
              image: { icon: "cloud", motif: "waves" },
            },
            {
              title: "Cloud Solutions",
              description:
                "Cloud architecture for new products and legacy moves, designed for cost, uptime and scale.",
              link: "/itsoftware/cloudsolutions",
              image: { icon: "cloudCog", motif: "nodes" },
            },
            {
              title: "IT Consulting",
              description:
                "Roadmaps, vendor choices and audits from engineers who have run the systems they recommend.",
              link: "/itsoftware/itconsulting",
              image: { icon: "lightbulb", motif: "rings" },
            },
          ] satisfies HubCard[],
        },
        {
          kind: "ActionBand",
          space: 12,
          id: "consultation-title",
          title: "Get a clear view of your IT",
          lead: `Book a free consultation. We look at your systems, risks and plans, and send a short written recommendation. ${site.replyPromise.hero}`,
          actions: [toConsultation("Get Free Consultation", "/services/itsoftware")],
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "dark",
      layout: "split",
      heading: {
        eyebrow: "Our track record",
        title: "Why Choose Us",
        lead: "Businesses hand us their systems because we plan carefully, ship in small steps and stay on call after launch.",
      },
      aside: [
        {
          kind: "Stats",
          stats: [
            companyStats.years,
            companyStats.uptimeTargets,
            companyStats.softwareProjects,
          ] satisfies Stat[],
        },
        {
          kind: "BadgeRow",
          space: 8,
          align: "left",
          label: "How we work",
          badges: ["ISO-ready", "Agile", "DevSecOps", "Global CDN"],
        },
      ],
      blocks: [
        {
          kind: "WhyList",
          items: [
            {
              title: "One accountable team",
              subtitle:
                "Consultants, developers and network engineers work together under one lead.",
            },
            {
              title: "Security from the start",
              subtitle: "DevSecOps practice: code, cloud and access are reviewed at every release.",
            },
            {
              title: "Uptime you can plan on",
              subtitle: `Platforms we run are monitored against ${companyStats.uptimeTargets.value} uptime targets, with alerting.`,
            },
            {
              title: "Agile delivery",
              subtitle:
                "Short cycles and a working demo each sprint; a first working system in 2–4 weeks.",
            },
            {
              title: "Help when something breaks",
              subtitle: `${companyStats.support.value} incident support for systems on a support plan, with clear escalation when it matters.`,
            },
          ] satisfies WhyItem[],
        },
      ],
    },
  ],
  cta: {
    title: "Let's make your IT the part you never worry about",
    lead: "Tell us what you run today and what is slowing you down. We come back with a plan and a price.",
    action: toContact("Start a Project"),
  },
} satisfies HubContent;
