import { cloudSolutionsArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "cloudsolutions",
  navLabel: "Cloud Solutions",
  icon: "workflow",
  meta: {
    title: "Cloud Solutions: Migration, Architecture and Modernisation",
    description:
      "Move to the cloud with a plan: readiness assessment, architecture, staged migration of each system and modernisation with containers and serverless.",
  },
  hero: {
    eyebrow: "Cloud solutions",
    title: "Move to the cloud in planned stages, without stopping the business",
    lead: "We assess your servers and applications, design the right cloud architecture and migrate each system in a planned, reversible step. Assessment takes 1–2 weeks; then systems move one by one, each in 2–4 weeks.",
    cta: { label: "Plan Your Cloud Migration" },
    secondaryLabel: "See the Approach",
    art: cloudSolutionsArt,
  },
  lead: [
    "A cloud migration is not one big move. It is a series of small ones: this database, that file server, the application that depends on both. Done in the right order, each step is low risk and reversible. Done in the wrong order, a weekend cut-over becomes a week of outages.",
    "We start with a 1–2 week assessment of what you run, how systems depend on each other and what each one should become: moved as is, re-platformed onto managed services or rebuilt. Then we migrate system by system, each in 2–4 weeks, with a tested rollback plan every time.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "An inventory of servers, applications and their dependencies",
        "A target architecture with security and networking designed in",
        "A migration plan with order, owners and rollback for each step",
        "Cost estimates comparing today's setup with the cloud design",
        "Migrated systems, tested and signed off one at a time",
        "Infrastructure defined as code and fully documented",
      ],
    },
    {
      title: "When it makes sense",
      items: [
        "Your servers are near the end of their life or support",
        "Remote staff and branches need reliable access to shared systems",
        "Traffic varies and you pay for peak capacity all year",
        "You need stronger backup and disaster recovery than on premises",
      ],
    },
  ],
  quote: {
    text: "The cheapest migration is the one planned in detail. Every hour spent mapping dependencies saves a night of rollback.",
    attribution: "Why the assessment comes first",
  },
  offer: {
    title: "Cloud solutions we deliver",
    items: [
      {
        title: "Readiness assessment (1–2 weeks)",
        description:
          "Systems, dependencies, licences and costs reviewed; a recommendation for each workload and a migration roadmap.",
      },
      {
        title: "Architecture design",
        description:
          "Networking, identity, security, backups and a global CDN designed for your workloads and growth.",
      },
      {
        title: "Migration (2–4 weeks per system)",
        description:
          "Each system moved, tested and cut over in its own step, with data synchronised until switch-over.",
      },
      {
        title: "Modernisation",
        description:
          "Applications re-platformed onto containers, managed databases or serverless functions where it pays off.",
      },
      {
        title: "Hybrid and multi-cloud",
        description:
          "Secure connections between cloud and the systems that stay on premises or with another provider.",
      },
      {
        title: "Hand-off to operations",
        description:
          "Monitoring, runbooks and training for your team, or ongoing management through our cloud services.",
      },
    ],
  },
  why: {
    title: "Why companies trust us with their migration",
    items: [
      {
        title: "One system at a time",
        description:
          "Each system moves in its own 2–4 week step with a rollback plan, so risk stays small and visible.",
      },
      {
        title: "Honest cost modelling",
        description:
          "We compare real running costs before you commit, and say so when a system is better left where it is.",
      },
      {
        title: "Engineers who build software",
        description:
          "Our cloud team works with our developers, so applications are adapted properly, not just lifted and hoped for.",
      },
      {
        title: "Run well afterwards",
        description: `Migrated platforms can be run by our cloud services team, with ${companyStats.slaUptime.value} SLA uptime and, on a support plan, ${companyStats.support.value} incident support.`,
      },
    ],
    image: "cloud",
    imageAlt: "A cloud connected to on-premises servers, containers and a deployment pipeline",
  },
  faq: [
    {
      question: "How long does a cloud migration take?",
      answer:
        "The readiness assessment takes 1–2 weeks. Each system then moves in its own step of 2–4 weeks. The overall timeline depends on how many systems you have and how they depend on each other.",
    },
    {
      question: "Will there be downtime?",
      answer:
        "We keep it to a minimum by synchronising data in advance and switching over in an agreed quiet window. Many systems move with only a short pause during the final cut-over.",
    },
    {
      question: "Is the cloud always cheaper?",
      answer:
        "No. It is often cheaper for variable workloads and once hardware refresh costs are counted, but not always for steady ones. Our assessment compares the real numbers for your systems.",
    },
    {
      question: "What about our old applications that were not built for the cloud?",
      answer:
        "Many can move as they are first, then be modernised gradually. Where an application cannot move, we connect it securely to the cloud so the rest of the migration can go ahead.",
    },
  ],
} satisfies DetailPage;
