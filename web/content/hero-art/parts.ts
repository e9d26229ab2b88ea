import type {
  ArtBlock,
  ArtPane,
  BoardBlock,
  ButtonBlock,
  ChatBlock,
  FlowBlock,
  RowsBlock,
  StatsBlock,
  TitleBlock,
} from "#web/components/hero-art/scene.ts";

/**
 * The parts every hero scene is built from, so that a scene states only its own words and
 * figures: the panes (a window, a phone, a card) and the blocks most scenes stack in them.
 * Rarer blocks (a chart, a sheet, a timeline...) are written out as their plain values.
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

export function board(...columns: BoardBlock["columns"]): BoardBlock {
  return { kind: "board", columns };
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
