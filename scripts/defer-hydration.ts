/**
 * Content first, code second, on the prerendered pages. React Router writes a `modulepreload`
 * link for every script of the page (about 125 KB gzip) into the head, where they compete with
 * the stylesheet, the font and the hero picture for a phone's first bytes, and an inline module
 * script whose static imports start the same downloads as soon as it is parsed. Here the links
 * go, and the script's imports become dynamic ones that start once the page has loaded and painted
 * (or at the first touch, key press or focus, if that comes sooner). The page is complete and readable
 * HTML before then; hydration only adds behaviour. The account area's SPA fallback, which
 * shows nothing until its code runs, keeps React Router's markup.
 */

import { afterFirstPaint } from "./after-first-paint.ts";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootScript = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const staticImport = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;

/**
 * The boot script with its imports started by `start()` instead of at parse time. `start()` first
 * adds the preload links back, so the whole module graph still downloads in parallel rather than
 * one level of imports per round trip.
 */
function deferredBoot(body: string, preloads: string[]): string {
  const imports: { name: string | undefined; url: string }[] = [];
  const rest = body.replace(staticImport, (_, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (imports.length === 0 || !/import\("[^"]+"\);/.test(rest)) {
    throw new Error(
      "defer-hydration: React Router's boot script changed shape; update the rewrite",
    );
  }
  const names = imports.map((entry, index) => entry.name ?? `_${index}`).join(",");
  const urls = imports.map((entry) => `import(${entry.url})`).join(",");
  return [
    "let started=false;",
    "const start=async()=>{if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preloads)})`,
    'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));',
    `const [${names}]=await Promise.all([${urls}]);`,
    rest.trim().replace(/\s*\n\s*/g, ""),
    "};",
    // After the load event (the eager hero picture is in) and the first contentful paint: the
    // load event can come before the text has painted (the font may hold it back up to 100 ms).
    afterFirstPaint,
    'addEventListener("load",()=>afterFirstPaint(start),{once:true});',
    'for(const type of ["pointerdown","keydown","focusin","touchstart"])',
    "addEventListener(type,start,{once:true,passive:true,capture:true});",
  ].join("");
}

/** The prerendered page with its scripts deferred; throws if React Router's markup changed. */
export function deferHydration(html: string): string {
  const match = bootScript.exec(html);
  if (!match) throw new Error("defer-hydration: no module boot script in the page");
  const preloads = [...html.matchAll(modulePreload)].map((link) => link[1] ?? "");
  const boot = `<script type="module">${deferredBoot(match[1] ?? "", preloads)}</script>`;
  return html.replace(modulePreload, "").replace(match[0], () => boot);
}
