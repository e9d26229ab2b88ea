/**
 * Content first, on the prerendered pages: each page's own CSS (the rules its markup uses, found
 * by beasties) goes into a <style> element in the head, and the full stylesheet, which client-side
 * navigation, dialogs and other elements scripts create still need, loads without blocking the
 * first paint. A phone's first round trips then carry the page itself, not a 14 KB gzip
 * stylesheet that holds every page's rules.
 *
 * The full stylesheet is requested only when the app starts (defer-hydration.ts adds its link in
 * the boot script's `start()`, at the visitor's first touch, key or scroll): it does not share a
 * slow first visit's bytes with the page, its font and its hero picture, and applying it, which
 * restyles the whole document, is not a long task before anyone has asked for anything. Nothing
 * waits for it: the inlined rules lay out the whole page as the full stylesheet would
 * (tests/e2e/critical-css.test.ts). A <noscript> copy of the link serves browsers without
 * JavaScript. (Beasties' own loader, a `media="print"` link switched by an inline `onload`
 * attribute, starts the download at once, and the pages' CSP blocks the attribute. The <style>
 * element is allowed by its hash: scripts/build/inline-code.ts, server/plugins/security-headers.ts.)
 *
 * The @font-face rules live in each page's head, not in the full stylesheet: its faces would be
 * new font objects arriving after the first paint, and when the preloaded font had missed
 * `font-display: optional`'s short window, they would find it cached and swap the text to Inter
 * under the reader, the reflow `optional` is there to prevent. `moveFontFaces` puts them in a
 * stylesheet of their own, which the pages without inlined CSS link (the SPA fallback; the
 * contact error page, through the <noscript> links).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";

const onloadSwitch = ` onload="this.media='all'"`;
const deferredLink = /<link rel="stylesheet" href="([^"]+)" media="print">/g;
const fontFace = /@font-face\{[^}]*\}/g;

/**
 * Moves the @font-face rules of the build's stylesheets into a stylesheet of their own, and
 * returns it and the rules, which every prerendered page then carries in its head.
 */
export function moveFontFaces(clientDir: string): { href: string; faces: string } {
  const assets = join(clientDir, "assets");
  // Each rule once, in the order declared (the last face wins where ranges overlap): the
  // prerender leaves a copy of the shell's CSS beside it.
  const rules = new Set<string>();
  for (const name of readdirSync(assets).sort()) {
    if (!name.endsWith(".css") || name.startsWith("fonts-")) continue;
    const file = join(assets, name);
    const css = readFileSync(file, "utf8");
    const found = css.match(fontFace) ?? [];
    if (found.length === 0) continue;
    for (const rule of found) rules.add(rule);
    // Same name, new content: the name still changes with every build whose CSS changes.
    writeFileSync(file, css.replace(fontFace, ""));
  }
  const faces = [...rules].join("");
  if (!faces) throw new Error("critical-css: no @font-face rule in the build's stylesheets");
  const name = `fonts-${createHash("sha256").update(faces).digest("base64url").slice(0, 8)}.css`;
  writeFileSync(join(assets, name), faces);
  return { href: `/assets/${name}`, faces };
}

export function criticalCss(
  clientDir: string,
  fonts: { href: string; faces: string },
): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "media",
    noscriptFallback: true,
    // The stylesheet stays whole: other pages and client-side navigation use it.
    pruneSource: false,
    // Kept whatever the markup: rules on `html.js`, which a script in the head sets before the
    // body is parsed (scroll reveal hides what is below the fold); rules with :where(), which
    // beasties never matches (Tailwind's space-* utilities and parts of its reset use it); and
    // Tailwind's arbitrary variants and values with `&`, `:` or a quote in their brackets, whose
    // escaped class names beasties fails to match either (`[&_h2]:text-white` on a dark section,
    // the sign-up form's `[:root:not([data-referred])_&]:hidden`): about 16 rules, 1.3 KB.
    allowRules: [/(^|[\s,(])html\.js\b/, /:where\(/, /\\\[(?:\\&|\\:|\\')/],
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
    return (
      deferred
        .replace("</style>", () => `${fonts.faces}</style>`)
        // The boot script adds the link when the app starts (defer-hydration.ts).
        .replace(deferredLink, "")
        // The faces' stylesheet joins the links for browsers without JavaScript (which have the
        // faces inline anyway) for the contact error page: it drops the inlined CSS and keeps
        // these links (server/contact/error-page.ts).
        .replace(
          /<noscript>(?=<link rel="stylesheet")/g,
          `<noscript><link rel="stylesheet" href="${fonts.href}">`,
        )
    );
  };
}
