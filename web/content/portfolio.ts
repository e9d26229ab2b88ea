import type { portfolioImages } from "#web/assets/generated/portfolio";
import { site } from "./site";

/**
 * The portfolio galleries. Each work is shown with original artwork of the kind of deliverable
 * (web/assets/portfolio/*.svg), not screenshots of client property, and names no client.
 * STAND-IN: swap in real case studies, with each client's permission, as they are approved.
 */

export type PortfolioWork = {
  title: string;
  description: string;
  /** The artwork's file name in web/assets/portfolio, without .svg */
  image: keyof typeof portfolioImages;
  imageAlt: string;
  tags: readonly string[];
  /** What the client received (featured layout only). */
  delivered?: readonly string[];
  /** The service page behind the work. */
  service?: { label: string; to: string };
};

export type PortfolioPage = {
  path: string;
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /** Featured: large alternating rows. Grid: a gallery of cards. */
  layout: "featured" | "grid";
  heading: { eyebrow: string; title: string; lead: string };
  works: readonly PortfolioWork[];
  cta: { title: string; lead: string; action: { label: string; to: string } };
};

const webdev: PortfolioPage = {
  path: "/portfolio_webdev",
  meta: {
    title: "Web & app portfolio",
    description: `Featured web and app projects by ${site.brand.name}: an e-commerce platform, a corporate website and a CRM automation.`,
  },
  hero: {
    eyebrow: "Portfolio · Web & App",
    title: "Websites and systems that do real work",
    lead: "Three projects that show how we build: a store that sells on every screen, a corporate site that earns trust, and a CRM that runs the follow-up for the sales team.",
  },
  layout: "featured",
  heading: {
    eyebrow: "Featured projects",
    title: "Built for results, not just launch day",
    lead: "Each project pairs a clear business goal with a fast, secure build and support after go-live.",
  },
  works: [
    {
      title: "E-Commerce Platform",
      description:
        "A complete online store for a retail brand: a fast catalogue, a short mobile checkout and a back office the team runs without developers. We kept handling the weekly store management after launch.",
      image: "ecommerce-platform",
      imageAlt:
        "An online store on a desktop browser with a product grid, beside a phone showing the cart and checkout",
      tags: ["E-commerce", "Mobile checkout", "Store management"],
      delivered: [
        "Catalogue, search and filters that stay fast as the range grows",
        "Checkout with local and international payment options",
        "Order, stock and shipping workflows the team manages day to day",
      ],
      service: { label: "E-commerce services", to: "/services/ecommerce" },
    },
    {
      title: "Corporate Website",
      description:
        "A multi-page corporate website for a services group: clear positioning, case-study pages and enquiry forms that reach the right department. It reads as well on a phone as on a desktop.",
      image: "corporate-website",
      imageAlt:
        "A corporate website with a dark hero, client logos and service cards on a laptop, with the same site on a phone",
      tags: ["Web design", "Content management", "SEO"],
      delivered: [
        "Messaging, sitemap and page design built around the buyer's questions",
        "A content system the marketing team edits without help",
        "Technical SEO, structured data and fast page loads from day one",
      ],
      service: { label: "Web development services", to: "/services/webdevelopment" },
    },
    {
      title: "CRM Automation",
      description:
        "A Zoho CRM roll-out for a B2B sales team: a pipeline that matches how they sell, leads routed automatically, and follow-up e-mails and tasks created by workflow instead of by hand.",
      image: "crm-automation",
      imageAlt:
        "A CRM dashboard with sales figures and a deal pipeline, and an automation panel linking a trigger to an e-mail and a task",
      tags: ["Zoho CRM", "Automation", "Integration"],
      delivered: [
        "Pipeline stages, fields and permissions set up for the team",
        "Lead routing, reminders and follow-up automations",
        "Data migrated from spreadsheets, plus team training",
      ],
      service: { label: "Zoho CRM services", to: "/services/zohocrm" },
    },
  ],
  cta: {
    title: "Planning a website or app?",
    lead: `Tell us what it needs to achieve. Small and mid-sized businesses usually go live in 2–4 weeks. ${site.replyPromise.hero}`,
    action: { label: "Start a Project", to: "/contact" },
  },
};

const graphic: PortfolioPage = {
  path: "/portfolio/graphic-designing",
  meta: {
    title: "Graphic design portfolio",
    description: `Graphic design by ${site.brand.name}: brand identities, stream overlays, emotes, flyers, channel art and subscriber badges.`,
  },
  hero: {
    eyebrow: "Portfolio · Graphic Designing",
    title: "Design that makes a brand easy to remember",
    lead: "Brand identities, print and social graphics, and complete stream packages: artwork made to look right everywhere it appears, from a business card to a 28 px emote.",
  },
  layout: "grid",
  heading: {
    eyebrow: "Selected work",
    title: "Brand, print and stream design",
    lead: "Every file is delivered in the sizes and formats each platform asks for, ready to upload.",
  },
  works: [
    {
      title: "Brand Identity System",
      description:
        "A full identity for a specialty coffee roaster: logo mark, colour palette, type scale and stationery, with guidelines for using them.",
      image: "brand-identity",
      imageAlt:
        "A coffee-bean logo on navy, white and amber cards, business cards, a five-colour palette and a type sample",
      tags: ["Logo", "Brand kit", "Print"],
    },
    {
      title: "Stream Overlay Package",
      description:
        "A matching overlay set for a live streamer: webcam frame, alerts, chat panel, ticker and the starting, break and ending scenes.",
      image: "stream-overlay",
      imageAlt:
        "A game stream with a neon webcam frame, a follower alert, a chat panel and three matching scene screens below",
      tags: ["Overlay", "Stream package"],
    },
    {
      title: "Mascot Emote Set",
      description:
        "Six expressive emotes built around one mascot, drawn to stay readable at 112, 56 and 28 px, plus an animated version of 10–15 frames.",
      image: "emote-set",
      imageAlt:
        "Six emotes of an orange fox-cat mascot, happy, in love, laughing, sad, excited and winking, with size and animation previews",
      tags: ["Emotes", "Animation"],
    },
    {
      title: "Event and Promo Flyers",
      description:
        "Print and social flyers for a technology meetup and a restaurant launch: one clear message, a strong image and every detail in its place.",
      image: "event-flyers",
      imageAlt:
        "Two flyers on a desk: a navy technology event poster and an orange restaurant promotion with a pizza",
      tags: ["Flyer", "Print", "Social"],
    },
    {
      title: "YouTube Channel Art",
      description:
        "A 2560×1440 channel banner designed around the safe area, so the title reads on every screen, with matching avatar and thumbnail styles.",
      image: "channel-banner",
      imageAlt:
        "A channel page with a blue-to-teal banner, its safe area outlined, a round avatar and four colourful video thumbnails",
      tags: ["Header", "Banner", "Thumbnails"],
    },
    {
      title: "Subscriber Badge Tiers",
      description:
        "Five loyalty badges for 1, 3, 6, 9 and 12 months, each one clear at 18/36/72 px next to a name in chat.",
      image: "sub-badges",
      imageAlt:
        "Five badges, bronze, silver, gold, a blue diamond and a purple crown, shown large and next to names in a chat",
      tags: ["Sub badges", "Stream package"],
    },
  ],
  cta: {
    title: "Need artwork that stands out?",
    lead: `Send a few lines about your brand or channel and we will reply with ideas, a timeline and a price. ${site.replyPromise.hero}`,
    action: { label: "Start a Design Project", to: "/contact" },
  },
};

const uiux: PortfolioPage = {
  path: "/portfolio/ui-ux-designing",
  meta: {
    title: "UI/UX design portfolio",
    description: `UI/UX design by ${site.brand.name}: mobile apps, dashboards, booking flows and design systems, from research to tested prototypes.`,
  },
  hero: {
    eyebrow: "Portfolio · UI/UX Designing",
    title: "Apps and dashboards shaped by real user research",
    lead: "We research how people work, map the flows, test prototypes and hand developers a design system they can build from. Here are six examples.",
  },
  layout: "grid",
  heading: {
    eyebrow: "Selected work",
    title: "Product and interface design",
    lead: "Each project started with user research and ended with a prototype tested by real users.",
  },
  works: [
    {
      title: "Mobile Banking App",
      description:
        "Home, transfer and insight screens for a digital bank: balances at a glance, quick transfers to saved contacts and spending charts that explain themselves.",
      image: "banking-app",
      imageAlt:
        "Three phone screens of a banking app: a card balance with recent transactions, a transfer keypad and a spending chart",
      tags: ["Mobile app", "Fintech"],
    },
    {
      title: "SaaS Analytics Dashboard",
      description:
        "A dashboard for a subscription business that puts the key figures first, with filters, trends and tables for the detail behind them.",
      image: "analytics-dashboard",
      imageAlt:
        "A web dashboard with four key figures, a trend chart with a tooltip, a bar chart and a short table",
      tags: ["Web app", "Data visualisation"],
    },
    {
      title: "Food Delivery App",
      description:
        "Browse, order and track in a few taps: restaurant lists, a dish page with options, and live tracking of the rider.",
      image: "food-delivery-app",
      imageAlt:
        "Three phone screens of a food app: a restaurant list, a pizza with size options and a map tracking the delivery",
      tags: ["Mobile app", "User flows"],
    },
    {
      title: "Product Design System",
      description:
        "Colour tokens, type scale, buttons, inputs, controls and cards, documented in every state, so teams design and build faster and stay consistent.",
      image: "design-system",
      imageAlt:
        "A design system sheet: a blue colour scale, type sizes, buttons, text fields in normal, focus and error states, toggles and icons",
      tags: ["Design system", "Components"],
    },
    {
      title: "Clinic Appointment Booking",
      description:
        "A tablet booking flow for a medical clinic: choose a doctor, pick a free slot and confirm, with clear states for taken and selected times.",
      image: "clinic-booking",
      imageAlt:
        "A tablet app with a list of doctors, a week calendar with time slots and a booking confirmation",
      tags: ["Web app", "Healthcare"],
    },
    {
      title: "From Research to Prototype",
      description:
        "How our UX work runs: research notes become user flows and wireframes, then a high-fidelity prototype that users test before any code is written.",
      image: "user-flow",
      imageAlt:
        "Sticky notes above three grey wireframes joined by arrows to a finished, colourful phone screen",
      tags: ["UX research", "Wireframes", "Prototyping"],
    },
  ],
  cta: {
    title: "Want an interface your users love?",
    lead: `Start with a UX review of what you have, or a discovery for something new. ${site.replyPromise.hero}`,
    action: { label: "Start a UX Discovery", to: "/contact" },
  },
};

export const portfolioPages: readonly PortfolioPage[] = [webdev, graphic, uiux];

export function portfolioPageFor(path: string): PortfolioPage | undefined {
  return portfolioPages.find((page) => page.path === path);
}
