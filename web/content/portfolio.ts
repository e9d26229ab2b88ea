import { site } from "#site/facts.ts";
import { caseStudies } from "./case-studies/index.ts";
import type { galleries } from "./case-studies/schema.ts";
import { toContact } from "./shared/actions.ts";
import { monograms } from "./shared/marks.ts";

/**
 * The three portfolio galleries: each page's own copy here, its projects from the case studies
 * (content/case-studies/<slug>.yaml names its gallery and its place in it). Each project has its
 * case study at /portfolio/<slug>, and its picture, beside its file, names no client.
 */

export type PortfolioWork = {
  title: string;
  /** The case study's address: /portfolio/<slug>. Unique across the three galleries. */
  slug: string;
  description: string;
  /** The picture's file beside the case study, e.g. "crm-automation.svg". */
  image: string;
  imageAlt: string;
  tags: readonly string[];
  /** What the client received (featured layout only). */
  delivered?: readonly string[];
  /** The service page behind the work. */
  service: { label: string; to: string };
};

type PortfolioCopy = {
  /** Which case studies it lists: those naming this gallery. */
  gallery: (typeof galleries)[number];
  path: string;
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /** Featured: large alternating rows. Grid: a gallery of cards. */
  layout: "featured" | "grid";
  heading: { eyebrow: string; title: string; lead: string };
  /** A strip of text marks under the works: the sectors or tools behind them. */
  strip: { title: string; items: readonly { mark: string; name: string }[] };
  /** A pull quote: the team's working principle for this kind of work, never a client's words. */
  quote: { text: string; attribution: string };
  cta: { title: string; lead: string; action: { label: string; to: string } };
};

export type PortfolioPage = PortfolioCopy & { works: readonly PortfolioWork[] };

const webdev: PortfolioCopy = {
  gallery: "web-app",
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
  strip: {
    title: "Sectors across our portfolio",
    items: monograms(
      ["AR", "Apparel retail"],
      ["EF", "Engineering & facilities"],
      ["BD", "B2B distribution"],
      ["FT", "Fintech"],
      ["HC", "Healthcare"],
      ["LS", "Logistics software"],
    ),
  },
  quote: {
    text: "We judge a website by what it does on an ordinary Tuesday: orders taken, enquiries routed, follow-ups sent. Launch day is only the start.",
    attribution: `Delivery lead, ${site.brand.name}`,
  },
  cta: {
    title: "Planning a website or app?",
    lead: `Tell us what it needs to achieve. Small and mid-sized businesses usually go live in 2–4 weeks. ${site.replyPromise.hero}`,
    action: toContact("Start a Project"),
  },
};

const graphic: PortfolioCopy = {
  gallery: "graphic-design",
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
  strip: {
    title: "Brands and channels in this gallery",
    items: monograms(
      ["CR", "Coffee roasting"],
      ["CW", "Co-working"],
      ["VS", "Variety streaming"],
      ["CG", "Cosy-games streaming"],
      ["TR", "Tech reviews"],
      ["CP", "Competitive gaming"],
    ),
  },
  quote: {
    text: "We draw every piece for the smallest place it will appear: a 28 px emote, a cup lid, a phone's crop of a banner. Large sizes are easy after that.",
    attribution: `Design lead, ${site.brand.name}`,
  },
  cta: {
    title: "Need artwork that stands out?",
    lead: `Send a few lines about your brand or channel and we will reply with ideas, a timeline and a price. ${site.replyPromise.hero}`,
    action: toContact("Start a Design Project"),
  },
};

const uiux: PortfolioCopy = {
  gallery: "ui-ux",
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
  strip: {
    title: "Sectors in this gallery",
    items: monograms(
      ["DB", "Digital banking"],
      ["SA", "Subscription software"],
      ["FD", "Food delivery"],
      ["LS", "Logistics software"],
      ["HC", "Healthcare"],
      ["HS", "Home services"],
    ),
  },
  quote: {
    text: "We test with real users before a developer writes a line. Changing a prototype costs an afternoon; changing shipped code costs a sprint.",
    attribution: `UX lead, ${site.brand.name}`,
  },
  cta: {
    title: "Want an interface your users love?",
    lead: `Start with a UX review of what you have, or a discovery for something new. ${site.replyPromise.hero}`,
    action: toContact("Start a UX Discovery"),
  },
};

/** A gallery with its projects, in the order their case studies give. */
function withWorks(copy: PortfolioCopy): PortfolioPage {
  const works = caseStudies
    .filter((study) => study.gallery === copy.gallery)
    .map((study) => ({
      title: study.title,
      slug: study.slug,
      description: study.summary,
      image: study.image,
      imageAlt: study.imageAlt,
      tags: study.tags,
      delivered: study.delivered,
      service: study.service,
    }));
  return { ...copy, works };
}

// Pure: the browser imports this file for its paths (prerender.ts), never for the projects.
export const portfolioPages: readonly PortfolioPage[] = /* @__PURE__ */ [webdev, graphic, uiux].map(
  withWorks,
);

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
