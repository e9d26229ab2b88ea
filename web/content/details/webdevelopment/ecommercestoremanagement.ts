import { storeManagementArt } from "../../hero-art/details/webdevelopment.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "ecommercestoremanagement",
  navLabel: "E-commerce Store Management",
  icon: "cart",
  meta: {
    title: "E-commerce Store Management: Catalogue, Orders and Growth",
    description:
      "We run the day-to-day of your online store: product listings, orders, promotions, apps and reporting, so you can focus on sourcing and customers.",
  },
  hero: {
    eyebrow: "E-commerce store management",
    title: "Your online store, run every day by people who know e-commerce",
    lead: "We take over the routine work that keeps a store selling: product listings, stock and price updates, order issues, promotions and monthly reporting. You keep the decisions; we keep the store moving.",
    cta: { label: "Get a Store Plan" },
    secondaryLabel: "See the Services",
    art: storeManagementArt,
  },
  lead: [
    "A store rarely loses sales in one dramatic failure. It loses them slowly: products with thin descriptions, out-of-stock items still advertised, a discount code that never expired, a checkout step that broke after an app update. Store management is the discipline of catching all of that before customers do.",
    "We work inside your existing platform, whether that is Shopify, WooCommerce or a custom build, with a shared task board so you can see every change we make and ask for new ones.",
  ],
  columns: [
    {
      title: "What we handle",
      items: [
        "New product uploads with photos, variants and search-friendly copy",
        "Stock, price and collection updates on your schedule",
        "Seasonal campaigns, discount codes and homepage banners",
        "App and theme updates tested before they reach customers",
        "Order exceptions, refunds and customer-service hand-offs",
        "A monthly report on sales, conversion and top products",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Founders who spend evenings uploading products instead of selling",
        "Brands launching a new collection every season",
        "Stores that grew faster than the team behind them",
        "Retailers moving from marketplaces to their own store",
      ],
    },
  ],
  quote: {
    text: "Customers judge a store on the last product page they saw. Keeping every page accurate, quick and tempting is the work nobody notices until it stops.",
    attribution: "Why store management is a weekly job",
  },
  offer: {
    title: "Store management services",
    items: [
      {
        title: "Catalogue management",
        description:
          "Listings, variants, collections and filters kept complete and consistent, so shoppers find what they came for.",
      },
      {
        title: "Conversion housekeeping",
        description:
          "Broken links, slow pages, checkout errors and confusing steps found and fixed on a regular sweep.",
      },
      {
        title: "Campaign set-up",
        description:
          "Sales, bundles, free-shipping thresholds and launch pages prepared and scheduled ahead of time.",
      },
      {
        title: "Platform upkeep",
        description:
          "Theme, app and payment updates applied on a staging copy first, then released when they are safe.",
      },
    ],
  },
  addons: {
    title: "Add-ons for growing stores",
    items: [
      {
        title: "Product photography editing",
        description: "Background clean-up and consistent sizing for every product image.",
      },
      {
        title: "Marketplace sync",
        description: "Stock and listings connected to the marketplaces you also sell on.",
      },
      {
        title: "E-mail flows",
        description: "Welcome, abandoned-cart and win-back e-mails written and automated.",
      },
      {
        title: "Store SEO",
        description: "Category and product pages optimised for the searches that buy.",
      },
    ],
  },
  why: {
    title: "Why store owners hand their store to us",
    items: [
      {
        title: "Developers and merchandisers in one team",
        description:
          "A listing problem and a code problem get fixed by the same team, without a second agency.",
      },
      {
        title: "Every change visible",
        description:
          "A shared board shows what was requested, what was done and when, so nothing disappears in e-mail.",
      },
      {
        title: "Safe updates",
        description:
          "Risky changes are tested on a staging copy before they touch the store your customers use.",
      },
      {
        title: "Reporting that leads to action",
        description:
          "Each monthly report ends with the changes most likely to lift sales next month, ranked by effort.",
      },
    ],
    image: "data",
    imageAlt: "A store dashboard with sales charts fed from a product database",
  },
  faq: [
    {
      question: "Which e-commerce platforms do you manage?",
      answer:
        "We work daily with Shopify and WooCommerce and also maintain custom stores we have built. If you are on another platform, tell us and we will confirm before you commit.",
    },
    {
      question: "Do we lose control of our store?",
      answer:
        "No. You keep owner access and final say. We work through staff accounts with the permissions you choose, and every change is logged on the shared board.",
    },
    {
      question: "How do we send you requests?",
      answer:
        "Through the shared task board or by e-mail. Each request is acknowledged, estimated when needed and marked done with a note of what changed.",
    },
    {
      question: "Can you also handle customer service?",
      answer:
        "We handle the store side of customer issues: order edits, refunds, shipping updates and product questions that need a listing fix. Front-line chat can be added as an extra.",
    },
    {
      question: "Do you redesign stores too?",
      answer:
        "Yes. If the theme itself is holding sales back, our web team can redesign or rebuild the store, and management continues on the new version.",
    },
  ],
} satisfies DetailPage;
