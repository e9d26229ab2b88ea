import { z } from "zod";
// Relative: content-collections.ts compiles this file, and its bundler follows relative imports
// only (a #web/ import is left to Node, which cannot load TypeScript in a test).
import { motifs } from "../../components/hubs/motif-names.ts";
import { type IconName, iconFiles } from "../../components/ui/icon-names.ts";
import { pageText, pageTextUpTo } from "../shared/placeholder-names.ts";
import { galleryPictureNames, hubPictureNames } from "./picture-names.ts";

/**
 * The words of the eleven service hubs (/services/<hub>), one file each in content/hubs/,
 * validated at build: a wrong field stops it naming the file and the field. Each hub has a
 * schema of its own, its sections by name in the page's order, so the content editor shows each
 * hub's form as it is and a missing section is refused. The rest is the code's
 * (web/content/hubs/<hub>.ts): the order and look of the sections, the pictures and figures, and
 * where every button leads. A `{name}` in the text is a company fact.
 */
const text = pageText;

const list = <Item extends z.ZodType>(item: Item) => z.array(item).min(1);

/** An icon of the site's sprite (web/components/ui/icon-names.ts). */
const icon = z
  .enum(Object.keys(iconFiles) as [IconName, ...IconName[]])
  .describe("The card's icon, from the site's one set of icons");

/** What a picture shows, for someone who cannot see it. */
const alt = text.describe("What the picture shows, read aloud to someone who cannot see it");

/** The name of a list or row for screen readers, which announce it before its items. */
const listName = text.describe("What the list is called for screen readers");

/** A card with an icon: what the service does. */
const iconCard = z.strictObject({ title: text, description: text, icon });

/** A card that is a link to the page of its service, drawn as its icon on a motif. */
const linkCard = z.strictObject({
  title: text,
  description: text,
  link: z
    .string()
    .regex(/^\/[a-z0-9/#-]*$/, "a path of this site, like /webdevelopment/seo")
    .describe("The page the card opens, like /webdevelopment/seo"),
  icon,
  motif: z.enum(motifs).describe("The pattern drawn behind the card's icon"),
});

/** A card with one of the hubs' drawn pictures (web/assets/hubs/), described for screen readers. */
const pictureCard = z.strictObject({
  title: text,
  description: text,
  image: z.enum(hubPictureNames).describe("One of the hubs' drawn pictures (web/assets/hubs/)"),
  imageAlt: alt,
});

const step = z.strictObject({ title: text, description: text });

/** A reason to choose the company: a short claim and the sentence that backs it. */
const reason = z.strictObject({ title: text, description: text });

/** A row of short labels, and what the row is called for screen readers. */
const labelled = z.strictObject({ label: listName, items: list(text) });

/**
 * A section's heading (a small eyebrow above its title, an optional lead under it) and the
 * words of what it shows.
 */
function section<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ eyebrow: text, title: text, lead: text.optional(), ...shape });
}

/** The words of each kind of thing a section shows. */
const words = {
  iconCards: list(iconCard),
  linkCards: list(linkCard),
  pictureCards: list(pictureCard),
  steps: list(step),
  reasons: list(reason),
  /** Short labels in a row of badges. */
  badges: labelled,
  /** Names scrolling by (the tools the work is built with). */
  tools: labelled,
  /** A box under the section with one or two buttons: get a quote, book a call. */
  callout: z.strictObject({
    title: text,
    lead: text,
    actions: z
      .array(text)
      .min(1)
      .max(2)
      .describe("The box's buttons, one or two; where they lead is the page's code"),
  }),
  /** The words of the button under the section. */
  moreLink: text.describe("The button under the section; where it leads is the page's code"),
  questions: list(z.strictObject({ question: text, answer: text })),
  /** In-page links under the hero: the words of this section's link. */
  navLabel: text.describe("This section's link in the row of links under the hero"),
};

/** Every hub: its title and description for search results, its hero and its closing call. */
function hub<Shape extends z.ZodRawShape>(sections: Shape) {
  return z.strictObject({
    /** true while the words are a draft the owner has not approved; a production build refuses it. */
    standIn: z.boolean().optional(),
    meta: z.strictObject({ title: text, description: pageTextUpTo(170) }),
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      action: text.describe(
        "The main button; where it leads (the contact form or the booking page) is the page's code",
      ),
      secondaryAction: text.describe(
        "The second button; where it leads (a section of this page or another page) is the page's code",
      ),
      /** What the client gets, listed under the buttons, and a closing line. */
      summary: z.strictObject({ title: text, items: list(text), footer: text }),
    }),
    ...sections,
    /** The closing call to action at the foot of the page. */
    cta: z.strictObject({
      title: text,
      lead: text,
      action: text.describe("The button; where it leads is the page's code"),
    }),
  });
}

export const webDevelopmentHubSchema = hub({
  services: section({ cards: words.linkCards, callout: words.callout }),
  why: section({ badges: words.badges, reasons: words.reasons }),
});

export const appDevelopmentHubSchema = hub({
  services: section({ cards: words.iconCards }),
  why: section({ reasons: words.reasons }),
  process: section({ steps: words.steps }),
});

const tab = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({ label: text, items: list(item) });

export const zohoCrmHubSchema = hub({
  suite: section({
    navLabel: words.navLabel,
    /** Three tabs, and what the tabs are called for screen readers. */
    tabs: z.strictObject({
      label: listName,
      products: tab(iconCard),
      features: tab(iconCard),
      implementation: tab(step),
    }),
  }),
  services: section({ navLabel: words.navLabel, cards: words.iconCards }),
  /** The calculator's own figures are content/pages/zoho-roi.yaml. */
  roi: section({ navLabel: words.navLabel, moreLink: words.moreLink }),
  why: section({ navLabel: words.navLabel, reasons: words.reasons }),
  faq: section({ navLabel: words.navLabel, questions: words.questions }),
  industries: section({ navLabel: words.navLabel, cards: words.pictureCards }),
});

export const ecommerceHubSchema = hub({
  services: section({ cards: words.linkCards }),
  process: section({ steps: words.steps }),
  why: section({ reasons: words.reasons }),
});

export const apiIntegrationHubSchema = hub({
  services: section({ cards: words.pictureCards }),
  workflow: section({ steps: words.steps }),
  why: section({ reasons: words.reasons }),
});

export const aiAutomationHubSchema = hub({
  services: section({ cards: words.iconCards }),
  process: section({ steps: words.steps }),
  platforms: section({ tools: words.tools }),
});

export const deepLearningHubSchema = hub({
  services: section({ cards: words.iconCards }),
  pipeline: section({ steps: words.steps }),
  toolkit: section({ tools: words.tools }),
});

export const itSoftwareHubSchema = hub({
  services: section({ cards: words.linkCards, callout: words.callout }),
  why: section({ badges: words.badges, reasons: words.reasons }),
});

export const graphicDesignHubSchema = hub({
  services: section({ cards: words.linkCards }),
  /** Sample artwork drawn for the page (web/assets/gallery/), not client property. */
  gallery: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    label: listName,
    linkLabel: text.describe("The link to the client projects beside the lead"),
    pieces: list(
      z.strictObject({
        image: z
          .enum(galleryPictureNames)
          .describe("One of the sample pictures drawn for the page (web/assets/gallery/)"),
        /** The kind of deliverable, shown above the title: "Logo". */
        kind: text,
        title: text,
        alt,
      }),
    ),
  }),
  why: section({ reasons: words.reasons, callout: words.callout }),
});

export const uiUxDesignHubSchema = hub({
  services: section({ cards: words.linkCards, moreLink: words.moreLink }),
  process: section({ steps: words.steps }),
  why: section({ reasons: words.reasons }),
});

export const videoAnimationHubSchema = hub({
  services: section({ cards: words.linkCards }),
  /** A loop drawn and animated for the page: four scenes, in the order the reel plays them. */
  showreel: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    label: alt,
    scenes: z.array(z.strictObject({ title: text, description: text })).length(4),
  }),
  why: section({ reasons: words.reasons, badges: words.badges, callout: words.callout }),
});

/** Each hub's schema by the hub's name (./paths.ts). */
type HubSchemas = {
  "web-development": typeof webDevelopmentHubSchema;
  "app-development": typeof appDevelopmentHubSchema;
  "zoho-crm": typeof zohoCrmHubSchema;
  ecommerce: typeof ecommerceHubSchema;
  "api-integration": typeof apiIntegrationHubSchema;
  "ai-automation": typeof aiAutomationHubSchema;
  "deep-learning": typeof deepLearningHubSchema;
  "it-software": typeof itSoftwareHubSchema;
  "graphic-design": typeof graphicDesignHubSchema;
  "ui-ux-design": typeof uiUxDesignHubSchema;
  "video-animation": typeof videoAnimationHubSchema;
};

/** Each hub's words by the hub's name, as its schema validated them. */
export type HubFiles = { [Name in keyof HubSchemas]: z.output<HubSchemas[Name]> };
