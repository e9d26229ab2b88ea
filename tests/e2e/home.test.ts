import { describe, expect, test } from "vitest";
import { expectCleanLoad, expectNoAxeViolations, gotoAndHydrate, setupBrowser } from "./browser";

const browser = setupBrowser();

describe("home page", () => {
  test("shows the sign-up popup on first load until it is closed", async () => {
    const guarded = await browser.open("/", { viewport: "mobile" });
    const { page } = guarded;
    const popup = page.getByRole("dialog", { name: "Join and unlock free resources" });
    await popup.waitFor();
    // The popup is a real sign-up form (tests/e2e/account.test.ts signs up through it).
    for (const field of ["Name", "E-mail", /^Password/, "Referral code (optional)"])
      expect(await popup.getByLabel(field).count(), String(field)).toBe(1);
    expect(await popup.getByRole("button", { name: "Create a free account" }).isVisible()).toBe(
      true,
    );
    for (const perk of [
      "Free CRM templates",
      "An API automation cheatsheet",
      "A free AI bot demo",
      "Our newsletter",
    ]) {
      expect(await popup.getByText(perk).count(), perk).toBe(1);
    }
    await expectNoAxeViolations(page, "home with popup");
    await popup.getByRole("button", { name: "Close" }).click();
    await popup.waitFor({ state: "hidden" });
    await gotoAndHydrate(page, "/");
    expect(await page.getByRole("dialog", { name: "Join and unlock free resources" }).count()).toBe(
      0,
    );
    expectCleanLoad(guarded);
  });

  test("has every section of the specification with the right link targets", async () => {
    const guarded = await browser.open("/", { reducedMotion: "reduce" });
    const { page } = guarded;
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    const hero = page.locator("main section").first();
    expect(await hero.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    expect(await hero.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(await hero.getByRole("link", { name: "Explore Services" }).getAttribute("href")).toBe(
      "/services",
    );

    expect(await page.locator("#about h2").textContent()).toBeTruthy();

    const serviceLinks = page.locator("#services ul a");
    expect(
      await serviceLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/services/webdevelopment",
      "/services/ecommerce",
      "/services/mobileapps",
      "/services/uiuxdesign",
    ]);
    expect(
      await page
        .locator("#services")
        .getByRole("link", { name: "More Services" })
        .getAttribute("href"),
    ).toBe("/services");

    expect(await page.locator("#testimonials figure").count()).toBe(3);
    expect(await page.locator("#why-choose-us li").count()).toBe(3);
    const images = page.locator("#why-choose-us img");
    await images.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        images.evaluateAll(
          (imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBe(3);
    expect(await page.locator("#why-choose-us img[data-failed]").count()).toBe(0);

    const cta = page.locator('section[aria-labelledby="cta-title"]');
    expect(await cta.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact",
    );

    const footer = page.locator("footer");
    const footerLinks = await footer
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const path of ["/", "/about", "/privacypolicy", "/contact"])
      expect(footerLinks).toContain(path);
    expect(await footer.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);

    await expectNoAxeViolations(page, "/");
    expectCleanLoad(guarded);
  });

  test("cards tilt toward the pointer and reset when it leaves", async () => {
    const { page } = await browser.open("/");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    const card = page.locator("#why-choose-us [data-tilt]").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    const tilted = await card.evaluate((el) =>
      (el as HTMLElement).style.getPropertyValue("--tilt-y"),
    );
    expect(Number.parseFloat(tilted)).toBeGreaterThan(5);
    expect(Number.parseFloat(tilted)).toBeLessThanOrEqual(10);
    await page.mouse.move(5, 5);
    expect(
      await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--tilt-y")),
    ).toBe("");
  });

  test("nothing tilts or waits to be revealed under reduced motion", async () => {
    const { page } = await browser.open("/", { reducedMotion: "reduce" });
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
    const card = page.locator("#why-choose-us [data-tilt]").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + 10);
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });
});
