import { site } from "#site/facts.ts";
import type { portfolioImages } from "#web/assets/generated/portfolio.ts";

/**
 * The portfolio galleries. Each work is shown with original artwork of the kind of deliverable
 * (web/assets/portfolio/*.svg), not screenshots of client property, and names no client. Each
 * work has a case study at /portfolio/<slug> (web/content/case-studies/).
 * STAND-IN: the projects describe the kind of work the team does; swap in real case studies,
 * with each client's permission, as they are approved.
 */

export type PortfolioWork = {
  title: string;
  /** The case study's address: /portfolio/<slug>. Unique across the three galleries. */
  slug: string;
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
  /** A strip of text marks under the works: the sectors or tools behind them. */
  strip: { title: string; items: readonly { mark: string; name: string }[] };
  /** A pull quote: the team's working principle for this kind of work, never a client's words. */
  quote: { text: string; attribution: string };
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
      slug: "ecommerce-platform",
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
      slug: "corporate-website",
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
      slug: "crm-automation",
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
  strip: {
    title: "Sectors across our portfolio",
    items: [
      { mark: "AR", name: "Apparel retail" },
      { mark: "EF", name: "Engineering & facilities" },
      { mark: "BD", name: "B2B distribution" },
      { mark: "FT", name: "Fintech" },
      { mark: "HC", name: "Healthcare" },
      { mark: "LS", name: "Logistics software" },
    ],
  },
  quote: {
    text: "We judge a website by what it does on an ordinary Tuesday: orders taken, enquiries routed, follow-ups sent. Launch day is only the start.",
    attribution: `Delivery lead, ${site.brand.name}`,
  },
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
      slug: "brand-identity-system",
      description:
        "A full identity for a specialty coffee roaster: logo mark, colour palette, type scale and stationery, with guidelines for using them.",
      image: "brand-identity",
      imageAlt:
        "A coffee-bean logo on navy, white and amber cards, business cards, a five-colour palette and a type sample",
      tags: ["Logo", "Brand kit", "Print"],
    },
    {
      title: "Stream Overlay Package",
      slug: "stream-overlay-package",
      description:
        "A matching overlay set for a live streamer: webcam frame, alerts, chat panel, ticker and the starting, break and ending scenes.",
      image: "stream-overlay",
      imageAlt:
        "A game stream with a neon webcam frame, a follower alert, a chat panel and three matching scene screens below",
      tags: ["Overlay", "Stream package"],
    },
    {
      title: "Mascot Emote Set",
      slug: "mascot-emote-set",
      description:
        "Six expressive emotes built around one mascot, drawn to stay readable at 28/56/112 px, plus an animated version of 10–15 frames.",
      image: "emote-set",
      imageAlt:
        "Six emotes of an orange fox-cat mascot, happy, in love, laughing, sad, excited and winking, with size and animation previews",
      tags: ["Emotes", "Animation"],
    },
    {
      title: "Event and Promo Flyers",
      slug: "event-promo-flyers",
      description:
        "Print and social flyers for a co-working space: its monthly technology meetup and the launch of its ground-floor pizzeria. One clear message each.",
      image: "event-flyers",
      imageAlt:
        "Two flyers on a desk: a navy technology event poster and an orange restaurant promotion with a pizza",
      tags: ["Flyer", "Print", "Social"],
    },
    {
      title: "YouTube Channel Art",
      slug: "youtube-channel-art",
      description:
        "A 2560×1440 channel banner designed around the safe area, so the title reads on every screen, with matching avatar and thumbnail styles.",
      image: "channel-banner",
      imageAlt:
        "A channel page with a blue-to-teal banner, its safe area outlined, a round avatar and four colourful video thumbnails",
      tags: ["Header", "Banner", "Thumbnails"],
    },
    {
      title: "Subscriber Badge Tiers",
      slug: "subscriber-badge-tiers",
      description:
        "Five loyalty badges for 1, 3, 6, 9 and 12 months, each one clear at 18/36/72 px next to a name in chat.",
      image: "sub-badges",
      imageAlt:
        "Five badges, bronze, silver, gold, a blue diamond and a purple crown, shown large and next to names in a chat",
      tags: ["Sub badges", "Stream package"],
    },
  ],
  strip: {
    title: "Brands and channels in this gallery",
    items: [
      { mark: "CR", name: "Coffee roasting" },
      { mark: "CW", name: "Co-working" },
      { mark: "VS", name: "Variety streaming" },
      { mark: "CG", name: "Cosy-games streaming" },
      { mark: "TR", name: "Tech reviews" },
      { mark: "CP", name: "Competitive gaming" },
    ],
  },
  quote: {
    text: "We draw every piece for the smallest place it will appear: a 28 px emote, a cup lid, a phone's crop of a banner. Large sizes are easy after that.",
    attribution: `Design lead, ${site.brand.name}`,
  },
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
      slug: "mobile-banking-app",
      description:
        "Home, transfer and insight screens for a digital bank: balances at a glance, quick transfers to saved contacts and spending charts that explain themselves.",
      image: "banking-app",
      imageAlt:
        "Three phone screens of a banking app: a card balance with recent transactions, a transfer keypad and a spending chart",
      tags: ["Mobile app", "Fintech"],
    },
    {
      title: "SaaS Analytics Dashboard",
      slug: "saas-analytics-dashboard",
      description:
        "A dashboard for a subscription business that puts the key figures first, with filters, trends and tables for the detail behind them.",
      image: "analytics-dashboard",
      imageAlt:
        "A web dashboard with four key figures, a trend chart with a tooltip, a bar chart and a short table",
      tags: ["Web app", "Data visualisation"],
    },
    {
      title: "Food Delivery App",
      slug: "food-delivery-app",
      description:
        "Browse, order and track in a few taps: restaurant lists, a dish page with options, and live tracking of the rider.",
      image: "food-delivery-app",
      imageAlt:
        "Three phone screens of a food app: a restaurant list, a pizza with size options and a map tracking the delivery",
      tags: ["Mobile app", "User flows"],
    },
    {
      title: "Product Design System",
      slug: "product-design-system",
      description:
        "Colour tokens, type scale, buttons, inputs, controls and cards, documented in every state, so teams design and build faster and stay consistent.",
      image: "design-system",
      imageAlt:
        "A design system sheet: a blue colour scale, type sizes, buttons, text fields in normal, focus and error states, toggles and icons",
      tags: ["Design system", "Components"],
    },
    {
      title: "Clinic Appointment Booking",
      slug: "clinic-appointment-booking",
      description:
        "A tablet booking flow for a medical clinic: choose a doctor, pick a free slot and confirm, with clear states for taken and selected times.",
      image: "clinic-booking",
      imageAlt:
        "A tablet app with a list of doctors, a week calendar with time slots and a booking confirmation",
      tags: ["Web app", "Healthcare"],
    },
    {
      title: "From Research to Prototype",
      slug: "research-to-prototype",
      description:
        "A technician-booking app for a home-services company: research notes became user flows and wireframes, then a prototype customers tested before any code.",
      image: "user-flow",
      imageAlt:
        "Sticky notes above three grey wireframes joined by arrows to a finished, colourful phone screen",
      tags: ["UX research", "Wireframes", "Prototyping"],
    },
  ],
  strip: {
    title: "Sectors in this gallery",
    items: [
      { mark: "DB", name: "Digital banking" },
      { mark: "SA", name: "Subscription software" },
      { mark: "FD", name: "Food delivery" },
      { mark: "LS", name: "Logistics software" },
      { mark: "HC", name: "Healthcare" },
      { mark: "HS", name: "Home services" },
    ],
  },
  quote: {
    text: "We test with real users before a developer writes a line. Changing a prototype costs an afternoon; changing shipped code costs a sprint.",
    attribution: `UX lead, ${site.brand.name}`,
  },
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

/** A project's case study address. */
export function caseStudyPath(slug: string): string {
  return `/portfolio/${slug}`;
}

/** Every project's case study address, in gallery order (routes.ts makes one route each). */
export function caseStudyPaths(): string[] {
  return portfolioPages.flatMap((page) => page.works.map((work) => caseStudyPath(work.slug)));
}

/** A project, the gallery it belongs to, and its neighbours in that gallery (wrapping round). */
export function portfolioWorkFor(
  slug: string,
):
  | { work: PortfolioWork; page: PortfolioPage; previous: PortfolioWork; next: PortfolioWork }
  | undefined {
  for (const page of portfolioPages) {
    const index = page.works.findIndex((work) => work.slug === slug);
    if (index === -1) continue;
    const count = page.works.length;
    return {
      work: page.works[index]!,
      page,
      previous: page.works[(index - 1 + count) % count]!,
      next: page.works[(index + 1) % count]!,
    };
  }
  return undefined;
}
