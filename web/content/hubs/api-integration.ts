import crmErp from "#web/assets/hubs/api-crm-erp.svg";
import custom from "#web/assets/hubs/api-custom.svg";
import dataSync from "#web/assets/hubs/api-data-sync.svg";
import marketing from "#web/assets/hubs/api-marketing.svg";
import payments from "#web/assets/hubs/api-payments.svg";
import shipping from "#web/assets/hubs/api-shipping.svg";
import webhooks from "#web/assets/hubs/api-webhooks.svg";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { ImageCard } from "#web/components/hubs/image-cards.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import { apiIntegrationArt } from "../hero-art/api-integration.ts";
import { toContact } from "../shared/actions.ts";

export const apiIntegrationContent = {
  path: "/services/apiintegration",
  meta: {
    title: "API and Integration Services",
    description:
      "Payment, CRM, ERP, shipping and marketing integrations, custom APIs, webhooks and data sync that connect the tools you already use.",
  },
  hero: {
    eyebrow: "API & integration services",
    title: "Connect the tools you already use",
    lead: "We link your store, CRM, payments, shipping and in-house systems, so data moves on its own and your team stops copying it by hand.",
    actions: [toContact("Get a Quote"), { label: "All Services", to: "/services" }],
    art: apiIntegrationArt,
    summary: {
      title: "Every integration ships with",
      items: [
        "Error handling, retries and alerts",
        "Logs you can read when something fails",
        "Keys and tokens stored securely",
        "Documentation your team can follow",
      ],
      footer: "A first working integration in 2–4 weeks per system",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "Integration services",
        title: "Seven ways to make your systems talk",
        lead: "Most businesses run on a handful of apps that do not share data. We connect them, or build the API that does.",
      },
      blocks: [
        {
          kind: "ImageCards",
          cards: [
            {
              title: "Payment Gateway Integration",
              description:
                "Card, wallet and bank payments wired into your site or app, with refunds and reconciliation.",
              image: payments,
              imageAlt: "A payment card beside a checkout panel with a confirmed tick",
            },
            {
              title: "CRM & ERP Integration",
              description:
                "Customers, orders and invoices kept in step between your CRM, ERP and accounting tools.",
              image: crmErp,
              imageAlt: "Contact records syncing between two connected systems",
            },
            {
              title: "Shipping & Logistics APIs",
              description:
                "Live rates, labels and tracking from your couriers, straight into your store and inbox.",
              image: shipping,
              imageAlt: "A parcel travelling along a route between two map pins",
            },
            {
              title: "Marketing & Social APIs",
              description:
                "Leads from ads, forms and chat flowing into your CRM and mailing lists the moment they arrive.",
              image: marketing,
              imageAlt: "Chat and notification bubbles feeding a rising chart",
            },
            {
              title: "Custom REST & GraphQL APIs",
              description:
                "Well-documented APIs for your product, partners or mobile app, secured and versioned.",
              image: custom,
              imageAlt: "Code brackets around a list of API endpoints",
            },
            {
              title: "Webhooks & Automation",
              description:
                "Events in one system trigger actions in another: new order, new ticket, new task.",
              image: webhooks,
              imageAlt: "Connected nodes passing events along an automated flow",
            },
            {
              title: "Data Sync & Migration",
              description:
                "Move records from old systems and keep two databases in sync without duplicates.",
              image: dataSync,
              imageAlt: "Two databases with arrows syncing records between them",
            },
          ] satisfies ImageCard[],
        },
      ],
    },
    {
      id: "workflow",
      heading: {
        eyebrow: "How we work",
        title: "From first call to live integration",
        lead: "Five steps, each with a clear output you sign off before the next one starts.",
      },
      blocks: [
        {
          kind: "Steps",
          steps: [
            {
              title: "Discovery",
              description:
                "We map your systems, the data that moves between them and where it gets stuck. Takes 1–2 weeks.",
            },
            {
              title: "Requirements",
              description:
                "A written spec of every field, trigger and edge case, agreed before anything is built.",
            },
            {
              title: "Build",
              description:
                "Connectors and APIs built and tested against sandbox accounts, with a demo each week.",
            },
            {
              title: "Integrate",
              description:
                "We connect your live systems, migrate data and run real transactions end to end.",
            },
            {
              title: "Deploy",
              description:
                "Go-live with monitoring and alerts, then hand-over documentation and support.",
            },
          ] satisfies Step[],
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "muted",
      heading: { eyebrow: "Why choose us", title: "Integrations that keep working" },
      blocks: [
        {
          kind: "WhyList",
          columns: 2,
          items: [
            {
              title: "Built to fail safely",
              subtitle:
                "Retries, queues and alerts mean a short outage upstream never loses your data.",
            },
            {
              title: "Security as standard",
              subtitle:
                "Least-privilege access, encrypted secrets and audit logs on every connection.",
            },
            {
              title: "Documented hand-over",
              subtitle: "Your team gets diagrams, runbooks and API docs, not a black box.",
            },
            {
              title: "Support after go-live",
              subtitle:
                "When a vendor changes their API, we update the connection before it breaks.",
            },
          ] satisfies WhyItem[],
        },
      ],
    },
  ],
  cta: {
    title: "Stop copying data between apps",
    lead: "List the tools you use and what should happen between them. We reply with a plan and a quote.",
    action: toContact("Get a Quote"),
  },
} satisfies HubContent;
