import { fileURLToPath } from "node:url";
import contentCollections from "@content-collections/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3001";
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-router's package exports point every condition at its development build, which keeps
 * dev-only warnings in the browser bundle (remix-run/react-router#14102). The production build
 * beside it is the same code without them.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: dir("./node_modules/react-router/dist/production/index.mjs"),
  },
  {
    find: /^react-router\/dom$/,
    replacement: dir("./node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

const framework = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
/**
 * The modules every page runs: the document, the site's frame (header, drawer, footer), the
 * closing call to action that ends every page, public or account, and the feedback line under
 * every form (the footer's newsletter box loads apart, but forms are on most pages).
 */
const shellRoots = [
  dir("./web/root.tsx"),
  dir("./web/components/layout/site-layout.tsx"),
  dir("./web/components/sections/call-to-action.tsx"),
  dir("./web/components/ui/feedback.tsx"),
];

type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

let shell: Set<string> | undefined;
/** Everything the shell roots import statically, followed through the whole graph once. */
function shellModules(graph: ModuleGraph): Set<string> {
  if (shell) return shell;
  shell = new Set();
  const pending = [...shellRoots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (shell.has(id) || framework.test(id)) continue;
    shell.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

/**
 * Small pieces most public pages share; as separate chunks they would cost a request each. Tabs,
 * the dialog (with its close button and modal hook), the account and admin tab bars, the form
 * kit, the back link (login, a cheatsheet, admin detail pages) and the card that replaces a sent
 * form (contact, booking) serve a few pages and stay apart: in the kit, the back link made login
 * load the whole kit, 4 KB, and the card cost every page 150 bytes. So do the list shapes, and
 * the sections only the company pages or only the service pages show: `chunkFor` places those
 * (below) before it reaches the kit. In the kit, every page would download them.
 */
const kitModules =
  /\/web\/(components\/sections\/|components\/hubs\/more-link|components\/ui\/(?!tabs|nav-tabs|dialog|close-button|use-modal|field|input-class|use-form-action|back-link|confirmation-card)|lib\/(page-data|placeholder)\.ts)/;
/** The sections home, about, services and the portfolio pages share, and no service page uses. */
const companyModules =
  /\/web\/components\/sections\/(story-section|headed-section|check-list)\.tsx$/;
/** What service hubs and detail pages show and the company pages do not: questions, steps. */
const serviceModules = /\/web\/components\/(ui\/faq|sections\/steps)\.tsx$/;
/** The process and split sections only about and services show. */
const processModules =
  /\/web\/components\/(sections\/(process-section|split-section)|showcase\/process-rows)\.tsx$/;

/**
 * The list shapes of the service and company pages (lists that reveal item by item, rows of
 * cards, lists of page links): one chunk, since those pages use them together and the home page
 * and the account doors use none.
 */
const listModules = /\/web\/components\/ui\/(reveal-list|card-row|link-list)\.tsx$/;

/**
 * The field kit every form uses (the home page's sign-up popup included), with the account's
 * e-mail and password fields: left to Rollup, those would join the sign-up chunk, which every
 * account form would then load; a chunk of their own cost the account doors a file more than
 * the 300 bytes the contact form now carries without using them.
 */
const formModules =
  /\/web\/components\/(ui\/field|account\/(submit-button|use-focus-on-open|credential-fields))\.tsx?$/;
/**
 * What forms and action buttons share: their state and the input's box. The dashboard has action
 * buttons and a read-only input but no field: apart, it skips the kit.
 */
const formCoreModules = /\/web\/components\/ui\/(use-form-action|input-class)\.ts$/;
/**
 * The contract's plain values (field limits, points and referral labels), the account forms'
 * words about them and where the sign-up perks link: the forms need them, and so do admin pages that use no form; apart, neither
 * carries the other, and the contact form, which has limits of its own, loads neither.
 */
const contractRules = /\/(contract\/rules|web\/content\/(form-words|perk-links))\.ts$/;
/**
 * A line of copy with links in it (the sign-up perks): the home page's invitation, the account
 * doors and every ticked list draw it, so it rides with the shell rather than pulling the kit
 * into the account doors (a few hundred bytes against a request).
 */
const linkedLines = /\/web\/components\/ui\/linked-text\.tsx$/;
/**
 * Content the shell's `#content-collections` import names but only a few signed-in pages show
 * (the member library's words): a chunk of its own that only those pages load, not a part of
 * the shell every first visit carries.
 */
const ownPagesContent = /\/\.content-collections\/generated\/resourcesPage\.js$/;
/** The sign-up form: the home page's popup and /signup both show it. */
const signupModules = /\/web\/(components\/account\/signup-(form|perks)|content\/signup)\.tsx?$/;

/**
 * How the browser code is cut into files. A first visit used to fetch some 25 scripts, each a
 * round trip on a phone; now it fetches the libraries, the site's shell, the kit of shared
 * sections and its route's own chunk (plus the sign-up form where a page shows it).
 */
function chunkFor(id: string, graph: ModuleGraph): string | undefined {
  if (framework.test(id)) return "framework";
  if (ownPagesContent.test(id)) return "library-words";
  if (linkedLines.test(id)) return "shell";
  if (shellModules(graph).has(id.split("?")[0] ?? id)) return "shell";
  if (companyModules.test(id)) return "company";
  if (serviceModules.test(id)) return "service";
  if (processModules.test(id)) return "process";
  if (listModules.test(id)) return "lists";
  if (kitModules.test(id)) return "kit";
  if (contractRules.test(id)) return "rules";
  if (formModules.test(id)) return "forms";
  if (formCoreModules.test(id)) return "form-core";
  if (signupModules.test(id)) return "signup";
  return undefined;
}

export default defineConfig(({ command, isSsrBuild }) => {
  const clientBuild = command === "build" && !isSsrBuild;
  return {
    // In development, Content Collections rebuilds content/ as it is edited (a build has already
    // built it, and stopped on a wrong entry, in scripts/build/generate-assets.ts).
    plugins: [tailwindcss(), reactRouter(), ...(command === "serve" ? [contentCollections()] : [])],
    resolve: {
      // The project's own #web/#site/#contract imports resolve through package.json's `imports`.
      alias: clientBuild ? reactRouterProduction : [],
    },
    envPrefix: ["VITE_", "PUBLIC_URL"],
    build: {
      assetsInlineLimit: 0,
      // terser packs the browser code about 3% tighter than esbuild; the build stays seconds long.
      // Without Vite's Safari 10 workarounds (the site needs <dialog> and popover, Safari 15.4
      // and 17), with the module scope's names mangled and a third pass: 0.3 KB less gzip.
      minify: clientBuild ? "terser" : "esbuild",
      terserOptions: {
        safari10: false,
        compress: { passes: 3, toplevel: true },
        mangle: { toplevel: true },
        format: { comments: false },
      },
      rollupOptions: clientBuild ? { output: { manualChunks: chunkFor } } : {},
    },
    server: {
      proxy: {
        "/api": { target: apiTarget, changeOrigin: false },
        // The content editor is the API server's page (server/cms/), not a route of the app.
        "/admin/content": { target: apiTarget, changeOrigin: false },
      },
    },
  };
});
