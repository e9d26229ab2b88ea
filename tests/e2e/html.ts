import { readFileSync } from "node:fs";
import { join } from "node:path";
import { selectAll, selectOne } from "css-select";
import { type AnyNode, type Document, type Element, isTag, isText } from "domhandler";
import { getAttributeValue } from "domutils";
import { parseDocument } from "htmlparser2";

/**
 * HTML parsed (htmlparser2, entities decoded) for tests that read pages without a browser: query
 * it with CSS selectors rather than regular expressions over the markup. htmlparser2 rather than
 * jsdom: a dozen times faster per page, and these tests read every page.
 */
export const parseHtml = (html: string): Document => parseDocument(html);

/** The build's site: the files the server serves. */
export const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/** A prerendered page of the build, parsed. */
export function prerenderedDocument(path: string): Document {
  const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  return parseHtml(readFileSync(join(clientDir, file), "utf8"));
}

/** Every element matching the selector. */
export const select = (selector: string, root: AnyNode): Element[] => selectAll(selector, root);

/** The first element matching the selector, or null. */
export const selectFirst = (selector: string, root: AnyNode): Element | null =>
  selectOne(selector, root);

/** An attribute's value, or null. */
export const attribute = (element: Element | null, name: string): string | null =>
  (element && getAttributeValue(element, name)) ?? null;

/** The text a reader sees in a node: without scripts and styles, whitespace collapsed. */
export function shownText(node: AnyNode | null): string {
  const parts: string[] = [];
  const walk = (current: AnyNode) => {
    if (isText(current)) parts.push(current.data);
    else if (isTag(current) && ["script", "style", "template"].includes(current.name)) return;
    else if ("children" in current) for (const child of current.children) walk(child);
  };
  if (node) walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** A `<meta name>` or `<meta property>`'s content, or null. */
export const metaContent = (document: Document, key: string): string | null =>
  attribute(selectFirst(`meta[name="${key}"], meta[property="${key}"]`, document), "content");

/** The page's canonical URL, or null. */
export const canonicalOf = (document: Document): string | null =>
  attribute(selectFirst('link[rel="canonical"]', document), "href");

/**
 * What the checks across pages compare of a prerendered page, read in one parse: the page it is
 * (its canonical path, so an alias and its page count once), its h1, whether search engines may
 * index it, its closing call-to-action headings and the text it shows (its body without the
 * scripts that carry its data).
 */
export function pageSummary(path: string) {
  const document = prerenderedDocument(path);
  const canonical = canonicalOf(document);
  return {
    path,
    page: canonical ? new URL(canonical).pathname : path,
    h1: shownText(selectFirst("h1", document)),
    indexed: !metaContent(document, "robots")?.includes("noindex"),
    closingHeadings: select("h2#cta-title, h2#consultation-title", document).map((element) =>
      shownText(element).toLowerCase(),
    ),
    text: shownText(selectFirst("body", document)),
  };
}
