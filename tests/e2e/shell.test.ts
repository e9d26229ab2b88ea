import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { servicesMenu } from "#site/navigation.ts";
import {
  dismissSignupPopup,
  expectCleanLoad,
  expectNoAxeViolations,
  gotoAndHydrate,
  hrefs,
  markDocument,
  setupBrowser,
  stayedInApp,
  waitForScrollToSettle,
} from "./browser.ts";

const browser = setupBrowser();

const currentInMainNav = (page: Page) =>
  page.locator('nav[aria-label="Main"] > a[aria-current="page"]').allTextContents();

/** Whether a section menu of the desktop header (a native popover) is open. */
const menuOpen = (page: Page, id: "menu-services" | "menu-portfolio") =>
  page.evaluate((menu) => document.getElementById(menu)?.matches(":popover-open") ?? null, id);

describe("desktop navigation", () => {
  test("the active link follows the path: Home only on exactly /", async () => {
    const guarded = await browser.open("/");
    const { page } = guarded;
    expect(await currentInMainNav(page)).toEqual(["Home"]);

    for (const [path, expected] of [
      ["/about", ["About Us"]],
      ["/services/webdevelopment", []],
      ["/contact", []],
    ] as const) {
      await gotoAndHydrate(page, path);
      expect(await currentInMainNav(page), path).toEqual(expected);
    }
    await expect
      .poll(() => page.locator('header a[href="/contact"]').first().getAttribute("aria-current"))
      .toBe("page");
  });

  test("on nested paths a link is active while the path starts with its path", async () => {
    const { page } = await browser.open("/services/zohocrm");
    const servicesButton = page.getByRole("button", { name: "Services" });
    const portfolioButton = page.getByRole("button", { name: "Portfolio" });
    /** The header's links marked current (top level and dropdown entries), and the dropdowns lit. */
    const active = async () => {
      await servicesButton.click();
      await portfolioButton.click();
      const current = await page
        .locator('nav[aria-label="Main"] a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      await page.keyboard.press("Escape");
      const lit = await page
        .locator('nav[aria-label="Main"] button')
        .evaluateAll((buttons) =>
          buttons
            .filter((button) => button.classList.contains("bg-white/10"))
            .map((button) => button.textContent),
        );
      const contact = await page
        .locator("header a[href='/contact']")
        .first()
        .getAttribute("aria-current");
      return { current, lit, contact };
    };

    // /services/zohocrm starts with /services and with /services/zohocrm; Home is not active.
    expect(await active()).toEqual({
      current: ["/services/zohocrm"],
      lit: ["Services"],
      contact: null,
    });
    // /services/graphic-designing does not start with /services/graphicdesign.
    await gotoAndHydrate(page, "/services/graphic-designing");
    expect(await active()).toEqual({ current: [], lit: ["Services"], contact: null });
    await gotoAndHydrate(page, "/portfolio/ui-ux-designing");
    expect(await active()).toEqual({
      current: ["/portfolio/ui-ux-designing"],
      lit: ["Portfolio"],
      contact: null,
    });
    // A detail page belongs to the Services section (its path starts with its section's, not
    // with /services): Services is lit and marked current, and so is its hub in the menu.
    for (const [path, hub] of [
      ["/webdevelopment/seo", "/services/webdevelopment"],
      ["/graphicdesign/logos", "/services/graphicdesign"],
      ["/itsoftware/cloudservices", "/services/itsoftware"],
      ["/videoanimation/gfx", "/services/videoanimation"],
    ] as const) {
      await gotoAndHydrate(page, path);
      expect(await active(), path).toEqual({ current: [], lit: ["Services"], contact: null });
      expect(await servicesButton.getAttribute("aria-current"), path).toBe("true");
      expect(await portfolioButton.getAttribute("aria-current"), path).toBeNull();
      expect(
        await page
          .locator('nav[aria-label="Main"] a[aria-current="true"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
        path,
      ).toEqual([hub]);
      // The breadcrumb stays.
      expect(await page.getByRole("navigation", { name: "Breadcrumb" }).count(), path).toBe(1);
    }
    await gotoAndHydrate(page, "/contact/sent");
    expect(await active()).toEqual({ current: [], lit: [], contact: "page" });
  });

  test("a dropdown closes when its link to the page already shown is clicked", async () => {
    const { page } = await browser.open("/services/zohocrm");
    const services = page.getByRole("button", { name: "Services" });
    await services.click();
    expect(await menuOpen(page, "menu-services")).toBe(true);
    await page.locator('nav[aria-label="Main"] a[href="/services/zohocrm"]').click();
    await expect.poll(() => menuOpen(page, "menu-services")).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/services/zohocrm");
  });

  test("the bar takes its scrolled style past 8 px, not at 8", async () => {
    const { page } = await browser.open("/");
    await dismissSignupPopup(page);
    const header = page.locator("header").first();
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 9));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  test("dropdowns open by pointer and keyboard and close on Escape and outside click", async () => {
    const { page } = await browser.open("/about");
    const services = page.getByRole("button", { name: "Services" });
    const menuLinks = page.locator('nav[aria-label="Main"] a[href^="/services/"]');

    await services.click();
    expect(await menuOpen(page, "menu-services")).toBe(true);
    expect(await hrefs(menuLinks)).toEqual(servicesMenu.map((link) => link.to));
    // Under its button, not over the header.
    const [button, menu] = await Promise.all([
      services.boundingBox(),
      page.locator("#menu-services").boundingBox(),
    ]);
    expect(menu?.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
    await page.keyboard.press("Escape");
    expect(await menuOpen(page, "menu-services")).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Services");

    await page.keyboard.press("Enter");
    expect(await menuOpen(page, "menu-services")).toBe(true);
    await page.mouse.click(5, 880);
    expect(await menuOpen(page, "menu-services")).toBe(false);

    // One menu at a time: opening Portfolio closes Services.
    await services.click();
    const portfolio = page.getByRole("button", { name: "Portfolio" });
    await portfolio.click();
    expect(await menuOpen(page, "menu-services")).toBe(false);
    expect(await menuOpen(page, "menu-portfolio")).toBe(true);
    const portfolioLinks = page.locator('nav[aria-label="Main"] a[href*="portfolio"]');
    expect(
      await portfolioLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(["/portfolio_webdev", "/portfolio/graphic-designing", "/portfolio/ui-ux-designing"]);
  });
});

describe("mobile drawer", () => {
  const locked = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

  /** The aria-expanded state of the drawer's accordion button of this name. */
  const expanded = (drawer: Locator, name: string) =>
    drawer.getByRole("button", { name }).getAttribute("aria-expanded");

  /** Opens the menu and waits for its contents, which load when the menu button is reached for. */
  async function openDrawer(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
    return drawer;
  }

  test("locks page scroll, holds focus, and closes by button, overlay, Escape and navigation", async () => {
    const guarded = await browser.open("/", { viewport: "mobile" });
    const { page } = guarded;
    await dismissSignupPopup(page);

    let drawer = await openDrawer(page);
    expect(await locked(page)).toBe(true);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await drawer.getByRole("button", { name: "Close menu" }).click();
    await drawer.waitFor({ state: "hidden" });
    expect(await locked(page)).toBe(false);

    drawer = await openDrawer(page);
    await page.mouse.click(15, 400); // the overlay, left of the panel
    await drawer.waitFor({ state: "hidden" });

    drawer = await openDrawer(page);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await locked(page)).toBe(false);

    drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    await drawer.waitFor({ state: "hidden" });
    expect(await locked(page)).toBe(false);
    expectCleanLoad(guarded);
  });

  test("closes and resets its accordions when the link of the page already shown is tapped", async () => {
    const guarded = await browser.open("/about", { viewport: "mobile" });
    const { page } = guarded;
    let drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Services" }).click();
    await drawer.getByRole("button", { name: "Portfolio" }).click();
    await drawer.getByRole("link", { name: "About Us" }).click();
    await drawer.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(await locked(page)).toBe(false);

    drawer = await openDrawer(page);
    expect(await expanded(drawer, "Services")).toBe("false");
    expect(await expanded(drawer, "Portfolio")).toBe("false");

    // The same from an accordion entry: Portfolio › Web & App while on /portfolio_webdev.
    await drawer.getByRole("button", { name: "Portfolio" }).click();
    await drawer.getByRole("link", { name: "Web & App" }).click();
    await drawer.waitFor({ state: "hidden" });
    drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Portfolio" }).click();
    await drawer.getByRole("link", { name: "Web & App" }).click();
    await drawer.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/portfolio_webdev");
    drawer = await openDrawer(page);
    expect(await expanded(drawer, "Portfolio")).toBe("false");
    expectCleanLoad(guarded);
  });

  test("holds the contact block and accordions that reset on every route change", async () => {
    const { page } = await browser.open("/about", { viewport: "mobile" });
    let drawer = await openDrawer(page);
    expect(await drawer.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await drawer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await drawer.getByText("Karachi").count()).toBeGreaterThan(0);
    expect(await drawer.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(await drawer.getByRole("button", { name: "Install Now" }).isVisible()).toBe(true);

    const servicesToggle = drawer.getByRole("button", { name: "Services" });
    const portfolioToggle = drawer.getByRole("button", { name: "Portfolio" });
    await servicesToggle.click();
    await portfolioToggle.click();
    expect(await servicesToggle.getAttribute("aria-expanded")).toBe("true");
    expect(await portfolioToggle.getAttribute("aria-expanded")).toBe("true");
    expect(
      await drawer.getByRole("link", { name: "Graphic Design", exact: true }).getAttribute("href"),
    ).toBe("/services/graphic-designing");

    await drawer.getByRole("link", { name: "Web & App" }).click();
    await page.waitForURL("**/portfolio_webdev");
    drawer = await openDrawer(page);
    expect(await expanded(drawer, "Services")).toBe("false");
    expect(await expanded(drawer, "Portfolio")).toBe("false");
    await expectNoAxeViolations(page, "open drawer");
  });
});

describe("scrolling on navigation", () => {
  /** Records window.scrollY on every animation frame from now on. */
  const recordScroll = (page: Page) =>
    page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      const sample = () => {
        positions.push(Math.round(window.scrollY));
        if (positions.length < 180) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  const recorded = (page: Page) =>
    page.evaluate(() => (window as unknown as { positions: number[] }).positions);

  test("a new page starts at the top", async () => {
    const { page } = await browser.open("/");
    await dismissSignupPopup(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to another page's section glides there in the browser", async () => {
    const guarded = await browser.open("/contact/sent");
    const { page } = guarded;
    await markDocument(page);
    const link = page.getByRole("link", { name: "Send Another Message" });
    expect(await link.getAttribute("href")).toBe("/contact#message");
    // Clicked from the top of the page, so the glide has the whole way down to go.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // What the page asks the browser for: sampling frames cannot prove a glide on a busy machine,
    // where the compositor runs the whole animation while the main thread is still hydrating.
    await page.evaluate(() => {
      const asked: { id: string; behavior?: string }[] = [];
      (window as unknown as { __asked: typeof asked }).__asked = asked;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (
        this: Element,
        options?: boolean | ScrollIntoViewOptions,
      ) {
        asked.push({
          id: this.id,
          behavior: typeof options === "object" ? options.behavior : undefined,
        });
        return original.call(this, options);
      };
    });
    await recordScroll(page);
    await link.evaluate((el) => (el as HTMLAnchorElement).click());
    await page.waitForURL("**/contact#message");
    const messageTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById("message")!.getBoundingClientRect().top),
      );
    // The page's code may still be loading on a busy machine: allow it a few seconds.
    await expect.poll(messageTop, { timeout: 5000 }).toBeLessThan(120);
    await waitForScrollToSettle(page);
    expect(await messageTop()).toBeGreaterThanOrEqual(0);
    // Navigated inside the app (no reload) to a target well down the page.
    expect(await stayedInApp(page)).toBe(true);
    const positions = await recorded(page);
    const finalY = positions.at(-1) ?? 0;
    expect(finalY).toBeGreaterThan(300);
    // Smooth: the target was scrolled to with the browser's smooth behaviour, not a jump.
    expect(
      await page.evaluate(() => (window as unknown as { __asked: unknown[] }).__asked),
    ).toContainEqual({ id: "message", behavior: "smooth" });
    expectCleanLoad(guarded);
  });
});

describe("Install Now", () => {
  /** Records window.open calls; `blocked` makes it behave like a popup blocker. */
  async function stubWindowOpen(page: Page, blocked: boolean) {
    await page.addInitScript((isBlocked) => {
      const opened: string[] = [];
      (window as unknown as { __opened: string[] }).__opened = opened;
      window.open = ((target?: string | URL) => {
        opened.push(String(target));
        return isBlocked ? null : ({ opener: window } as unknown as Window);
      }) as typeof window.open;
    }, blocked);
  }
  const opened = (page: Page) =>
    page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

  async function openInstallDialog(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Install Now" }).click();
  }

  test("asks first, then opens the .apk's direct download in a new tab", async () => {
    const guarded = await browser.newPage({ viewport: "mobile" });
    const { page } = guarded;
    await stubWindowOpen(page, false);
    await gotoAndHydrate(page, "/about");
    await openInstallDialog(page);
    const dialog = page.getByRole("dialog", { name: /^Install the .+ app$/ });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Do you want to download the Android app (.apk)?");
    await expectNoAxeViolations(page, "install dialog");
    await dialog.getByRole("button", { name: "Download APK" }).click();
    expect(await opened(page)).toEqual([
      expect.stringMatching(/^https:\/\/drive\.google\.com\/uc\?export=download&id=/),
    ]);
    await dialog.waitFor({ state: "hidden" });
    expectCleanLoad(guarded);
  });

  test("opens the file's view page when the new tab is blocked", async () => {
    const { page } = await browser.newPage({ viewport: "mobile" });
    await stubWindowOpen(page, true);
    await page.route("https://drive.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>File view</title>" }),
    );
    await gotoAndHydrate(page, "/about");
    await openInstallDialog(page);
    await page.getByRole("button", { name: "Download APK" }).click();
    await page.waitForURL(/^https:\/\/drive\.google\.com\/file\/d\/.+\/view$/);
  });

  test("opens the download directly when the dialog's code cannot load", async () => {
    const { page } = await browser.newPage({ viewport: "mobile" });
    await stubWindowOpen(page, false);
    await page.route("**/assets/install-dialog-*.js", (route) => route.abort());
    await gotoAndHydrate(page, "/about");
    await openInstallDialog(page);
    await expect.poll(() => opened(page)).toEqual([expect.stringContaining("export=download")]);
    expect(await page.getByRole("dialog", { name: /^Install/ }).count()).toBe(0);
  });
});

describe("unknown routes", () => {
  test("answer 404 with the branded page and a way home", async () => {
    const guarded = await browser.newPage();
    const { page } = guarded;
    const response = await gotoAndHydrate(page, "/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "We could not find that page",
    );
    expect(
      await page.getByRole("link", { name: "Back to the home page" }).getAttribute("href"),
    ).toBe("/");
    await expectNoAxeViolations(page, "404");
    // The browser reports the document's own 404 status as a console error; nothing else may.
    guarded.errors = guarded.errors.filter((error) => !/status of 404/.test(error));
    expectCleanLoad(guarded);
  });

  test("an unknown API path answers 404 JSON", async () => {
    const { page } = await browser.newPage();
    const response = await page.request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
