import { type ComponentProps, type ComponentType, Fragment, type ReactNode } from "react";
import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { RelatedPosts } from "#web/components/insights/related-posts.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero, type HeroAction } from "#web/components/sections/hero.tsx";
import {
  Section,
  SectionHeading,
  type SectionTone,
  type Tone,
} from "#web/components/ui/section.tsx";
import type { PostLink } from "#web/content/posts/paths.ts";
import { reveal } from "#web/lib/effects.ts";
import { HeroSummary } from "./hero-summary.tsx";
import type * as widgets from "./widgets.ts";

/**
 * What the layout hands every block besides its own data: the section's tone and its heading's
 * id. Blocks that draw nothing differently on a dark band, or name nothing by the heading, ignore
 * them.
 */
type SectionContext = { tone: Tone; headingId: string };

/** The widgets a hub section stacks, by name, each with the props its data supplies. */
type BlockProps = {
  [Name in keyof typeof widgets]: ComponentProps<(typeof widgets)[Name]>;
};
export type HubBlockName = keyof BlockProps;

/** The space above a block that follows another (rem quarters: Tailwind's mt-8, mt-10, mt-12). */
const spaces = { 8: "mt-8", 10: "mt-10", 12: "mt-12" } as const;

type BlockFrame = {
  space?: keyof typeof spaces;
  /** Reveal the block as one piece when it scrolls into view. */
  reveal?: boolean;
};

/**
 * One piece of a section's body: a named widget with its data, or `slot`, a piece that only one
 * page has and its route supplies (it keeps its copy outside `sections`).
 */
export type HubBlock =
  | {
      [Name in HubBlockName]: { kind: Name } & BlockFrame &
        Omit<BlockProps[Name], keyof SectionContext>;
    }[HubBlockName]
  | ({ kind: "slot"; name: string } & BlockFrame);

/**
 * How a section lays out its heading and body: `narrow` in a reading column; split, the heading
 * (with `aside` under it) beside one body block on wide screens, in the ratio heading : body.
 */
const frames = {
  narrow: "mx-auto max-w-3xl",
  split: "grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-start",
  "split-wide": "grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:items-start",
} as const;

export type HubSection = {
  /** The section's id, the target of in-page links. */
  id: string;
  /** The heading's id, which names the section; `<id>-title` unless given. */
  headingId?: string;
  tone?: SectionTone;
  /** Stacked under a centred heading unless given (see `frames`). */
  layout?: keyof typeof frames;
  /** Left out where a slot draws a heading of its own. */
  heading?: { eyebrow?: string; title: string; lead?: string };
  aside?: readonly HubBlock[];
  blocks: readonly HubBlock[];
};

/** The copy of a service hub: its hero, its sections in order, and the closing call. */
export type HubContent = {
  path: string;
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    actions: readonly HeroAction[];
    /** The picture of the hub's kind of work beside the words. */
    art: HeroScene;
    /** What the client gets, listed under the buttons. */
    summary: ComponentProps<typeof HeroSummary>;
  };
  sections: readonly HubSection[];
  cta: ComponentProps<typeof CallToAction>;
  /** The Insights posts about this service (page-data.server.ts adds them), before the close. */
  posts?: readonly PostLink[];
};

type BlocksIn<Section> =
  | (Section extends { blocks: readonly (infer Block)[] } ? Block : never)
  | (Section extends { aside: readonly (infer Block)[] } ? Block : never);
type KindsIn<Content> = Content extends { sections: readonly (infer Section)[] }
  ? Extract<BlocksIn<Section>, { kind: string }>
  : never;
type SlotsIn<Content> =
  KindsIn<Content> extends infer Block
    ? Block extends { kind: "slot"; name: infer Name extends string }
      ? Name
      : never
    : never;

/** The widgets a hub draws, by the names its data gives them. */
export type HubBlocks<Name extends HubBlockName> = {
  [N in Name]: ComponentType<BlockProps[N] & SectionContext>;
};

/**
 * The one layout of the service hubs: the hero with its art (a picture of the hub's kind of work)
 * and its summary, the sections the hub's data lists, in its order, and the closing call to
 * action.
 *
 * A route passes the widgets its sections name (`blocks`), so each page's script carries only
 * the widgets that page shows; `slots` holds the pieces only one hub has. With `nav` (in-page
 * links under the hero) each section stops 80 px below the top when reached (SPEC §9).
 */
export function HubPage<Content extends HubContent>({
  content: { hero, sections, cta, posts = [] },
  blocks,
  slots = {},
  nav,
}: {
  content: Content;
  blocks: HubBlocks<Exclude<KindsIn<Content>["kind"], "slot">>;
  nav?: ReactNode;
} & ([SlotsIn<Content>] extends [never]
  ? { slots?: undefined }
  : { slots: Record<SlotsIn<Content>, ReactNode> })) {
  // Looked up by the names in the data, which the types above match to these props.
  const widgets = blocks as unknown as Partial<Record<string, ComponentType<SectionContext>>>;
  const pieces: Partial<Record<string, ReactNode>> = slots;

  function draw(list: readonly HubBlock[] = [], context: SectionContext) {
    return list.map(({ space, reveal: revealed, ...block }) => {
      const key = "name" in block ? block.name : block.kind;
      const Widget = widgets[key];
      const body = Widget ? <Widget {...block} {...context} /> : pieces[key];
      return (
        <Fragment key={key}>
          {space || revealed ? (
            <div className={space && spaces[space]} {...(revealed ? reveal() : {})}>
              {body}
            </div>
          ) : (
            body
          )}
        </Fragment>
      );
    });
  }

  return (
    <>
      <Hero {...hero}>
        <HeroSummary {...hero.summary} />
      </Hero>
      {nav}

      {sections.map(({ id, headingId = `${id}-title`, tone, layout, heading, aside, blocks }) => {
        const context: SectionContext = { tone: tone === "dark" ? "dark" : "light", headingId };
        const split = layout && layout !== "narrow";
        let head: ReactNode = heading && (
          <SectionHeading
            id={headingId}
            {...heading}
            align={split ? "left" : undefined}
            tone={tone}
          />
        );
        if (aside) {
          head = (
            <div>
              {head}
              {draw(aside, context)}
            </div>
          );
        }
        const body = draw(blocks, context);
        return (
          <Section key={id} id={id} tone={tone} labelledBy={headingId}>
            {layout ? (
              <div className={frames[layout]}>
                {head}
                {body}
              </div>
            ) : (
              <>
                {head}
                {body}
              </>
            )}
          </Section>
        );
      })}

      <RelatedPosts posts={posts} title="Insights on this service" />
      <CallToAction {...cta} />
    </>
  );
}
