import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { REVEAL_FALLBACK_MS } from "#web/lib/page-effects.ts";
import {
  expectCleanLoad,
  setupBrowser,
  startApp,
  waitForAnimations,
  waitForFrames,
} from "./browser.ts";

const browser = setupBrowser();

/**
 * Opacity of every scroll-reveal element the browser renders: a section far below the fold is
 * not rendered until it nears the viewport (app.css), and neither are its animations.
 */
const revealOpacities = (page: Page) =>
  page
    .locator("[data-reveal]")
    .evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility({ contentVisibilityAuto: true }))
        .map((el) => Number(getComputedStyle(el).opacity)),
    );

describe("scroll reveal", () => {
  test("content still appears when the app's script never loads", async () => {
    const { page } = await browser.newPage();
    const blocked: string[] = [];
    await page.route("**/assets/**/*.js", (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.goto("/about", { waitUntil: "load" });
    // The scripts are requested after the load event and a painted frame (defer-hydration.ts).
    await expect
      .poll(() => blocked.length, { message: "the app's scripts were blocked" })
      .toBeGreaterThan(0);
    // The inline marker ran, so reveal content starts hidden...
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect((await revealOpacities(page)).length).toBeGreaterThan(5);

    // ...and shows itself within a few seconds without any script.
    await expect
      .poll(async () => (await revealOpacities(page)).every((opacity) => opacity === 1), {
        timeout: 6000,
        interval: 250,
      })
      .toBe(true);
    // Including what is far below the fold, section by section as the visitor scrolls to it.
    for (const section of await page.locator("main > section").all()) {
      await section.scrollIntoViewIfNeeded();
      await waitForFrames(page, 2);
      const shown = await section
        .locator("[data-reveal]")
        .evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).opacity)));
      expect(shown.every((opacity) => opacity === 1)).toBe(true);
    }
  });

  test("with the app running, content below the fold waits for scroll as before", async () => {
    const guarded = await browser.newPage();
    const { page } = guarded;
    // How long hydration takes depends on the machine's load; past REVEAL_FALLBACK_MS the
    // fallback shows everything, as it should. So the fallback is held until the app has taken
    // over, then let go: from there on only the `fx` class keeps it off.
    // (A stylesheet of the site's own origin: the CSP refuses inline styles.)
    await page.route("**/hold-reveal-fallback.css", (route) =>
      route.fulfill({
        contentType: "text/css",
        body: "html.js [data-reveal] { animation-name: none !important; }",
      }),
    );
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.head) return;
        const hold = document.createElement("link");
        hold.id = "hold-reveal-fallback";
        hold.rel = "stylesheet";
        hold.href = "/hold-reveal-fallback.css";
        document.head.prepend(hold);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/about", { waitUntil: "load" });
    await startApp(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("fx"))).toBe(true);
    await page.evaluate(() => document.getElementById("hold-reveal-fallback")?.remove());
    const last = page.locator("main [data-reveal]").last();
    // Were the fallback still on, it would start now and be done 600 ms after its delay.
    await page.waitForTimeout(REVEAL_FALLBACK_MS + 600 + 200);
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expectCleanLoad(guarded);
  });
});

describe("pointer glow", () => {
  const glowOf = (page: Page) =>
    page
      .locator("#values li [data-glow]")
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el, "::before");
        return { content: style.content, opacity: style.opacity };
      });

  /**
   * The card's box once it has held still for two frames: the sections around it are laid out
   * as they near the viewport, which can move it after the scroll, and a move aimed at a box read
   * before that can miss the card (the likeliest cause of the one retry this test had in CI).
   */
  async function settledBox(page: Page, card: Locator) {
    let box = await card.boundingBox();
    for (;;) {
      await waitForFrames(page, 2);
      const next = await card.boundingBox();
      if (box && next && next.x === box.x && next.y === box.y) return next;
      box = next;
    }
  }

  async function hoverFirstValueCard(page: Page) {
    const card = page.locator("#values li [data-glow]").first();
    await card.scrollIntoViewIfNeeded();
    await waitForAnimations(card); // let its reveal finish
    const box = await settledBox(page, card);
    // Counted by a listener added after the site's own: once it has seen both moves, the site's
    // pointer handler has had both of them too.
    await page.evaluate(() => {
      const counter = window as unknown as { pointerMoves: number };
      counter.pointerMoves = 0;
      window.addEventListener("pointermove", () => counter.pointerMoves++);
    });
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.45);
    await page.waitForFunction(
      () => (window as unknown as { pointerMoves: number }).pointerMoves >= 2,
    );
    return card;
  }

  test("follows the pointer over a card", async () => {
    const guarded = await browser.open("/about");
    const { page } = guarded;
    const card = await hoverFirstValueCard(page);
    await expect.poll(async () => (await glowOf(page)).opacity).toBe("1");
    expect((await glowOf(page)).content).not.toBe("none");
    expect(
      await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--glow-x")),
    ).toMatch(/px$/);
    expectCleanLoad(guarded);
  });

  test("is off under reduced motion", async () => {
    const guarded = await browser.open("/about", { reducedMotion: "reduce" });
    const { page } = guarded;
    const card = await hoverFirstValueCard(page);
    expect(await card.evaluate((el) => el.matches(":hover"))).toBe(true);
    expect((await glowOf(page)).content).toBe("none");
    expect(
      await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--glow-x")),
    ).toBe("");
    expectCleanLoad(guarded);
  });
});
