import type {
  ArtBlock,
  ArtPane,
  ArtTone,
  BoardBlock,
  ButtonBlock,
  ChatBlock,
  FlowBlock,
  ProductsBlock,
  RowsBlock,
  SheetBlock,
  StatsBlock,
  TimelineBlock,
  TitleBlock,
} from "#web/components/hero-art/scene.ts";
import type { IconName } from "#web/components/ui/icon.tsx";

/**
 * The parts every hero scene is built from, so that a scene states only its own words and
 * figures: the panes (a window, a phone, a card), the blocks they stack and the kinds of row a
 * list shows. Small records (a stat, a clip, a colour) are tuples in the order they are drawn.
 * Charts have theirs in charts.ts. Rarer blocks (a banner, a sheet's header...) are written out
 * as their plain values.
 */

/** A light browser or app window at `address`. */
export function lightWindow(address: string, ...blocks: ArtBlock[]): ArtPane {
  return { frame: "window", address, blocks };
}

/** A dark window, like an editor's or an artboard's, at `address`. */
export function darkWindow(address: string, ...blocks: ArtBlock[]): ArtPane {
  return { frame: "window", dark: true, address, blocks };
}

export function phone(...blocks: ArtBlock[]): ArtPane {
  return { frame: "phone", blocks };
}

export function card(...blocks: ArtBlock[]): ArtPane {
  return { frame: "card", blocks };
}

/** A card with one notice: what happened, the line under it, and its icon. */
export function notice(icon: IconName, text: string, meta: string): ArtPane {
  return card(title(text, meta, { icon }));
}

/** A screen's heading row, with its icon, button or tone where it has one. */
export function title(
  text: string,
  meta: string,
  more?: Pick<TitleBlock, "icon" | "action" | "tone">,
): TitleBlock {
  const { icon, ...rest } = more ?? {};
  // The icon first, as the scenes always wrote it: the page data keeps its order.
  return { kind: "title", ...(icon && { icon }), title: text, meta, ...rest };
}

/** Key figures side by side, each a label and its value. */
export function stats(...items: readonly [label: string, value: string][]): StatsBlock {
  return { kind: "stats", items: items.map(([label, value]) => ({ label, value })) };
}

export function rows(...items: RowsBlock["rows"]): RowsBlock {
  return { kind: "rows", rows: items };
}

type Row = RowsBlock["rows"][number];

/** A row with a status label: what it is, the line under it, the label and its tone. */
export function status(label: string, meta: string, tag: string, tone: ArtTone): Row {
  return { label, meta, tag, tone };
}

/** A row with an amount before its status label: an order, a request, a variant under test. */
export function entry(label: string, meta: string, value: string, tag: string, tone: ArtTone): Row {
  return { label, meta, value, tag, tone };
}

/** A row ticked off: a step done or a check passed, with the line under it where it has one. */
export function done(label: string, meta?: string): Row {
  return { label, ...(meta && { meta }), tone: "good" };
}

/** A row with its figure and a meter (0–100) under the name. */
export function meter(label: string, value: string, bar: number): Row {
  return { label, value, bar };
}

/** A pipeline board's column: its stage, its total and its cards. */
export function column(
  name: string,
  total: string,
  ...cards: readonly [title: string, meta: string, value: string, owner: string][]
): BoardBlock["columns"][number] {
  return {
    name,
    total,
    cards: cards.map(([title, meta, value, owner]) => ({ title, meta, value, owner })),
  };
}

export function board(...columns: BoardBlock["columns"]): BoardBlock {
  return { kind: "board", columns };
}

/** Products in tins, each its name, price and the tin's two colours. */
export function tins(
  ...items: readonly [name: string, price: string, colour: string, band: string][]
): ProductsBlock {
  return {
    kind: "products",
    items: items.map(([name, price, colour, band]) => ({
      name,
      price,
      shape: "tin",
      colour,
      band,
    })),
  };
}

/** A palette for a sheet, each colour named. */
export function palette(
  ...colours: readonly [name: string, hex: string][]
): NonNullable<SheetBlock["palette"]> {
  return colours.map(([name, hex]) => ({ name, hex }));
}

/** The sizes Twitch takes an emote at, as a sheet labels them. */
export const twitchEmoteSizes: readonly string[] = ["112 px", "56 px", "28 px"];

/** A badge set for a sheet, each tier its months and colour. */
export function badges(
  ...tiers: readonly [months: string, hex: string][]
): NonNullable<SheetBlock["badges"]> {
  return tiers.map(([months, hex]) => ({ months, hex }));
}

type Track = TimelineBlock["tracks"][number];

/** A video editor: its preview, the playhead's time and the tracks. */
export function timeline(
  preview: TimelineBlock["preview"],
  time: string,
  ...tracks: Track[]
): TimelineBlock {
  return { kind: "timeline", preview, time, tracks };
}

/** A timeline's track: its name and its clips, each from `start` (1–12) for `span` steps. */
export function track(
  name: string,
  ...clips: readonly [label: string, start: number, span: number, tone: ArtTone][]
): Track {
  return { name, clips: clips.map(([label, start, span, tone]) => ({ label, start, span, tone })) };
}

export function flow(...steps: FlowBlock["steps"]): FlowBlock {
  return { kind: "flow", steps };
}

export function chat(...messages: ChatBlock["messages"]): ChatBlock {
  return { kind: "chat", messages };
}

/** A chat message from the other side (the customer, the viewer). */
export function them(text: string): ChatBlock["messages"][number] {
  return { from: "them", text };
}

/** A chat message from our side (the business, its assistant). */
export function us(text: string): ChatBlock["messages"][number] {
  return { from: "us", text };
}

export function button(label: string): ButtonBlock {
  return { kind: "button", label };
}
