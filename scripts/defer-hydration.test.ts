import { describe, expect, test } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

/** The head and boot script as React Router 7 writes them into a prerendered page. */
const page = `<!DOCTYPE html><html lang="en"><head><link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/shell.css"/></head><body><main><h1>About</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/about-5.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const html = deferHydration(page);
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  test("no script download is announced in the head, ahead of the stylesheet and the font", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
  });

  test("the boot script imports nothing when parsed: every import waits for start()", () => {
    expect(boot).not.toMatch(/^\s*import[\s*"]/m);
    expect(boot).toContain(
      'await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-4.js"),import("/assets/about-5.js")])',
    );
    expect(boot).toContain(
      'addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(start,0)),{once:true})',
    );
  });

  test("start() preloads the same scripts, then hydrates as React Router would", async () => {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const listeners: string[] = [];
    const scope = {
      document: {
        head: { append: (link: { rel: string; href: string }) => appended.push(link) },
        createElement: () => ({}),
      },
      window: {} as { __reactRouterRouteModules?: Record<string, unknown> },
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      addEventListener: (type: string, listener: () => void) => {
        listeners.push(type);
        if (type === "load") listener();
      },
    };
    // The script as a function: its dynamic imports go to a recorder instead of the network.
    const run = new Function(
      ...Object.keys(scope),
      "importModule",
      `return (async () => {${boot.replaceAll("import(", "importModule(")}})();`,
    );
    await run(...Object.values(scope), async (url: string) => {
      imported.push(url);
      return { url };
    });
    await new Promise((resolve) => setImmediate(resolve));

    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-2.js"],
      ["modulepreload", "/assets/framework-3.js"],
    ]);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/about-5.js",
      "/assets/entry.client-2.js",
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-4.js" },
      "routes/about": { url: "/assets/about-5.js" },
    });
    expect(listeners).toEqual(["load", "pointerdown", "keydown", "focusin", "touchstart"]);
  });

  test("a page whose boot script changed shape stops the build", () => {
    expect(() => deferHydration("<html><body><p>No scripts</p></body></html>")).toThrow(
      /no module boot script/,
    );
    expect(() =>
      deferHydration('<script type="module">console.log("something else")</script>'),
    ).toThrow(/changed shape/);
  });
});
