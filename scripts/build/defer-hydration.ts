/**
 * Content first, code when it is wanted, on the prerendered pages
 * (docs/decisions/009-hydrate-on-intent.md). React Router writes a `modulepreload` link for
 * every script of the page (about 125 KB gzip) into the head, where they compete with the
 * stylesheet, the font and the hero picture for a phone's first bytes, and an inline module
 * script whose static imports start the same downloads as soon as it is parsed; evaluating them
 * and hydrating the document then blocks a phone's main thread for half a second. Here the links
 * go, and the script's imports become dynamic ones that start at the visitor's first sign of
 * intent: a touch, a pointer moving, a key, a click, a wheel or a scroll. The download starts
 * once the frame after that sign has painted (adding the preload links is a task of its own);
 * the evaluation waits until the gesture has ended and its answer has painted (the shell's
 * controls answer natively: docs/decisions/018-app-script-after-the-first-touch.md). The page is complete,
 * readable HTML with working links before then; hydration only adds behaviour, and what is
 * pressed before it is replayed (web/lib/pre-hydration.ts). After the first paint the page also
 * imports page-start (the visit counter, the page effects and the dialogs a page opens with),
 * which needs no React. A page that cannot go on without its code (`[data-hydrate-at-once]`,
 * such as a reset link being checked, or `[data-hydrate-with-query="name"]` when the address
 * carries that parameter, such as the map a click on another page asked for) and a signed-in
 * visitor's pages, whose header and redirects depend on the session, hydrate right after the
 * first paint. The account area's SPA fallback, which shows nothing until its code runs, keeps
 * React Router's markup.
 */

import { TOKEN_KEY } from "#web/lib/token.ts";
import { afterPaintHelpers } from "./after-first-paint.ts";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const stylesheet = /<link rel="stylesheet" href="([^"]+)"\/>/g;
const bootScript = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const staticImport = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;

/**
 * What tells the page that a person is there to use it, on a phone or a computer; `click` too,
 * for a screen reader's activation, which sends a click without a key or pointer event. Not
 * `focusin`: a dialog the page opens with takes the focus by itself (a key press or a touch
 * comes first when a person moves the focus).
 */
const intentEvents = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "click",
  "wheel",
  "scroll",
];

/** What ends a touch or a press: its answer (a click's default action) comes with these. */
const gestureEnds = ["click", "pointerup", "touchend", "pointercancel", "touchcancel"];

/** Every event the boot script listens for to hydrate, each once. */
export const hydrationTriggers = [...new Set([...intentEvents, ...gestureEnds])];

/**
 * How long the visitor's input must pause before the app runs: longer than between a scroll's
 * end and the tap that follows it, or a tap's release and its click; and the most the app waits
 * after the first sign, however busy the visitor's hands.
 */
const quietMs = 300;
const deadlineMs = 2000;

/**
 * The boot script with its imports started by `start()` instead of at parse time. `start()` first
 * adds the preload links back, so the whole module graph still downloads in parallel rather than
 * one level of imports per round trip, and the full stylesheet, which only what scripts draw
 * needs (the page itself paints from its inlined rules, scripts/build/critical-css.ts): applying it
 * restyles the whole document, a long task on a phone that no visitor has asked for yet.
 */
function deferredBoot(
  body: string,
  preloads: string[],
  stylesheets: string[],
  pageStart: string,
): string {
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
  // page-start too, so its effects and dialogs are in place before React hydrates, however the
  // race between the first paint and the visitor's first touch goes (an import runs once).
  const names = imports.map((entry, index) => entry.name ?? `_${index}`).join(",");
  const urls = [...imports.map((entry) => entry.url), JSON.stringify(pageStart)]
    .map((url) => `import(${url})`)
    .join(",");
  return [
    "let fetched=false,started=false;",
    "const fetchApp=()=>{if(fetched)return;fetched=true;",
    `for(const href of ${JSON.stringify(preloads)})`,
    'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));};',
    "const start=async()=>{if(started)return;started=true;fetchApp();",
    `for(const href of ${JSON.stringify(stylesheets)})`,
    'document.head.append(Object.assign(document.createElement("link"),{rel:"stylesheet",href}));',
    `const [${names}]=await Promise.all([${urls}]);`,
    rest.trim().replace(/\s*\n\s*/g, ""),
    "};",
    afterPaintHelpers,
    "const query=new URLSearchParams(location.search);",
    'let eager=!!document.querySelector("[data-hydrate-at-once]")||[...document.querySelectorAll("[data-hydrate-with-query]")].some((element)=>query.has(element.dataset.hydrateWithQuery));',
    // A signed-in visitor.
    `try{eager||=!!localStorage.getItem(${JSON.stringify(TOKEN_KEY)});}catch{}`,
    // After the load event (the eager hero picture is in) and the first contentful paint: the
    // load event can come before the text has painted (the font may hold it back up to 100 ms).
    'addEventListener("load",()=>afterFirstPaint(()=>{',
    `import(${JSON.stringify(pageStart)});`,
    "if(eager)start();}),{once:true});",
    // The app downloads at the first sign of intent and runs once the visitor's hands have been
    // still for a moment (or two seconds on): what a touch, a press or a scroll led to (a native
    // popover, <details>, a dialog's command, a field's focus, a tab switched by page-start)
    // answers first, in a frame of its own, not queued behind the scripts' evaluation and the
    // full stylesheet's restyle.
    "const startAfterFrame=()=>afterNextFrame(start);",
    "let quiet,deadline,fetching;",
    // Not the download either, inside the event: adding the preload links is itself a task of
    // tens of milliseconds on a slow phone, which the tap's answer would wait for.
    "const intent=()=>{if(started)return;if(!fetching){fetching=true;afterNextFrame(fetchApp);}clearTimeout(quiet);",
    `quiet=setTimeout(startAfterFrame,${quietMs});deadline??=setTimeout(startAfterFrame,${deadlineMs});};`,
    `for(const type of ${JSON.stringify(hydrationTriggers)})`,
    "addEventListener(type,intent,{passive:true,capture:true});",
  ].join("");
}

/**
 * The prerendered page with its scripts deferred; `pageStart` is the URL of page-start's chunk.
 * Throws if React Router's markup changed.
 */
export function deferHydration(html: string, pageStart: string): string {
  const match = bootScript.exec(html);
  if (!match) throw new Error("defer-hydration: no module boot script in the page");
  const preloads = [...html.matchAll(modulePreload)].map((link) => link[1] ?? "");
  const stylesheets = [...html.matchAll(stylesheet)].map((link) => link[1] ?? "");
  const boot = `<script type="module">${deferredBoot(match[1] ?? "", preloads, stylesheets, pageStart)}</script>`;
  return html.replace(modulePreload, "").replace(match[0], () => boot);
}
