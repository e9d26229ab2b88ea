import { softwareIntegrationArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "softwareintegration",
  navLabel: "Software Integration",
  icon: "plug",
  meta: {
    title: "Software Integration: Connect Your CRM, ERP, Store and Finance Tools",
    description:
      "Integrations that make your systems share data reliably: CRM, ERP, e-commerce, accounting and payments. Mapping in 1–2 weeks, each connection live in 2–4.",
  },
  hero: {
    eyebrow: "Software integration",
    title: "Make your systems talk to each other, reliably",
    lead: "We connect the tools your business already pays for, such as CRM, ERP, online store, accounting and messaging, so data is entered once and appears everywhere it is needed. Mapping takes 1–2 weeks; each integrated system goes live in 2–4 weeks.",
    cta: { label: "Map Your Integrations" },
    secondaryLabel: "See What We Connect",
    art: softwareIntegrationArt,
  },
  lead: [
    "When systems do not talk, people become the integration: copying orders from the store into accounting, re-typing leads into the CRM, exporting reports to merge them by hand. It is slow, it introduces errors and it hides the real state of the business.",
    "We design integrations the way we design software: with a map of which system owns each piece of data, clear rules for what happens when something fails, and monitoring that tells us before a sync problem becomes a business problem.",
  ],
  columns: [
    {
      title: "What we connect",
      items: [
        "CRM platforms such as Zoho, HubSpot and Salesforce",
        "ERP and inventory systems",
        "Online stores and marketplaces",
        "Accounting, invoicing and payment gateways",
        "E-mail, chat and messaging apps",
        "Your own databases and in-house applications",
      ],
    },
    {
      title: "What every integration includes",
      items: [
        "A data map: which system owns which field, and why",
        "Error handling with retries, alerts and a dead-letter queue",
        "Logs that show every record synced and every failure",
        "Secure handling of keys, tokens and personal data",
        "Documentation your team can read without a developer",
      ],
    },
  ],
  quote: {
    text: "An integration is only as good as what it does on a bad day. We design for the timeout, the duplicate and the missing field first, because that is where data quietly goes wrong.",
    attribution: "Our rule for every connection we build",
  },
  offer: {
    title: "Integration services",
    items: [
      {
        title: "Integration mapping (1–2 weeks)",
        description:
          "An inventory of your systems, the data flowing between them and the manual steps to remove, ranked by value.",
      },
      {
        title: "API integrations",
        description:
          "Direct connections through each product's API, built and tested against real data in a sandbox first.",
      },
      {
        title: "Middleware and sync services",
        description:
          "A central service that moves, transforms and validates data between many systems, with one place to monitor it.",
      },
      {
        title: "Custom APIs",
        description:
          "Secure, documented APIs for your own systems so partners, apps and automations can use your data safely.",
      },
    ],
  },
  why: {
    title: "Why clients trust us to connect their systems",
    items: [
      {
        title: "Per-system delivery",
        description:
          "Each integrated system goes live in 2–4 weeks, so value arrives in steps rather than one risky big bang.",
      },
      {
        title: "Failures handled, not hidden",
        description:
          "Retries, alerts and readable logs mean a failed sync is caught and fixed, not discovered at month end.",
      },
      {
        title: "Partner-level CRM knowledge",
        description:
          "As a Zoho CRM implementation partner, we know how CRM data should be modelled before it is synced.",
      },
      {
        title: "Monitored around the clock",
        description: `Integrations we run are monitored on platforms that target ${companyStats.slaUptime.value} SLA uptime, with ${companyStats.support.value} incident support on a support plan.`,
      },
    ],
    image: "cloud",
    imageAlt: "A cloud service linked to servers and applications through data pipelines",
  },
  faq: [
    {
      question: "Can you integrate software that has no API?",
      answer:
        "Often, yes: through database connections, scheduled file exchanges or, as a last resort, careful automation of the user interface. We tell you the reliability trade-offs of each option before building.",
    },
    {
      question: "How long does an integration take?",
      answer:
        "Mapping your systems takes 1–2 weeks. Each integrated system then goes live in 2–4 weeks, depending on the APIs involved and how clean the data is.",
    },
    {
      question: "What happens if one of the systems is down?",
      answer:
        "The integration queues the changes, retries automatically and alerts us if the outage lasts. Nothing is lost, and the sync catches up when the system returns.",
    },
    {
      question: "Do you use integration platforms or write custom code?",
      answer:
        "Both. Simple flows can run on an integration platform you can manage yourself; high-volume or business-critical flows are better as a custom service. We recommend per flow, not by habit.",
    },
  ],
} satisfies DetailPage;
