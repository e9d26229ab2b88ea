import { z } from "zod";
// Relative: content-collections.ts compiles this file, and its bundler follows relative imports
// only (a #web/ import is left to Node, which cannot load TypeScript in a test).
import { type IconName, iconFiles } from "../../components/ui/icon-names.ts";
import { pageText, pageTextUpTo } from "../shared/placeholder-names.ts";

/**
 * The words of the site's own pages, one file each in content/pages/ (home, about, services,
 * privacy; the resources page has its own schema): validated at build, so a wrong field stops it
 * naming the file and the field. Pictures, figures, the team and the layout are the code's
 * (web/content/<page>.ts puts them together); a `{name}` in the text is a company fact.
 */
const text = pageText;

/** true while the words are a draft the owner has not approved; a production build refuses it. */
const standIn = z.boolean().optional();

const meta = z.strictObject({ title: text, description: pageTextUpTo(170) });

/** A link on a page: its words and where it goes, a path of this site. */
const link = z.strictObject({
  label: text,
  to: z.string().regex(/^\/[a-z0-9/#-]*$/, "a path of this site, like /contact"),
});

const icon = z.enum(Object.keys(iconFiles) as [IconName, ...IconName[]]);

/** A card with an icon of the site's sprite (web/components/ui/icon-names.ts). */
const iconCard = z.strictObject({ title: text, description: text, icon });

/** A card that opens a service's page: what it does, its icon and the page's path. */
const serviceCard = z.strictObject({ title: text, description: text, icon, link: link.shape.to });

const step = z.strictObject({ title: text, description: text });

const heading = { eyebrow: text, title: text };

const cta = z.strictObject({ title: text, lead: text, action: link });

/** A hero's words with its one or two buttons, as home and about have them. */
const heroWithActions = { ...heading, lead: text, actions: z.array(link).min(1).max(2) };

export const aboutPageSchema = z.strictObject({
  standIn,
  meta,
  hero: z.strictObject({ ...heroWithActions, imageAlt: text }),
  whoWeAre: z.strictObject({ ...heading, paragraphs: z.array(text).min(1), imageAlt: text }),
  sectors: z.strictObject({
    title: text,
    /** Each a two-letter monogram and the sector it stands for. */
    items: z
      .array(
        z.strictObject({ mark: z.string().regex(/^[A-Z]{2}$/, "two capital letters"), name: text }),
      )
      .min(3),
  }),
  principle: z.strictObject({ text, attribution: text }),
  mission: z.strictObject({ ...heading, text }),
  vision: z.strictObject({ ...heading, text }),
  why: z.strictObject({ ...heading, lead: text, cards: z.array(iconCard).min(2) }),
  values: z.strictObject({ ...heading, cards: z.array(iconCard).min(2) }),
  /** The members are content/team/. */
  team: z.strictObject({ ...heading, lead: text }),
  /** The figures are content/company/figures.yaml; the page picks them. */
  stats: z.strictObject({ title: text }),
  workflow: z.strictObject({ ...heading, lead: text, steps: z.array(step).min(3) }),
  cta,
});

const privacyBlock = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("p"), text }),
  z.strictObject({ kind: z.literal("h3"), text }),
  z.strictObject({
    kind: z.literal("list"),
    items: z.array(z.strictObject({ term: text.optional(), text })).min(1),
  }),
  /** The ways to send a privacy request: e-mail (with a subject line) and post. */
  z.strictObject({ kind: z.literal("request") }),
]);

export const privacyPageSchema = z.strictObject({
  standIn,
  meta,
  hero: z.strictObject({ ...heading, lead: text }),
  /** When the policy last changed: as shown, and as a date (YYYY-MM-DD, quoted). */
  lastUpdated: z.strictObject({
    label: text,
    iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like "2025-09-02", in quotes'),
  }),
  /** The subject line a privacy request by e-mail starts with. */
  requestSubject: text,
  sections: z
    .array(
      z.strictObject({
        /** The section's anchor: lower-case words joined by hyphens. */
        id: z.string().regex(/^[a-z0-9-]+$/, "lower-case words joined by hyphens"),
        title: text,
        blocks: z.array(privacyBlock).min(1),
      }),
    )
    .min(1),
});

export const homePageSchema = z.strictObject({
  standIn,
  meta,
  hero: z.strictObject({
    ...heroWithActions,
    /** Short claims under the buttons, each quoting a company figure. */
    highlights: z.array(text).min(1).max(4),
  }),
  about: z.strictObject({
    ...heading,
    paragraphs: z.array(text).min(1),
    points: z.array(text).min(1),
  }),
  services: z.strictObject({
    ...heading,
    lead: text,
    cards: z.array(serviceCard).min(1),
    more: link,
  }),
  /** The quotes are content/testimonials/. */
  testimonials: z.strictObject(heading),
  /** The logos are content/clients/. */
  clients: z.strictObject({ title: text }),
  why: z.strictObject({
    ...heading,
    cards: z
      .array(
        z.strictObject({
          title: text,
          description: text,
          /** One of the pictures the home page draws (web/routes/home.tsx). */
          image: z.enum(["delivery", "reliability", "team"]),
          imageAlt: text,
        }),
      )
      .min(1),
  }),
  cta,
});

/**
 * The /services overview. Where its buttons lead (the contact form, the list below, the booking
 * page) is the page's code (web/content/services-overview.ts), as on the hubs; so are its
 * picture and figures.
 */
export const servicesPageSchema = z.strictObject({
  standIn,
  meta,
  hero: z.strictObject({
    ...heading,
    lead: text,
    action: text.describe("The main button, to the contact form"),
    secondaryAction: text.describe("The second button, to the list of services below"),
  }),
  list: z.strictObject({
    ...heading,
    lead: text,
    /** In the order of the specification. */
    cards: z.array(serviceCard).min(1),
  }),
  tools: z.strictObject({
    title: text,
    items: z
      .array(z.strictObject({ name: text, role: text.describe("What the tool is used for") }))
      .min(1),
  }),
  why: z.strictObject({
    ...heading,
    lead: text,
    reasons: z.array(z.strictObject({ title: text, description: text })).min(1),
  }),
  start: z.strictObject({ ...heading, lead: text, steps: z.array(step).min(1) }),
  cta: z.strictObject({
    title: text,
    lead: text,
    action: text.describe("The button, to the booking page with this page's service chosen"),
  }),
});

export type HomePage = z.output<typeof homePageSchema>;
export type AboutPage = z.output<typeof aboutPageSchema>;
export type PrivacyPage = z.output<typeof privacyPageSchema>;
export type ServicesPage = z.output<typeof servicesPageSchema>;
export type PrivacyBlock = z.output<typeof privacyBlock>;
