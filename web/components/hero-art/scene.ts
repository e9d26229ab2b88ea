import type { IconName } from "#web/components/ui/icon.tsx";

/**
 * The data of a hero's art: a composed picture of the kind of work a page sells (a CRM pipeline,
 * a store's orders, an app screen), drawn in markup from these values by <HeroArt>. Every name
 * and figure in it is sample data, and the caption says the picture is an illustration.
 */

/** A colour of a status label or a line: done, waiting, the accent, or neutral. */
export type ArtTone = "good" | "warn" | "accent" | "plain";

/** A screen's heading row: what the screen is, a line under it, and its main button. */
export type TitleBlock = {
  kind: "title";
  title: string;
  meta?: string;
  icon?: IconName;
  action?: string;
  tone?: ArtTone;
};

/** Key figures side by side. */
export type StatsBlock = {
  kind: "stats";
  items: readonly { label: string; value: string }[];
};

/**
 * A list or table: each row a name with an optional line under it, a figure and a status label.
 * `bar` (0–100) draws a meter under the name; `mono` sets the rows as a log.
 */
export type RowsBlock = {
  kind: "rows";
  mono?: boolean;
  rows: readonly {
    label: string;
    meta?: string;
    value?: string;
    tag?: string;
    tone?: ArtTone;
    bar?: number;
  }[];
};

/** A pipeline board: stages with their total and the cards in each. */
export type BoardBlock = {
  kind: "board";
  columns: readonly {
    name: string;
    total: string;
    cards: readonly { title: string; meta: string; value: string; owner: string }[];
  }[];
};

/**
 * A product's drawn picture: a tin or a cushion in its colour with a band or border of a second
 * (hex values, drawn as SVG fills).
 */
export type ProductPicture = { shape: "tin" | "cushion"; colour: string; band: string };

/** Products with their pictures, names and prices. */
export type ProductsBlock = {
  kind: "products";
  items: readonly ({ name: string; price: string } & ProductPicture)[];
};

/** The top of a web page: menu links, a headline, a line and a button; or a product picture. */
export type BannerBlock = {
  kind: "banner";
  brand?: string;
  nav?: readonly string[];
  title: string;
  text?: string;
  action?: string;
  /** A product's picture above the words. */
  product?: ProductPicture;
};

/** A screen's main button, across its width. */
export type ButtonBlock = { kind: "button"; label: string };

/** Scores out of 100 as rings. */
export type ScoresBlock = {
  kind: "scores";
  items: readonly { label: string; value: number }[];
};

/** A conversation: `them` on the left, `us` (a person or an assistant) on the right. */
export type ChatBlock = {
  kind: "chat";
  messages: readonly { from: "them" | "us"; text: string }[];
};

/**
 * A chart of one or more series on one scale (`min`, else 0, to `max`): lines, or bars for a
 * single series.
 * A line's `from` starts it at that point of the axis (a forecast following the actuals).
 */
export type ChartBlock = {
  kind: "chart";
  type: "line" | "bars";
  min?: number;
  max: number;
  series: readonly { label: string; values: readonly number[]; from?: number; dashed?: boolean }[];
  /** Labels under the axis's first and last points. */
  axis?: readonly [string, string];
};

/** Systems a record passes through, top to bottom, each with what happened there. */
export type FlowBlock = {
  kind: "flow";
  steps: readonly { system: string; event: string; tone?: ArtTone }[];
};

/**
 * A design sheet on a dark artboard, with any of its parts, in this order: a channel's header
 * with the mascot, the mascot as an emote at its delivery sizes, the palette (the first two
 * colour the mascot, the last two the header), and the tiers of a badge set.
 */
export type SheetBlock = {
  kind: "sheet";
  header?: { title: string; line: string; label: string };
  emoteSizes?: readonly string[];
  palette?: readonly { name: string; hex: string }[];
  badges?: readonly { months: string; hex: string }[];
};

/**
 * Logo marks side by side on white artboards, each named: letters on a circle, a rounded square
 * or a shield in `colour` with the letters in `ink`, or a wordmark (the letters in `colour`,
 * underlined in `ink`). Colours are hex values, drawn as SVG fills.
 */
export type MarksBlock = {
  kind: "marks";
  items: readonly {
    name: string;
    letters: string;
    shape: "circle" | "square" | "shield" | "word";
    colour: string;
    ink: string;
  }[];
};

/**
 * A character in the making: the sample mascot drawn at each stage of the work, side by side
 * and named: a rough sketch, clean lines, a grey clay block-out or a wire mesh (3D, rigging),
 * and in colour (`face` and `accent`, hex).
 */
export type CharacterBlock = {
  kind: "character";
  face: string;
  accent: string;
  stages: readonly { label: string; style: "sketch" | "lines" | "clay" | "mesh" | "colour" }[];
};

/**
 * A 16:9 frame of a video or a stream with the sample mascot in it: its title, a caption on a
 * plate, and for a stream the streamer's camera frame around the mascot and an alert.
 */
export type ScreenBlock = {
  kind: "screen";
  title: string;
  caption: string;
  camera?: boolean;
  alert?: string;
};

/**
 * A video editor: the preview (a screen, above), the tracks with their clips on a 12-step ruler
 * (each clip from `start`, 1–12, for `span` steps), and the playhead's time.
 */
export type TimelineBlock = {
  kind: "timeline";
  preview: { title: string; caption: string };
  time: string;
  tracks: readonly {
    name: string;
    clips: readonly { label: string; start: number; span: number; tone?: ArtTone }[];
  }[];
};

export type ArtBlock =
  | TitleBlock
  | StatsBlock
  | RowsBlock
  | BoardBlock
  | ProductsBlock
  | BannerBlock
  | ButtonBlock
  | ScoresBlock
  | ChatBlock
  | ChartBlock
  | FlowBlock
  | SheetBlock
  | MarksBlock
  | CharacterBlock
  | ScreenBlock
  | TimelineBlock;

/**
 * One surface of the picture: a browser or app window (light, or dark like an editor), a phone,
 * or a small card. Its blocks stack inside it.
 */
export type ArtPane = {
  frame: "window" | "phone" | "card";
  /** A window's address or document name. */
  address?: string;
  dark?: boolean;
  blocks: readonly ArtBlock[];
};

/**
 * The whole picture: the main pane, and on wider boxes a phone beside it and a card over its
 * lower left corner. The caption starts with "Illustration:" and names the kind of work.
 */
export type HeroScene = {
  caption: `Illustration: ${string}`;
  main: ArtPane;
  side?: ArtPane;
  float?: ArtPane;
};
