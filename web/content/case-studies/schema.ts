import { z } from "zod";
// Relative: content-collections.ts compiles this file, and its bundler follows relative imports only.
import { pageText } from "../shared/placeholder-names.ts";

/**
 * One case study: a file content/case-studies/<slug>.yaml, with its pictures beside it. The file
 * holds both the project's card in its portfolio gallery (web/content/portfolio.ts lists the
 * galleries) and the story of its page, /portfolio/<slug>, laid out by the one case study layout
 * (web/components/portfolio/case-study-page.tsx). The build validates every file against this
 * schema (scripts/build/build-content.ts) and stops at the first wrong field, naming file and field.
 *
 * HONESTY RULES, checked by this schema or the test where a machine can check them:
 * - Clients are described by sector and market. A client is named, its logo shown and its live
 *   site linked only with `client.permission: true`, which the owner sets once the client has
 *   agreed in writing. A delivered project whose client is not named says so in
 *   `client.withheld`, so the page never leaves a visitor guessing why.
 * - A project the company has not delivered and reported on is a stand-in (`standIn: true`):
 *   the specification gives no client results, so today every project is one, its figures
 *   following from the specification's own terms (go-live in 2–4 weeks, 2–3 revision rounds,
 *   turnaround days, platform sizes) with `basis` saying where each comes from. A stand-in
 *   names no client, since it has none. A production build refuses stand-ins
 *   (scripts/build/check-stand-ins.ts).
 * - A delivered project (`standIn: false`) is shown by its real work: screenshots of it, and a
 *   gallery picture that is a screenshot or photograph, never an illustration.
 * - Pull quotes are the team's own words, attributed to a role on the team, never to a client.
 * - The picture is an illustration unless it is a photograph or screenshot of the delivered
 *   work; an illustration's caption says it is one and shows what the project is about.
 */

/** Words on the page: a `{name}` in them is a company fact or a quoted price range. */
const text = pageText;

/** Calls to action start with a verb (DESIGN.md). */
export const ctaVerbs = ["Get", "Start", "Order", "Plan", "Book", "Request", "Talk"] as const;

/** The three portfolio galleries a project can belong to (web/content/portfolio.ts). */
export const galleries = ["web-app", "graphic-design", "ui-ux"] as const;

/** A picture beside its entry: a file name in the same folder. SVG means an illustration. */
export const pictureFile = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|jpe?g|png|webp)$/, "a file name like my-picture.svg");

/** A screenshot is the real thing, a bitmap; an SVG would be a drawing of it. */
export const screenshotFile = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/,
    "a PNG, JPEG or WebP file name like home-page.png",
  );

/** The frame a screenshot is shown in: a browser window, a phone or a tablet. */
export const devices = ["desktop", "phone", "tablet"] as const;

/** Where "only with the client's written agreement" is spelt out in each message. */
const needsPermission = (what: string) =>
  `${what} only with client.permission: true, set once the client has agreed in writing`;

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
    /**
     * The project's picture on its gallery card, and on its page when it has no screenshots: a
     * file beside this one, and what it shows. A delivered project can name a screenshot.
     */
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
    client: z
      .object({
        /** Who the client is, by sector: "A Karachi apparel retailer". Never a company name. */
        sector: text.max(60),
        /** One line of context: what they sell, to whom, where. */
        context: text.max(120),
        /** true only once the client has agreed in writing to be named, shown and linked. */
        permission: z.boolean().optional(),
        /** The client's name as it wants it written (only with permission). */
        name: text.max(60).optional(),
        /** The client's logo, a file beside this one (only with permission, and with the name). */
        logo: pictureFile.optional(),
        /** Why a delivered project's client is not named, shown in its place. */
        withheld: text.max(120).optional(),
      })
      .strict(),
    /** The delivered site, https only (only with permission). */
    liveUrl: z
      .url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: "an https:// address, like https://www.example.com",
      })
      .optional(),
    /**
     * Screenshots of the delivered work, files beside this one, each shown in the frame of its
     * device. When there are any they are the page's picture, and `mockup` is not needed.
     */
    screenshots: z
      .array(
        z
          .object({
            file: screenshotFile,
            device: z.enum(devices),
            /** What the screenshot shows, for someone who cannot see it. */
            alt: text.max(200),
            caption: text.max(160),
          })
          .strict(),
      )
      .min(1)
      .max(6)
      .optional(),
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
    /** How the illustration is framed when there are no screenshots. */
    mockup: z
      .object({
        /** A browser window for sites and dashboards; a design-tool artboard for artwork. */
        frame: z.enum(["browser", "artboard"]),
        /** The label in the frame's bar: a page name or an artboard name, never a real address. */
        label: text.max(48),
        /** What the picture shows. An SVG is an illustration, and its caption says so. */
        caption: text.max(160),
      })
      .optional(),
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
  .superRefine((entry, context) => {
    const fail = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    const { client, screenshots } = entry;
    const illustrated = entry.image.endsWith(".svg");

    if (!screenshots && !entry.mockup)
      fail(
        ["mockup"],
        "needed when there are no screenshots: the illustration's frame and caption",
      );
    if (entry.mockup && illustrated && !/\billustrat/i.test(entry.mockup.caption))
      fail(
        ["mockup", "caption"],
        "the picture is an illustration (.svg), so the caption must say so",
      );

    if (client.permission !== true) {
      if (client.name) fail(["client", "name"], needsPermission("client.name is shown"));
      if (client.logo) fail(["client", "logo"], needsPermission("client.logo is shown"));
      if (entry.liveUrl) fail(["liveUrl"], needsPermission("liveUrl is linked"));
    }
    // The logo stands beside the name, which says what it is; alone it would need its own text.
    if (client.logo && !client.name) fail(["client", "name"], "client.logo needs client.name too");
    if (client.name && client.withheld)
      fail(["client", "withheld"], "the client is named in client.name, so nothing is withheld");

    if (entry.standIn) {
      // A made-up project has no client who could have agreed to anything.
      if (client.permission || client.name || client.withheld)
        fail(
          ["client"],
          "a stand-in (standIn: true) has no real client: no permission, name or withheld note",
        );
      return;
    }
    if (!screenshots)
      fail(["screenshots"], "a delivered project (standIn: false) needs at least one screenshot");
    if (illustrated)
      fail(
        ["image"],
        "a delivered project (standIn: false) shows its real work: a screenshot or photograph, not an .svg illustration",
      );
    if (!client.name && !client.withheld)
      fail(
        ["client", "withheld"],
        "a delivered project (standIn: false) without client.name says why in client.withheld",
      );
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
