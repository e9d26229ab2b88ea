import { z } from "zod";

/**
 * The content of one case study page, /portfolio/<slug>. Each project on the three portfolio
 * indexes (web/content/portfolio.ts) has exactly one entry of this shape, laid out by the one
 * case study layout (web/components/portfolio/case-study-page.tsx). The project's title,
 * artwork and disciplines come from its portfolio entry; this holds the story. A unit test
 * validates every entry (schema.test.ts).
 *
 * HONESTY RULES, checked by the test where a machine can check them:
 * - Clients are described by sector and market only, never by name ("A Karachi apparel
 *   retailer"), until a client agrees in writing to be named.
 * - Figures are STAND-IN values (the specification gives no client results). Prefer figures
 *   that follow from the specification's own terms (go-live in 2–4 weeks, 2–3 revision rounds,
 *   turnaround days, platform sizes, 99.9% uptime targets) and say in `basis` where each one
 *   comes from. Replace them with each project's reported figures before launch.
 * - Pull quotes are the team's own words, attributed to a role on the team, never to a client.
 */

const text = z.string().trim().min(1);

/** Calls to action start with a verb (DESIGN.md). */
export const ctaVerbs = ["Get", "Start", "Order", "Plan", "Book", "Request", "Talk"] as const;

export const caseStudySchema = z
  .object({
    /** The page lives at /portfolio/<slug>; the same slug names the project in portfolio.ts. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    meta: z.object({
      /** Unique across the site; the layout adds " | <brand>". */
      title: text.max(60),
      description: text.min(50).max(170),
    }),
    hero: z.object({
      /** The page's one H1, unique across the site. */
      title: text.max(80),
      lead: text.max(320),
    }),
    client: z.object({
      /** Who the client is, by sector: "A Karachi apparel retailer". Never a company name. */
      sector: text.max(60),
      /** One line of context: what they sell, to whom, where. */
      context: text.max(120),
    }),
    /** How long the work took, e.g. "3 weeks to go-live". */
    timeline: text.max(40),
    /** What the team did, as short labels (2–4). */
    services: z.array(text.max(32)).min(2).max(4),
    problem: z.object({
      title: text,
      paragraphs: z.array(text).min(1).max(2),
      /** What hurt, as short lines beside the story (2–4). */
      pains: z.array(text.max(80)).min(2).max(4),
    }),
    build: z.object({
      title: text,
      lead: text,
      /** Numbered rows, in the order the work ran (3–5). */
      steps: z
        .array(z.object({ title: text.max(40), description: text }))
        .min(3)
        .max(5),
    }),
    /** The stack or tools, shown as a strip of text marks (no third-party logos). */
    stack: z
      .array(z.object({ name: text.max(24), role: text.max(48) }))
      .min(3)
      .max(6),
    /** Two or three outcome figures. STAND-IN until replaced with the project's own reporting. */
    figures: z
      .array(
        z.object({
          value: text.max(12),
          label: text.max(64),
          /** Where the figure comes from or what it is measured against. */
          basis: text.max(90),
        }),
      )
      .min(2)
      .max(3),
    quote: z.object({
      text: text.max(200),
      /** A role on the team, e.g. "Project lead". */
      attribution: text.max(60),
    }),
    mockup: z.object({
      /** A browser window for sites and dashboards; a design-tool artboard for artwork. */
      frame: z.enum(["browser", "artboard"]),
      /** The label in the frame's bar: a page name or an artboard name, never a real address. */
      label: text.max(48),
      caption: text.max(140),
    }),
    /** The service page behind the work. */
    service: z.object({ label: text, to: z.string().regex(/^\/[a-z0-9/_-]+$/) }),
    cta: z.object({
      title: text,
      lead: text,
      action: z.object({ label: text, to: z.literal("/contact") }),
    }),
  })
  .strict();

export type CaseStudy = z.input<typeof caseStudySchema>;
