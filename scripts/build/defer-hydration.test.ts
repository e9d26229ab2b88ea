import { describe, expect, test } from "vitest";
import { deferHydration, hydrationTriggers } from "./defer-hydration.ts";

/** The head and boot script as React Router 7 writes them into a prerendered page. */
const page = `<!DOCTYPE html><html lang="en"><head><link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/shell.css"/></head><body><main><h1>About</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/about-5.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const pageStart = "/assets/page-start-6.js";
  const html = deferHydration(page, pageStart);
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  /**
   * Runs the boot script as a function of `scope` (the browser globals it uses); its dynamic
   * imports go to `importModule` instead of the network. Resolves once its promises have settled.
   */
  async function runBoot(
    scope: Record<string, unknown>,
    importModule: (url: string) => Promise<unknown>,
  ) {
    const run = new Function(
      ...Object.keys(scope),
      "importModule",
      `return (async () => {${boot.replaceAll("import(", "importModule(")}})();`,
    );
    await run(...Object.values(scope), importModule);
    await settled();
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  /**
   * A browser with the page painted and loaded: what the boot appends to the head and imports,
   * and `fire(type)`, which sends the window an event the boot listens for.
   */
  function browserScope(options: { atOnce?: boolean; token?: string; search?: string } = {}) {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const listeners = new Map<string, () => void>();
    const timers = new Map<number, { callback: () => void; delay: number }>();
    let nextTimer = 0;
    const frames: (() => void)[] = [];
    /** The next frame is drawn: the callbacks waiting for it run. */
    const paint = async () => {
      for (const callback of frames.splice(0)) callback();
      await settled();
    };
    /** `ms` pass: the timeouts due by then run. */
    const elapse = async (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.delay > ms) continue;
        timers.delete(id);
        timer.callback();
      }
      await settled();
    };
    const scope = {
      document: {
        head: { append: (link: { rel: string; href: string }) => appended.push(link) },
        createElement: () => ({}),
        querySelector: (selector: string) =>
          selector === "[data-hydrate-at-once]" && options.atOnce ? {} : null,
        querySelectorAll: (selector: string) =>
          selector === "[data-hydrate-with-query]"
            ? [{ dataset: { hydrateWithQuery: "map" } }]
            : [],
      },
      location: { search: options.search ?? "" },
      localStorage: {
        getItem: (key: string) => (key === "token" ? (options.token ?? null) : null),
      },
      window: {} as { __reactRouterRouteModules?: Record<string, unknown> },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      // The page has had its first contentful paint by the time it loads.
      performance: {
        getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []),
      },
      PerformanceObserver: { supportedEntryTypes: ["paint"] },
      // A timeout of zero runs at once; longer ones wait for `elapse()`.
      setTimeout: (callback: () => void, delay = 0) => {
        if (delay === 0) return callback();
        nextTimer += 1;
        timers.set(nextTimer, { callback, delay });
        return nextTimer;
      },
      clearTimeout: (id: number) => timers.delete(id),
      addEventListener: (type: string, listener: () => void) => {
        listeners.set(type, listener);
        if (type === "load") listener();
      },
    };
    const importModule = async (url: string) => {
      imported.push(url);
      return { url };
    };
    const fire = async (type: string) => {
      listeners.get(type)?.();
      await settled();
    };
    return { scope, appended, imported, listeners, importModule, fire, elapse, paint };
  }

  test("no script download is announced in the head, ahead of the stylesheet and the font", () => {
    expect(html).not.toContain('rel="modulepreload"');
    // critical-css.ts inlines its rules and keeps the link only for browsers without scripts.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
  });

  test("the boot script imports nothing when parsed: every import waits for start()", () => {
    expect(boot).not.toMatch(/^\s*import[\s*"]/m);
    expect(boot).toContain(
      'await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-4.js"),import("/assets/about-5.js"),import("/assets/page-start-6.js")])',
    );
    expect(boot).toContain('observer.observe({type:"paint"})');
  });

  test("a loaded page imports page-start only, and hydrates at the visitor's first sign of intent", async () => {
    const browser = browserScope();
    await runBoot(browser.scope, browser.importModule);
    await browser.paint();
    expect(browser.imported).toEqual([pageStart]);
    expect(browser.appended).toEqual([]);
    expect([...browser.listeners.keys()]).toEqual(["load", ...hydrationTriggers]);

    // A touch downloads the scripts React Router announced, once the frame after it is drawn
    // (the links are a task of their own, which the touch's answer would wait for)...
    await browser.fire("touchstart");
    expect(browser.appended).toEqual([]);
    await browser.paint();
    expect(browser.appended.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-2.js"],
      ["modulepreload", "/assets/framework-3.js"],
    ]);
    // ...and runs nothing while the visitor's hands move: what they pressed answers first.
    await browser.fire("touchend");
    await browser.fire("click");
    expect(browser.imported).toEqual([pageStart]);

    // A pause; after its frame the app starts, with the stylesheet React Router linked.
    await browser.elapse(300);
    await browser.paint();
    expect(browser.appended.map((link) => [link.rel, link.href]).slice(3)).toEqual([
      ["stylesheet", "/assets/shell.css"],
    ]);
    // page-start is imported again before hydrating (the browser evaluates it once).
    expect(browser.imported).toEqual([
      pageStart,
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/about-5.js",
      pageStart,
      "/assets/entry.client-2.js",
    ]);
    expect(browser.scope.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-4.js" },
      "routes/about": { url: "/assets/about-5.js" },
    });

    // A second sign starts nothing again.
    await browser.fire("keydown");
    expect(browser.imported.filter((url) => url.includes("entry.client"))).toHaveLength(1);
  });

  test("a page waiting for its code, or a signed-in visitor, hydrates after the first paint", async () => {
    for (const options of [{ atOnce: true }, { token: "a.b.c" }, { search: "?map=1" }]) {
      const browser = browserScope(options);
      await runBoot(browser.scope, browser.importModule);
      await browser.paint();
      expect(browser.imported).toContain("/assets/entry.client-2.js");
    }
  });

  test("when the page loads before its text has painted, page-start waits for that paint", async () => {
    const imported: string[] = [];
    let reportPaint:
      | ((list: { getEntriesByName: (name: string) => unknown[] }) => void)
      | undefined;
    const entries = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((entry) => entry === name),
    });
    const scope = {
      document: {
        head: { append: () => undefined },
        createElement: () => ({}),
        querySelector: () => ({}),
        querySelectorAll: () => [],
      },
      location: { search: "" },
      localStorage: { getItem: () => null },
      window: {},
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      performance: entries([]),
      PerformanceObserver: Object.assign(
        class {
          constructor(callback: typeof reportPaint) {
            reportPaint = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ["paint"] },
      ),
      addEventListener: (type: string, listener: () => void) => {
        if (type === "load") listener();
      },
    };
    await runBoot(scope, async (url) => {
      imported.push(url);
      return {};
    });
    expect(imported).toEqual([]);

    reportPaint?.(entries(["first-paint"]));
    await settled();
    expect(imported).toEqual([]);

    reportPaint?.(entries(["first-contentful-paint"]));
    await settled();
    expect(imported).toContain(pageStart);
    expect(imported).toContain("/assets/entry.client-2.js");
  });

  test("a page whose boot script changed shape stops the build", () => {
    expect(() => deferHydration("<html><body><p>No scripts</p></body></html>", pageStart)).toThrow(
      /no module boot script/,
    );
    expect(() =>
      deferHydration('<script type="module">console.log("something else")</script>', pageStart),
    ).toThrow(/changed shape/);
  });
});
