import type { HeroScene } from "#web/components/hero-art/scene.ts";
import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubBlock, HubContent, HubSection } from "#web/components/hubs/hub-page.tsx";
import type { ImageCard } from "#web/components/hubs/image-cards.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { HeroAction } from "#web/components/sections/hero.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { withFacts } from "../shared/placeholders.ts";
import { type HubName, hubPaths } from "./paths.ts";
import type { HubPictureName } from "./picture-names.ts";
import { hubPictures } from "./pictures.ts";
import type { HubFiles } from "./schema.ts";

/**
 * What every hub's module does with its words (content/hubs/<hub>.yaml, validated at build by
 * ./schema.ts) to lay them out: the company facts filled in, and each piece of words turned into
 * the props of the widget that shows it. The modules keep the rest: the order and look of the
 * sections, the pictures, figures and where each button leads.
 */

/** A hub's words as its schema (./schema.ts) validated them, without the file's bookkeeping. */
type HubWords<Name extends HubName> = Omit<HubFiles[Name], "standIn">;

/**
 * A hub's words, as the content build gives them (`#content-collections`, which types them
 * loosely), with every `{name}` replaced by the company fact of that name: typed by its schema.
 */
/*#__NO_SIDE_EFFECTS__*/
export function hubWords<Name extends HubName>(file: HubFiles[Name]): HubWords<Name> {
  const { _meta, standIn: _standIn, ...words } = file as { _meta?: unknown; standIn?: boolean };
  return withFacts(words) as HubWords<Name>;
}

/** A section's heading: the eyebrow, the title and, when it has one, the lead. */
/*#__NO_SIDE_EFFECTS__*/
export function heading({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return lead === undefined ? { eyebrow, title } : { eyebrow, title, lead };
}

type HeroWords = {
  eyebrow: string;
  title: string;
  lead: string;
  action: string;
  secondaryAction: string;
  summary: { title: string; items: string[]; footer: string };
};

/**
 * The hero: its words, its picture, and its two buttons, the main one as `main` makes it (to
 * the contact form, or the booking page) and the second to `secondaryTo`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function hubHero(
  { action, secondaryAction, ...words }: HeroWords,
  buttons: { main: (label: string) => HeroAction; secondaryTo: string; art: HeroScene },
) {
  return {
    ...words,
    actions: [buttons.main(action), { label: secondaryAction, to: buttons.secondaryTo }],
    art: buttons.art,
  };
}

/** The closing call to action, its button as `main` makes it. */
/*#__NO_SIDE_EFFECTS__*/
export function hubCta(
  { action, ...words }: { title: string; lead: string; action: string },
  main: (label: string) => HeroAction,
) {
  return { ...words, action: main(action) };
}

/** Link cards, each drawn as its icon on its motif. */
/*#__NO_SIDE_EFFECTS__*/
export function linkCards(
  cards: readonly (Omit<HubCard, "image"> & HubCard["image"])[],
): HubCard[] {
  return cards.map(({ icon, motif, ...card }) => ({ ...card, image: { icon, motif } }));
}

/** Picture cards, each with the picture its words name. */
/*#__NO_SIDE_EFFECTS__*/
export function pictureCards(
  cards: readonly (Omit<ImageCard, "image"> & { image: HubPictureName })[],
): ImageCard[] {
  return cards.map(({ image, ...card }) => ({ ...card, image: hubPictures[image] }));
}

/** The reasons to choose the company, as the why-list shows them. */
/*#__NO_SIDE_EFFECTS__*/
export function whyItems(reasons: readonly { title: string; description: string }[]): WhyItem[] {
  return reasons.map(({ title, description }) => ({ title, subtitle: description }));
}

/**
 * The band that closes a hub before its call to action: the tools the work is built with,
 * scrolling by under a heading; the tools' label names the scrolling list for screen readers.
 */
/*#__NO_SIDE_EFFECTS__*/
export function toolsBand({
  id,
  tone,
  words: { tools, ...words },
}: {
  id: string;
  tone: HubSection["tone"];
  words: {
    eyebrow: string;
    title: string;
    lead?: string;
    tools: { label: string; items: string[] };
  };
}) {
  // The Marquee kind stays literal, so that the hub's route is asked for that widget only.
  return {
    id,
    tone,
    heading: heading(words),
    blocks: [{ kind: "Marquee" as const, label: tools.label, items: tools.items }],
  } satisfies HubSection;
}

/** Where the hero's buttons lead, where a hub differs from the rest. */
type HeroButtons = {
  /** Makes the main button from its label; to the contact form unless given. */
  main?: (label: string) => HeroAction;
  /** The second button's target; the services section, which every hub has, unless given. */
  secondaryTo?: string;
};

/**
 * A hub's page, from what is the hub's own: its name (its path in ./paths.ts, its words' schema
 * and its hero art go by it), its words as the content build gives them, and `layout`, what the
 * page makes of its words: where the hero's buttons lead if not to the usual places, and what
 * the page lays out (its sections, and any piece of its own, in the page data's order). The rest
 * is every hub's: the words for search results, the hero (as `hubHero` makes it) and the closing
 * call, which leads to the contact form on every hub.
 */
/*#__NO_SIDE_EFFECTS__*/
export function hubPage<Name extends HubName, Body extends { sections: readonly HubSection[] }>(
  name: Name,
  file: HubFiles[Name],
  layout: (words: HubWords<Name>) => Body & HeroButtons,
) {
  const words = hubWords<Name>(file);
  const { main = toContact, secondaryTo = "#services", ...body } = layout(words);
  return {
    path: hubPaths[name],
    meta: words.meta,
    hero: hubHero(words.hero, { main, secondaryTo, art: heroArt[name] }),
    ...body,
    cta: hubCta(words.cta, toContact),
  } satisfies HubContent;
}

type Heading = Parameters<typeof heading>[0];

/** The section every hub opens with, on a muted band: the services, drawn by `blocks`. */
/*#__NO_SIDE_EFFECTS__*/
export function servicesSection<const Blocks extends readonly HubBlock[]>(
  words: Heading,
  blocks: Blocks,
) {
  return {
    id: "services",
    tone: "muted",
    heading: heading(words),
    blocks,
  } as const satisfies HubSection;
}

/**
 * The services of a hub that sells consultations: its link cards, tilting by `tilt`, then a band
 * whose buttons book a consultation about the hub (`consultation`, which its hero may use too).
 */
/*#__NO_SIDE_EFFECTS__*/
export function consultationServices(
  words: Heading & {
    cards: Parameters<typeof linkCards>[0];
    callout: Parameters<typeof actionBand>[1];
  },
  tilt: number,
  consultation: (label: string) => HeroAction,
) {
  return servicesSection(words, [
    { kind: "HubCards", tilt, cards: linkCards(words.cards) },
    actionBand("consultation-title", words.callout, consultation),
  ]);
}

/** A section of numbered steps (the process, the workflow...), its id the in-page links' target. */
/*#__NO_SIDE_EFFECTS__*/
export function stepsSection(
  id: string,
  words: Heading & { steps: { title: string; description: string }[] },
  tone?: HubSection["tone"],
) {
  return {
    id,
    ...(tone && { tone }),
    heading: heading(words),
    // The Steps kind stays literal, so that the hub's route is asked for that widget only.
    blocks: [{ kind: "Steps" as const, steps: words.steps }],
  } satisfies HubSection;
}

/**
 * "Why choose us", at the anchor every hub's links name (#why-choose-us): its reasons as the
 * why-list, in `columns` (one unless given) and `space` below what comes before them; its tone
 * and layout; the `aside` under its heading where a split layout has one; and any blocks of the
 * hub's own `before` and `after` the reasons.
 */
/*#__NO_SIDE_EFFECTS__*/
export function whySection<
  Before extends HubBlock = never,
  After extends HubBlock = never,
  Aside extends HubBlock = never,
>(
  { reasons, ...words }: Heading & { reasons: readonly { title: string; description: string }[] },
  {
    tone,
    layout,
    aside,
    space,
    columns,
  }: Pick<HubSection, "tone" | "layout"> & {
    aside?: readonly Aside[];
    space?: 10;
    columns?: 2 | 3;
  },
  { before = [], after = [] }: { before?: readonly Before[]; after?: readonly After[] } = {},
) {
  // The WhyList kind stays literal, so that the hub's route is asked for that widget only.
  const list = {
    kind: "WhyList" as const,
    ...(space && { space }),
    ...(columns && { columns }),
    items: whyItems(reasons),
  };
  const section = {
    id: "why-choose-us",
    headingId: "why-title",
    ...(tone && { tone }),
    ...(layout && { layout }),
    heading: heading(words),
    ...(aside && { aside: aside as readonly HubBlock[] }),
    blocks: [...before, list, ...after],
  } satisfies HubSection;
  // The blocks named in the type as the hub gives them (not inferred from the caller's context),
  // and the aside's only where it gives one, so that the hub's route is asked for exactly the
  // widgets it shows.
  return section as Omit<typeof section, "aside" | "blocks"> & {
    blocks: readonly (NoInfer<Before> | typeof list | NoInfer<After>)[];
  } & ([NoInfer<Aside>] extends [never] ? unknown : { aside: readonly NoInfer<Aside>[] });
}

/** A box of one or two buttons under a section, each made by `action` from its words. */
/*#__NO_SIDE_EFFECTS__*/
export function actionBand(
  id: string,
  { title, lead, actions }: { title: string; lead: string; actions: string[] },
  action: (label: string) => HeroAction,
) {
  return {
    kind: "ActionBand" as const,
    space: 12 as const,
    id,
    title,
    lead,
    actions: actions.map(action),
  };
}

/** The company's figures in a row of tiles, each from `companyStats`. */
/*#__NO_SIDE_EFFECTS__*/
export function statsBlock(...stats: Stat[]) {
  return { kind: "Stats" as const, stats };
}

/** A row of short labels, named for screen readers. */
/*#__NO_SIDE_EFFECTS__*/
export function badgeRow(
  { label, items }: { label: string; items: string[] },
  frame: { space: 8 | 10; align?: "left" },
) {
  return { kind: "BadgeRow" as const, ...frame, label, badges: items };
}

/**
 * Beside the reasons of a split "why choose us": the company's figures, then the badges under
 * them, aligned with the heading.
 */
/*#__NO_SIDE_EFFECTS__*/
export function figuresAside(stats: Stat[], badges: { label: string; items: string[] }) {
  return [statsBlock(...stats), badgeRow(badges, { space: 8, align: "left" })];
}
