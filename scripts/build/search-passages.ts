/**
 * A prerendered page's text as passages for the site search: what a reader of its <main> sees,
 * cut at its headings (h1–h3) and at each FAQ item (<details>, its question the heading), long
 * runs cut again at a block's end. Read from the built HTML, so whatever writes a page's words
 * (TypeScript today, YAML or Markdown tomorrow) the index follows.
 *
 * Left out: what no reader reads as the page's text: pictures' markup and captions (the hero
 * art is sample data: its figures are no offer), navigation, forms, buttons, dialogs, anything
 * aria-hidden, and any element marked `data-search-ignore`.
 */
import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";

export type PagePassage = { heading: string; anchor: string | null; text: string };

const skipped = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "nav",
  "form",
  "button",
  "dialog",
  "figure",
  "select",
  "textarea",
  "input",
]);

/** Elements whose end ends a line of text. */
const blocks = new Set([
  "p",
  "li",
  "dt",
  "dd",
  "div",
  "section",
  "article",
  "blockquote",
  "td",
  "th",
  "tr",
  "ul",
  "ol",
  "dl",
  "table",
  "summary",
  "h4",
  "h5",
  "h6",
]);

const headings = new Set(["h1", "h2", "h3"]);

/** About this many characters make a passage; a longer run is cut at the next block's end. */
const passageLength = 700;

/** Hidden tab panels count: they are the page's text, one click away. */
const isSkipped = (element: Element) =>
  skipped.has(element.name) ||
  element.attribs["aria-hidden"] === "true" ||
  "data-search-ignore" in element.attribs;

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || isSkipped(node)) return "";
  const inner = node.children.map(textOf).join("");
  return blocks.has(node.name) || node.name === "br" ? ` ${inner} ` : inner;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** The closest id at or above the element: a section's, a heading's or a details'. */
function anchorOf(element: Element): string | null {
  for (let at: Element | null = element; at; at = at.parent as Element | null) {
    if (!isTag(at) || at.name === "main") return null;
    const id = at.attribs.id;
    // React's generated ids (`_R_…_`) change from build to build: not an address.
    if (id && !id.startsWith("_")) return id;
  }
  return null;
}

/** Passages of the page's <main>, in reading order. */
export function pagePassages(html: string): PagePassage[] {
  const document = parseDocument(html);
  const main = findMain(document.children);
  if (!main) return [];
  const passages: PagePassage[] = [];
  let current: { heading: string; anchor: string | null; lines: string[]; length: number } | null =
    null;

  const flush = () => {
    if (!current) return;
    const text = clean(current.lines.join(" "));
    if (text || current.heading)
      passages.push({ heading: current.heading, anchor: current.anchor, text });
    current.lines = [];
    current.length = 0;
  };
  const start = (heading: string, anchor: string | null) => {
    flush();
    current = { heading, anchor, lines: [], length: 0 };
  };
  const add = (text: string) => {
    const line = clean(text);
    if (!line) return;
    current ??= { heading: "", anchor: null, lines: [], length: 0 };
    current.lines.push(line);
    current.length += line.length;
  };

  const walk = (node: AnyNode) => {
    if (isText(node)) {
      add(node.data);
      return;
    }
    if (!isTag(node) || isSkipped(node)) return;
    if (headings.has(node.name)) {
      start(clean(textOf(node)), anchorOf(node));
      return;
    }
    if (node.name === "details") {
      const summary = node.children.find((child) => isTag(child) && child.name === "summary");
      const question = summary ? clean(textOf(summary)) : "";
      const outer = current;
      start(question, anchorOf(node));
      for (const child of node.children) if (child !== summary) walk(child);
      // What follows the FAQ item belongs to the section it sat in.
      if (outer) start(outer.heading, outer.anchor);
      return;
    }
    for (const child of node.children) walk(child);
    if (blocks.has(node.name) && current && current.length >= passageLength) {
      const { heading, anchor } = current;
      flush();
      current = { heading, anchor, lines: [], length: 0 };
    }
  };
  for (const child of main.children) walk(child);
  flush();
  return passages.filter((passage) => passage.text.length > 0);
}

function findMain(nodes: AnyNode[]): Element | null {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === "main") return node;
    const found = findMain(node.children);
    if (found) return found;
  }
  return null;
}
