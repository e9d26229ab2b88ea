import { z } from "zod";

/**
 * One case study: a file content/case-studies/<slug>.yaml, with its picture beside it. The file
 * holds both the project's card in its portfolio gallery (web/content/portfolio.ts lists the
 * galleries) and the story of its page, /portfolio/<slug>, laid out by the one case study layout
 * (web/components/portfolio/case-study-page.tsx). The build validates every file against this
 * schema (scripts/build-content.ts) and stops at the first wrong field, naming file and field.
 *
 * HONESTY RULES, checked by the test where a machine can check them:
 * - Clients are described by sector and market only, never by name ("A Karachi apparel
 *   retailer"), until a client agrees in writing to be named.
 * - A project the company has not delivered and reported on is a stand-in (`standIn: true`):
 *   the specification gives no client results, so today every project is one, its figures
 *   following from the specification's own terms (go-live in 2–4 weeks, 2–3 revision rounds,
 *   turnaround days, platform sizes) with `basis` saying where each comes from. A production
 *   build refuses stand-ins (scripts/check-stand-ins.ts).
 * - Pull quotes are the team's own words, attributed to a role on the team, never to a client.
 * - The picture is an illustration unless it is a photograph or screenshot of the delivered
 *   work; an illustration's caption says it is one and shows what the project is about.
 */

const text = z.string().trim().min(1);

/** Calls to action start with a verb (DESIGN.md). */
export const ctaVerbs = ["Get", "Start", "Order", "Plan", "Book", "Request", "Talk"] as const;

/** The three portfolio galleries a project can belong to (web/content/portfolio.ts). */
export const galleries = ["web-app", "graphic-design", "ui-ux"] as const;

/** A picture beside its entry: a file name in the same folder. SVG means an illustration. */
export const pictureFile = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|jpe?g|png|webp)$/, "a file name like my-picture.svg");

export const caseStudySchema = z
  .object({
    /** true while the project is a made-up example; a production build refuses it. */
    standIn: z.boolean(),
    /** Which portfolio gallery lists the project, and where in it (1 first). */
    gallery: z.enum(galleries),
    order: z.int().min(1),
    /** The project's name on its gallery card and in the case study's eyebrow. */
    title: text.max(40),
    /** The gallery card's paragraph. */
    summary: text.max(320),
    /** The project's picture: a file beside this one, and what it shows. */
    image: pictureFile,
    imageAlt: text.max(200),
    /** The disciplines, as badges (2–3). */
    tags: z.array(text.max(24)).min(2).max(3),
    /** What the client received, listed on a featured gallery's card (3). */
    delivered: z.array(text.max(80)).length(3).optional(),
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
      /** A role on the team, e.g. "Project lead"; the page adds the company's name. */
      role: text.max(40),
    }),
    mockup: z.object({
      /** A browser window for sites and dashboards; a design-tool artboard for artwork. */
      frame: z.enum(["browser", "artboard"]),
      /** The label in the frame's bar: a page name or an artboard name, never a real address. */
      label: text.max(48),
      /** What the picture shows. An SVG is an illustration, and its caption says so. */
      caption: text.max(160),
    }),
    /** The service page behind the work. */
    service: z.object({ label: text, to: z.string().regex(/^\/[a-z0-9/_-]+$/) }),
    cta: z.object({
      title: text,
      /** The page adds the reply promise (site/facts.ts) after it. */
      lead: text,
      action: z.object({ label: text, to: z.literal("/contact") }),
    }),
  })
  .strict()
  .refine((entry) => !entry.image.endsWith(".svg") || /\billustrat/i.test(entry.mockup.caption), {
    path: ["mockup", "caption"],
    message: "the picture is an illustration (.svg), so the caption must say so",
  });

/** A case study file as written. */
export type CaseStudyEntry = z.output<typeof caseStudySchema>;

/**
 * A case study as the page shows it: its slug (the file's name), the quote attributed to a role
 * at the company and the closing lead with the reply promise (web/content/case-studies/index.ts).
 */
export type CaseStudy = Omit<CaseStudyEntry, "quote"> & {
  slug: string;
  quote: { text: string; attribution: string };
};
