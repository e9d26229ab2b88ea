import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  dismissSignupPopup,
  expectCleanLoad,
  expectNoAxeViolations,
  gotoAndHydrate,
  setupBrowser,
} from "./browser";

const browser = setupBrowser();

const currentInMainNav = (page: Page) =>
  page.locator('nav[aria-label="Main"] > a[aria-current="page"]').allTextContents();

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
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    expect(
      await menuLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/services/webdevelopment",
      "/services/graphicdesign",
      "/services/itsoftware",
      "/services/videoanimation",
      "/services/aiautomation",
      "/services/zohocrm",
      "/services/apiintegration",
      "/services/deeplearning",
    ]);
    await page.keyboard.press("Escape");
    expect(await services.getAttribute("aria-expanded")).toBe("false");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Services");

    await page.keyboard.press("Enter");
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.click(700, 600);
    expect(await services.getAttribute("aria-expanded")).toBe("false");

    const portfolio = page.getByRole("button", { name: "Portfolio" });
    await portfolio.click();
    const portfolioLinks = page.locator('nav[aria-label="Main"] a[href*="portfolio"]');
    expect(
      await portfolioLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(["/portfolio_webdev", "/portfolio/graphic-designing", "/portfolio/ui-ux-designing"]);
  });
});

describe("mobile drawer", () => {
  const locked = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

  async function openDrawer(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor({ state: "visible" });
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
    expect(
      await drawer.getByRole("button", { name: "Services" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(
      await drawer.getByRole("button", { name: "Portfolio" }).getAttribute("aria-expanded"),
    ).toBe("false");
    await expectNoAxeViolations(page, "open drawer");
  });
});

describe("scrolling on navigation", () => {
  test("a new page starts at the top; an address with a hash glides to its target", async () => {
    const { page } = await browser.open("/");
    await dismissSignupPopup(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await gotoAndHydrate(page, "/#testimonials");
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById("testimonials")!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
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
