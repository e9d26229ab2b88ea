import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import { ecommerceArt } from "../hero-art/ecommerce.ts";
import { toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";

export const ecommerceContent = {
  path: "/services/ecommerce",
  meta: {
    title: "E-commerce Development and Store Management",
    description:
      "Online stores built, connected and run for you: store design, payments, shipping, SEO, social selling and day-to-day store management. Launch in 2–4 weeks.",
  },
  hero: {
    eyebrow: "E-commerce",
    title: "Online stores that are easy to run and easy to buy from",
    lead: "We build your store, connect payments and shipping, and take on the weekly work of running it: catalogue, offers and reports.",
    actions: [toContact("Start Your Store"), { label: "Explore Store Services", to: "#services" }],
    art: ecommerceArt,
    summary: {
      title: "Every store includes",
      items: [
        "A fast, mobile-first storefront",
        "Local and international payments",
        "Shipping rates and order tracking",
        "Search-friendly product pages",
        "Sales reports you can read at a glance",
      ],
      footer: "Stores for small and mid-sized businesses launch in 2–4 weeks",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "Store services",
        title: "Build it, connect it, grow it",
        lead: "Choose what you need now and add the rest as you grow. Each card opens the detail.",
      },
      blocks: [
        {
          kind: "HubCards",
          tilt: 8,
          columns: 3,
          cards: [
            {
              title: "Store Development",
              description:
                "A storefront designed around your products, built to load fast and convert on mobile.",
              link: "/webdevelopment/websitedevelopment",
              image: { icon: "store", motif: "grid" },
            },
            {
              title: "Store Management",
              description:
                "Products, stock, orders and promotions handled every week, so you can focus on sourcing and sales.",
              link: "/webdevelopment/ecommercestoremanagement",
              image: { icon: "cart", motif: "bars" },
            },
            {
              title: "Payments & Shipping",
              description:
                "Payment gateways, courier rates, labels and tracking connected to your store.",
              link: "/services/apiintegration",
              image: { icon: "truck", motif: "nodes" },
            },
            {
              title: "Store SEO",
              description:
                "Product and category pages that rank. Leading indicators in 2–3 months, traffic in 3–6.",
              link: "/webdevelopment/seo",
              image: { icon: "search", motif: "rings" },
            },
            {
              title: "Social Selling & Ads",
              description:
                "Catalogue ads and shoppable posts that bring buyers from social media to your checkout.",
              link: "/webdevelopment/socialmediamarketing",
              image: { icon: "megaphone", motif: "waves" },
            },
            {
              title: "Custom Store Features",
              description:
                "Subscriptions, B2B pricing, marketplaces and portals built as web apps when themes fall short.",
              link: "/webdevelopment/webappdev",
              image: { icon: "code", motif: "dots" },
            },
          ] satisfies HubCard[],
        },
      ],
    },
    {
      id: "process",
      heading: {
        eyebrow: "How we launch",
        title: "From product list to first order",
        lead: "Six steps, with a working store to click through long before launch day.",
      },
      blocks: [
        {
          kind: "Steps",
          steps: [
            {
              title: "Discovery",
              description: "Products, customers, markets and margins mapped in 1–2 weeks.",
            },
            {
              title: "Catalogue & Design",
              description: "Categories, product pages and checkout designed around how people buy.",
            },
            {
              title: "Build",
              description: "The store built on the right platform, with a demo every week.",
            },
            {
              title: "Payments & Shipping",
              description: "Gateways, couriers, taxes and notifications connected and tested.",
            },
            {
              title: "Launch",
              description: "Test orders end to end, then go live with analytics in place.",
            },
            {
              title: "Run & Grow",
              description: "Weekly store management, offers and reports that lift repeat sales.",
            },
          ] satisfies Step[],
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "dark",
      layout: "split",
      heading: {
        eyebrow: "Why choose us",
        title: "A store partner after launch, not just before it",
      },
      aside: [
        {
          kind: "Stats",
          stats: [
            companyStats.projects,
            companyStats.onTime,
            companyStats.support,
          ] satisfies Stat[],
        },
      ],
      blocks: [
        {
          kind: "WhyList",
          items: [
            {
              title: "Live in 2–4 weeks",
              subtitle:
                "Stores for small and mid-sized businesses launch in 2–4 weeks from an agreed scope.",
            },
            {
              title: "Built for mobile buyers",
              subtitle: "Fast pages and a short checkout, designed for shoppers on their phones.",
            },
            {
              title: "We run it with you",
              subtitle: "Catalogue updates, promotions and reports handled every week.",
            },
            {
              title: "Connected end to end",
              subtitle: "Payments, couriers, CRM and accounting talk to each other automatically.",
            },
            {
              title: "Kept online",
              subtitle: `Monitoring against ${companyStats.slaUptime.value} SLA uptime and, on a support plan, a ${companyStats.support.value} incident line.`,
            },
          ] satisfies WhyItem[],
        },
      ],
    },
  ],
  cta: {
    title: "Ready to sell online, or to sell more?",
    lead: "Tell us what you sell and where your customers are. We come back with a plan and a fixed quote.",
    action: toContact("Start Your Store"),
  },
} satisfies HubContent;
