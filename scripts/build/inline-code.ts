/**
 * What the pages' Content-Security-Policy decides about the code inside the HTML itself: inline
 * scripts and style elements (the page's critical CSS) are allowed one by one by their hashes,
 * style attributes not at all (server/plugins/security-headers.ts,
 * docs/decisions/002-csp-with-build-time-hashes.md).
 */
import { createHash } from "node:crypto";

const scriptElement = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const styleElement = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Inline scripts that execute (not JSON data blocks and not external ones). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(scriptElement)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (
      /\ssrc=/.test(attributes) ||
      /type="application\/(ld\+)?json"/.test(attributes) ||
      body === ""
    )
      continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

/** The style elements' hashes (outside scripts, whose text is data). */
export function inlineStyleHashes(html: string): string[] {
  const markup = html.replace(scriptElement, "<script></script>");
  return [...new Set([...markup.matchAll(styleElement)].map((match) => sha256(match[2] ?? "")))];
}

/**
 * Style attributes in the markup, which the policy blocks: the browser would show the page
 * without them, and hydration does not put them back. Script and style bodies are skipped, since
 * their text is not markup; elsewhere a "<" always starts a tag.
 */
export function styleAttributes(html: string): string[] {
  const markup = html
    .replace(scriptElement, "<script></script>")
    .replace(styleElement, "<style></style>");
  const found: string[] = [];
  for (const [tag] of markup.matchAll(/<[a-z][\w:-]*(?:\s(?:"[^"]*"|'[^']*'|[^>"'])*)?>/gi)) {
    // Quoted values blanked first, so `content="a style=b"` is no attribute.
    const names = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/\sstyle\s*=/i.test(names)) found.push(tag.slice(0, 120));
  }
  return found;
}
