import { z } from "zod";
import type { HeroScene } from "#web/components/hero-art/scene.ts";
// Relative: content-collections.ts compiles this file, and its bundler follows relative imports
// only (a #web/ import is left to Node, which cannot load TypeScript in a test).
import { type IconName, iconFiles } from "../../components/ui/icon-names.ts";
import { pageText, pageTextUpTo } from "../shared/placeholder-names.ts";

/**
 * The words of one service detail page (SPEC §2.4): a file content/service-pages/<section>/
 * <slug>.yaml, validated at build by detailPageSchema. Every one of the 41 pages is laid out
 * by the one detail-page layout from such an entry, its picture (web/content/hero-art/details/)
 * and its packages' prices (content/prices/); ./index.ts puts the three together.
 */

export const detailSections = [
  "webdevelopment",
  "graphicdesign",
  "itsoftware",
  "videoanimation",
] as const;
export type DetailSection = (typeof detailSections)[number];

/** Words on the page: a `{name}` in them is a company fact (../shared/placeholder-names.ts). */
const text = pageText;

/** Anchors a page may carry besides #services (SPEC §2.4). */
export const detailAnchors = ["offer", "stream", "video", "packages", "addons"] as const;

/**
 * A package's "from" price: a file content/prices/<package>.yaml, which a detail page's package
 * names (web/content/details/prices.ts). Whole amounts, in both currencies a client compares in.
 */
export const packagePriceSchema = z
  .object({
    /** true while the price is a placeholder; a production build refuses it. */
    standIn: z.boolean(),
    /** The package it prices, as the list of prices names it: "Overlay Starter". */
    name: z.string().trim().min(1).max(60),
    pkr: z.int("a whole number of rupees, without commas, like 14000").positive(),
    usd: z.int("a whole number of dollars, without commas, like 50").positive(),
  })
  .strict();

const packageSchema = z.object({
  name: text,
  /** e.g. "3–5 days"; every figure must come from the specification */
  turnaround: text.optional(),
  /** The "from" price: the name of its file in content/prices/, like overlay-starter */
  price: z
    .string()
    .regex(/^[a-z0-9-]+$/, "the name of a file in content/prices/, like overlay-starter")
    .optional(),
  description: text,
  features: z.array(text).min(2),
  highlighted: z.boolean().optional(),
});

export const detailPageSchema = z
  .object({
    /** true while the words are a draft the owner has not approved; a production build refuses it. */
    standIn: z.boolean().optional(),
    /** Short name used in the sidebar and breadcrumbs, e.g. "SEO" */
    navLabel: text,
    /** An icon of the site's sprite (web/components/ui/icon-names.ts), shown in the sidebar */
    icon: z.enum(Object.keys(iconFiles) as [IconName, ...IconName[]]),
    meta: z.object({ title: text, description: pageTextUpTo(170) }),
    hero: z.object({
      eyebrow: text,
      title: text,
      lead: text,
      /** The main call to action; always links to /contact */
      cta: z.object({ label: text }),
      /** The secondary link; always the in-page anchor #services */
      secondaryLabel: text.default("Explore the Services"),
    }),
    /** The lead text at the top of the main column (one or more paragraphs). */
    lead: z.array(text).min(1),
    /** Two bullet columns, e.g. "What you get" and "Who it is for". Rendered inside #services. */
    columns: z.array(z.object({ title: text, items: z.array(text).min(3) })).length(2),
    quote: z.object({ text, attribution: text.optional() }),
    why: z.object({
      title: text,
      items: z.array(z.object({ title: text, description: text })).min(3),
      /** Artwork key from web/assets/details (an SVG file name without extension) */
      image: text,
      imageAlt: text,
    }),
    faq: z.array(z.object({ question: text, answer: text })).min(4),
    /** Optional extra sections, each rendered under its own anchor. */
    offer: z
      .object({
        title: text,
        intro: text.optional(),
        items: z.array(z.object({ title: text, description: text })).min(2),
      })
      .optional(),
    stream: z
      .object({ title: text, intro: text.optional(), items: z.array(text).min(2) })
      .optional(),
    video: z
      .object({ title: text, intro: text.optional(), items: z.array(text).min(2) })
      .optional(),
    packages: z
      .object({ title: text, intro: text.optional(), items: z.array(packageSchema).min(2) })
      .optional(),
    addons: z
      .object({
        title: text,
        intro: text.optional(),
        items: z.array(z.object({ title: text, description: text })).min(2),
      })
      .optional(),
    /** Optional text of the closing call-to-action band; by default it is written from navLabel. */
    closing: z.object({ title: text, lead: text }).optional(),
    /**
     * Set on pages shown at a second URL (video animation's emotes and 3D modeling reuse the
     * graphic design pages): the canonical path of the primary page.
     */
    canonicalPath: z.string().startsWith("/").optional(),
  })
  .strict();

/** An entry as its file holds it. */
export type DetailPage = z.input<typeof detailPageSchema>;

/** An entry as the build validated it (defaults filled in). */
export type DetailEntry = z.output<typeof detailPageSchema>;
type Entry = DetailEntry;
type Package = NonNullable<Entry["packages"]>["items"][number];

/** A package's starting price, in both currencies a client compares in. */
export type PackagePrice = { pkr: number; usd: number };

/**
 * A page ready to lay out: its entry with the company facts filled in, the picture of its
 * kind of work beside the hero's words, and each package's price from content/prices/.
 */
export type ParsedDetailPage = Omit<Entry, "standIn" | "hero" | "packages"> & {
  section: DetailSection;
  slug: string;
  hero: Entry["hero"] & { art: HeroScene };
  packages?: Omit<NonNullable<Entry["packages"]>, "items"> & {
    items: (Omit<Package, "price"> & { price?: PackagePrice })[];
  };
};

export function detailPath(page: { section: string; slug: string }): string {
  return `/${page.section}/${page.slug}`;
}
