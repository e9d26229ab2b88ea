/**
 * Content first, on the prerendered pages: each page's own CSS (the rules its markup uses, found
 * by beasties) goes into a <style> element in the head, and the full stylesheet, which client-side
 * navigation, dialogs and other elements scripts create still need, loads without blocking the
 * first paint. A phone's first round trips then carry the page itself, not a 14 KB gzip
 * stylesheet that holds every page's rules.
 *
 * The deferred stylesheet is the usual `media="print"` link that switches to all media once it
 * has loaded, with a <noscript> copy for browsers without JavaScript. Beasties switches it with
 * an inline `onload` attribute, which the pages' CSP blocks (no 'unsafe-hashes'); a small inline
 * script does it instead, allowed by its hash like the other inline scripts, and the <style>
 * element by its own hash (scripts/inline-code.ts, server/plugins/security-headers.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";

const onloadSwitch = ` onload="this.media='all'"`;
const deferredLink = /<link rel="stylesheet" href="([^"#?]+)[^"]*" media="print">/g;
const fontFace = /@font-face\{[^}]*\}/g;

/** Switches each deferred stylesheet to all media when it has loaded (or at once, if it has). */
export const stylesheetSwitch =
  'for(const link of document.querySelectorAll(\'link[rel="stylesheet"][media="print"]\')){' +
  'const all=()=>{link.media="all"};link.sheet?all():link.addEventListener("load",all,{once:true})}';

/**
 * Every @font-face rule of the deferred stylesheets: without them the text would first show in
 * the fallback font and reflow when the stylesheet arrives. Unicode ranges keep the browser from
 * fetching a file the page's text does not need.
 */
function fontFaces(clientDir: string, html: string, cache: Map<string, string>): string {
  return [...html.matchAll(deferredLink)]
    .map(([, href = ""]) => {
      let faces = cache.get(href);
      if (faces === undefined) {
        faces = (readFileSync(join(clientDir, href), "utf8").match(fontFace) ?? []).join("");
        cache.set(href, faces);
      }
      return faces;
    })
    .join("");
}

export function criticalCss(clientDir: string): (html: string) => Promise<string> {
  const faces = new Map<string, string>();
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "media",
    noscriptFallback: true,
    // The stylesheet stays whole: other pages and client-side navigation use it.
    pruneSource: false,
    // Kept whatever the markup: rules on `html.js`, which a script in the head sets before the
    // body is parsed (scroll reveal hides what is below the fold), and rules with :where(),
    // which beasties never matches (Tailwind's space-* utilities and parts of its reset use it).
    allowRules: [/(^|[\s,(])html\.js\b/, /:where\(/],
    mergeStylesheets: true,
    // Beasties cannot see which faces the text uses (the family is a CSS variable): every
    // @font-face rule is added below, and the page preloads its font file itself (web/root.tsx).
    fonts: false,
    keyframes: "critical",
    compress: true,
    logLevel: "warn",
  });
  return async (html) => {
    const inlined = await beasties.process(html);
    if (!inlined.includes(onloadSwitch) || !/<style>[\s\S]+?<\/style>/.test(inlined)) {
      throw new Error("critical-css: no stylesheet was deferred; beasties' output changed shape");
    }
    const deferred = inlined.replace(" data-beasties-container", "").replaceAll(onloadSwitch, "");
    return deferred
      .replace("</style>", () => `${fontFaces(clientDir, deferred, faces)}</style>`)
      .replace(deferredLink, (link) => `${link}<script>${stylesheetSwitch}</script>`);
  };
}
