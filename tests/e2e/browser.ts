/**
 * Shared browser helpers for the e2e project. Where a new check goes:
 * - a check every page must pass and that costs little (status, title, one h1, no sideways
 *   scroll at 320/375 px, no console error): every-route.test.ts, which
 *   visits each route once in one reused browser page;
 * - a check that holds per template (axe, layout at every width, first-load budget, critical
 *   CSS): over `onePathPerTemplate(...)` from site-routes.ts, once per template and width;
 * - a page's own content and behaviour: that page's test file, reusing one page (`newPage`) for
 *   a loop of paths rather than a new context per path;
 * - a flow needing its own server (other settings, a clock): one `startServerProcess` per file
 *   in a `beforeAll`, never per test; sign-ups shared by the tests of the file where they can.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, expect, inject, onTestFinished } from "vitest";
import { chromiumFlags, headlessShellPath } from "../support/chromium.ts";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

export type Guarded = {
  page: Page;
  context: BrowserContext;
  /** Requests the page tried to make to any host but the server's own (all blocked). */
  externalRequests: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
};

/**
 * Every host name but the test servers' address fails to resolve: a page under test cannot
 * reach the outside world, whatever it asks for (each attempt is recorded by `newPage`).
 */
const offline = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

let visitors = 0;

/**
 * A client address of its own for each browser context and API call. The test server trusts
 * X-Forwarded-For as it would behind a load balancer, so per-IP rate limits apply per visitor,
 * and tests running side by side do not use up each other's allowance.
 */
export function visitorHeaders(): Record<string, string> {
  visitors += 1;
  return {
    "x-forwarded-for": `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`,
  };
}

export function baseUrl(): string {
  return inject("baseUrl");
}

/**
 * One Chromium per worker, shared by every file the worker runs (the e2e project keeps one module
 * graph per worker, so this module and its browser outlive a file). Launching one per file cost
 * each file a browser start; Playwright kills the browser when the worker exits.
 */
let launched: Promise<Browser> | undefined;
async function workerBrowser(): Promise<Browser> {
  const browser = await launched?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  launched = chromium.launch({
    executablePath: headlessShellPath,
    args: [...chromiumFlags, offline],
  });
  return launched;
}

/**
 * The worker's Chromium for this test file. Each page it opens has a context of its own, closed
 * when the test that opened it ends. Use inside a describe block or at the top of a file:
 *   const browser = setupBrowser();
 *   const { page } = await browser.open("/about");
 */
export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await workerBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  return {
    /** A fresh context and page with every outside request blocked and recorded. */
    async newPage(
      options: {
        viewport?: keyof typeof viewports;
        reducedMotion?: "reduce" | "no-preference";
        javaScriptEnabled?: boolean;
        /** A test file's own server instead of the shared one: the only host the page may reach. */
        origin?: string;
        /**
         * The browser's agent. Headless Chromium names itself, and the site's visit statistics
         * do not count bots: a test of the statistics passes an ordinary browser's.
         */
        userAgent?: string;
      } = {},
    ): Promise<Guarded> {
      const context = await browser.newContext({
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        viewport: viewports[options.viewport ?? "desktop"],
        reducedMotion: options.reducedMotion ?? "no-preference",
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        baseURL: options.origin ?? baseUrl(),
        extraHTTPHeaders: visitorHeaders(),
      });
      // Closed when the test that opened it ends, or with the file when a hook opened it: a page
      // left open goes on animating, and five hydrated pages left open took 0.5 CPU-s a second.
      contexts.push(context);
      try {
        onTestFinished(() => context.close());
      } catch {
        // Opened in a hook, not a test: `afterAll` closes it.
      }
      // Recorded as they leave, not intercepted: routing every request through the test process
      // made each page load about a third slower. The browser cannot resolve outside hosts
      // (`offline` in the launch), so nothing recorded here reaches anyone.
      const externalRequests: string[] = [];
      const ownOrigin = new URL(options.origin ?? baseUrl()).origin;
      context.on("request", (request) => {
        const requestUrl = request.url();
        if (!/^(data|blob):/.test(requestUrl) && new URL(requestUrl).origin !== ownOrigin)
          externalRequests.push(requestUrl);
      });
      const page = await context.newPage();
      const errors: string[] = [];
      const cspViolations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.exposeFunction("__reportCsp", (text: string) => cspViolations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      return { page, context, externalRequests, errors, cspViolations };
    },

    /** Opens a path and waits until the app has hydrated. */
    async open(path: string, options: Parameters<typeof this.newPage>[0] = {}): Promise<Guarded> {
      const guarded = await this.newPage(options);
      await gotoAndHydrate(guarded.page, path, options.javaScriptEnabled ?? true);
      return guarded;
    },
  };
}

/**
 * A prerendered page hydrates at the visitor's first touch, key or scroll
 * (scripts/build/defer-hydration.ts): this presses Shift, which does nothing else, and waits until
 * React Router has hydrated the page.
 */
export async function startApp(page: Page) {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Navigates and, with JavaScript on, starts the app and waits for it to have hydrated. A path is
 * resolved against the page's own server (its context's base URL: the shared server, or the one
 * a file started and passed as `origin`).
 */
export async function gotoAndHydrate(page: Page, path: string, javaScriptEnabled = true) {
  const response = await page.goto(path, { waitUntil: "load" });
  if (javaScriptEnabled) await startApp(page);
  return response;
}

/**
 * Opens a path the site has no page for: the server answers 404 with the not-found page, and the
 * browser keeps showing it once the app has hydrated.
 */
export async function expectNotFoundPage(page: Page, path: string) {
  const response = await gotoAndHydrate(page, path);
  expect(response?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/could not find/i);
  expect(await page.title()).toMatch(/^Page not found/);
}

/**
 * Waits until the window has held still for `frames` animation frames in a row: a smooth scroll,
 * which moves it every frame while it runs, has ended. Start it (and see it begin) first.
 */
export async function waitForScrollToSettle(page: Page, frames = 10): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= needed) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    frames,
  );
}

/**
 * Waits until every animation and transition of `target` and inside it has finished (a reveal,
 * say), so its box is where it will stay. Endless ones (a marquee) are left out.
 */
export async function waitForAnimations(target: Locator): Promise<void> {
  await target.evaluate(async (element) => {
    const finite = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled one (its class removed again) has stopped too.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until the page has rendered a frame and its main thread has then gone idle: what it had
 * queued by itself (a render an effect scheduled, a request it makes on its own) has happened.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve())),
      ),
  );
}

/** Waits until the page has rendered `count` more frames: anything animated would have moved. */
export async function waitForFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/**
 * Marks the page's document, so that `stayedInApp` can tell afterwards whether a link was
 * followed in the app (the same document) or by a full load (a new document, without the mark).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __stayed: boolean }).__stayed = true;
  });
}

/** Whether the document `markDocument` marked is still the one shown: no full load since. */
export const stayedInApp = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);

/** Closes the home page's sign-up popup when it is open, so the page behind can be used. */
export async function dismissSignupPopup(page: Page) {
  const dialog = page.getByRole("dialog", { name: /join and unlock/i });
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Close" }).click();
}

/** Runs axe-core (WCAG 2.x A and AA) on the page as it is and expects no violations. */
export async function expectNoAxeViolations(page: Page, context = "page") {
  // Evaluated rather than added as a <script>: the site's CSP rightly refuses unknown scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: Array<{
              id: string;
              help: string;
              nodes: Array<{ target: unknown; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    // From the top of the page: wherever a test left the scroll, the sticky header lies over some
    // link, which axe's target-size reports as obscured though a visitor scrolls it free.
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // Only violations are read: axe then describes one node of each passing rule, not all of
      // them (its documented speed-up for the selectors it builds at the end of a run).
      resultTypes: ["violations"],
    });
    window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
      // Why the first node fails (e.g. which element obscures a target): the fix starts there.
      why: violation.nodes[0]?.failureSummary,
    }));
  });
  expect(violations, `axe violations on ${context}`).toEqual([]);
}

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until `target` has the focus, as a keyboard user reaches it, and fails when it
 * takes more than `max` presses (or never comes).
 */
export async function tabTo(page: Page, target: Locator, max = 30) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press("Tab");
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}

/** The guards every page test ends with. */
export function expectCleanLoad(guarded: Guarded) {
  expect(guarded.externalRequests, "requests to outside hosts").toEqual([]);
  expect(guarded.errors, "console errors").toEqual([]);
  expect(guarded.cspViolations, "CSP violations").toEqual([]);
}

/** The widths every page must fit without scrolling sideways: small and common phones, tablet, desktop. */
export const layoutWidths = [320, 375, 768, 1440] as const;

/**
 * What sticks out past the right edge at the page's current width ("412 px wide: <div …> | text
 * in <p …>"), or null when nothing does. It names the deepest elements reaching out, leaving out
 * those a scroller or a clipping box inside the page holds in, to point at the culprit.
 */
export function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Name the deepest elements reaching past the right edge, leaving out those a scroller
    // or a clipping box inside the page holds in, to point at the culprit.
    const sticksOut = (element: Element) =>
      element.getBoundingClientRect().right > root.clientWidth + 0.5;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== "visible" && !sticksOut(box)) return true;
      return false;
    };
    const describe = (element: Element) =>
      `<${element.localName} class="${element.getAttribute("class") ?? ""}">${(element.textContent ?? "").trim().slice(0, 40)}`;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => sticksOut(element) && !clipped(element))
      .filter((element) => ![...element.children].some(sticksOut))
      .map(describe);
    // Text can spill out of a box that itself fits (a word wider than its column).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const parent = node.parentElement;
      const spills = [...range.getClientRects()].some(
        (rect) => rect.right > root.clientWidth + 0.5,
      );
      const clips = (box: Element) =>
        getComputedStyle(box).overflowX !== "visible" && !sticksOut(box);
      if (spills && parent && !clips(parent) && !clipped(parent))
        culprits.push(`text in ${describe(parent)}`);
    }
    return `${root.scrollWidth} px wide: ${culprits.slice(0, 3).join(" | ")}`;
  });
}

/**
 * Resizes the page to each layout width and expects nothing to stick out sideways; a failure names
 * the elements reaching past the right edge. The original size is restored afterwards.
 */
export async function expectNoHorizontalScroll(page: Page, context = "page") {
  const original = page.viewportSize() ?? viewports.desktop;
  const failures: string[] = [];
  for (const width of layoutWidths) {
    await page.setViewportSize({ width, height: original.height });
    await waitForFrames(page, 2);
    const overflow = await sidewaysOverflow(page);
    if (overflow) failures.push(`${width}px: ${overflow}`);
  }
  await page.setViewportSize(original);
  expect(failures, `${context} scrolls sideways`).toEqual([]);
}

/** The text of every element the locator matches, in order, its whitespace collapsed as it reads. */
export const texts = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => element.textContent?.replace(/\s+/g, " ").trim() ?? ""),
  );

/** The href of every element the locator matches, in order. */
export const hrefs = (locator: Locator) =>
  locator.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));

/** The computed animation of every element the locator matches, in order, with its classes. */
export const animations = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const {
        animationName: name,
        animationDuration: duration,
        animationPlayState: state,
        opacity,
      } = getComputedStyle(element);
      return { name, duration, state, opacity, className: element.getAttribute("class") ?? "" };
    }),
  );

export type LoadedPicture = {
  /** The file the browser chose from the <picture>'s sources. */
  src: string;
  alt: string | null;
  width: number;
  height: number;
  loading: string | null;
  /** Each <source>: its type and how many widths its srcset offers ("image/avif 3"). */
  sources: string[];
};

/**
 * Scrolls every picture of `scope` into view, waits until each has loaded, and describes what
 * it loaded. None may have fallen back to the placeholder.
 */
export async function loadedPictures(scope: Locator): Promise<LoadedPicture[]> {
  const images = scope.locator("picture img");
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((imgs) =>
        imgs.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  expect(await scope.locator("img[data-failed]").count(), "placeholder swapped in").toBe(0);
  return images.evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: (img as HTMLImageElement).currentSrc,
      alt: img.getAttribute("alt"),
      width: Number(img.getAttribute("width")),
      height: Number(img.getAttribute("height")),
      loading: img.getAttribute("loading"),
      sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map(
        (source) =>
          `${source.getAttribute("type")} ${source.getAttribute("srcset")?.split(",").length}`,
      ),
    })),
  );
}

/** Where a picture the site serves comes from: its own assets, in a modern format. */
export const modernPictureSrc = /^http:\/\/127\.0\.0\.1:\d+\/assets\/.+\.(avif|webp)$/;

/**
 * Each picture came from this site in a modern format (AVIF or WebP), with its size attributes
 * set so nothing shifts as it loads.
 */
export function expectModernSizedPictures(pictures: readonly LoadedPicture[]) {
  for (const picture of pictures) {
    expect(picture.src).toMatch(modernPictureSrc);
    expect(picture.width).toBeGreaterThan(0);
    expect(picture.height).toBeGreaterThan(0);
  }
}
