import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { links, site } from "#site/facts.ts";
import { servicesMenu } from "#site/navigation.ts";
import { aboutContent } from "#web/content/about.ts";
import { contactContent } from "#web/content/contact.ts";
import { servicesOverviewContent } from "#web/content/services-overview.ts";
import {
  expectCleanLoad,
  expectModernSizedPictures,
  expectNoAxeViolations,
  gotoAndHydrate,
  hrefs,
  loadedPictures,
  markDocument,
  setupBrowser,
  stayedInApp,
  texts,
  waitForAnimations,
  waitForFrames,
  waitForIdle,
} from "./browser.ts";

const browser = setupBrowser();

/**
 * Every picture of `scope` loads a modern format (AVIF or WebP) from this site, with its size
 * attributes set so nothing shifts.
 */
async function expectPicturesLoaded(scope: Locator, count: number) {
  const pictures = await loadedPictures(scope);
  expect(pictures).toHaveLength(count);
  expectModernSizedPictures(pictures);
  for (const image of pictures) {
    expect(image.alt?.length).toBeGreaterThan(10);
    expect(image.sources).toEqual(["image/avif 3", "image/webp 3"]);
  }
}

/** From now on the contact endpoint answers every message with `status` and the JSON `body`. */
async function answerContactWith(page: Page, status: number, body: unknown) {
  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
}

async function expectClosingCallToContact(page: Page) {
  const cta = page.locator("section[aria-labelledby='cta-title']");
  expect(await cta.count()).toBe(1);
  const primary = await cta.getByRole("link").first().getAttribute("href");
  // The contact form, or a booked call for a free consultation (issue 37).
  expect(primary).toMatch(/^\/(contact(#.*)?|book(\?service=.*)?)$/);
}

describe("about page", () => {
  test("has every section, its links and the company figures", async () => {
    const guarded = await browser.open("/about", { reducedMotion: "reduce" });
    const { page } = guarded;
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    const hero = page.locator("main > section").first();
    expect(await hrefs(hero.getByRole("link"))).toEqual(["/services", "/contact"]);

    // Who we are: the company, its group and what it does, in its own words.
    const who = page.locator("#who-we-are");
    expect(await who.locator("p.uppercase").textContent()).toBe("Who we are");
    expect(await who.getByRole("heading", { level: 2 }).textContent()).toBe(
      "One studio for the whole digital job",
    );
    const story = await texts(who.locator("h2 ~ p"));
    expect(story).toHaveLength(3);
    expect(story[0]).toContain(site.parent.name);
    expect(story[0]).toContain(site.sister.name);
    expect(story[1]).toMatch(/websites, stores, web and mobile apps[\s\S]*Zoho CRM/);
    expect(story[2]).toContain("one accountable lead for every project");
    expect(await texts(page.locator("#mission-vision h2"))).toHaveLength(2);
    expect(await texts(page.locator("#mission-vision p.uppercase"))).toEqual([
      "Our mission",
      "Our vision",
    ]);

    // Four why-choose cards and the four values, all glowing toward the pointer.
    expect(await page.locator("#why-choose-us li [data-glow]").count()).toBe(4);
    expect(await texts(page.locator("#values li h3"))).toEqual([
      "Integrity",
      "Innovation",
      "Reliability",
      "Partnership",
    ]);
    expect(await page.locator("#values li [data-glow]").count()).toBe(4);

    // Every company figure of the specification, and nothing invented.
    const strip = page.locator("section[aria-labelledby='stats-title'] dl");
    expect(await texts(strip.locator("dd"))).toEqual([
      "10+",
      "12+",
      "150+",
      "95%",
      "99.9%",
      "50k+",
      "24/7",
    ]);

    const steps = await texts(page.locator("#workflow ol h3"));
    expect(steps.map((step) => step.replace(/^Step \d+: /, ""))).toEqual([
      "Discover",
      "Plan",
      "Build",
      "Iterate",
      "Support",
    ]);

    // The hero's globe is drawn into the HTML (it paints with the text, no request); the
    // studio below is the one picture file besides the team's portraits (proof-of-work.test.ts).
    const globe = page.getByRole("img", { name: aboutContent.hero.imageAlt });
    expect(await globe.isVisible()).toBe(true);
    expect(await globe.locator("svg").count()).toBe(1);
    await expectPicturesLoaded(page.locator("#who-we-are"), 1);
    await expectClosingCallToContact(page);
    await expectNoAxeViolations(page, "/about");
    expectCleanLoad(guarded);
  });

  test("cards glow toward the pointer", async () => {
    const guarded = await browser.open("/about");
    const { page } = guarded;
    const card = page.locator("#values li [data-glow]").first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((el) => el.classList.contains("is-revealed"))).toBe(true);
    const glowX = () =>
      card.evaluate((el) =>
        Number.parseFloat((el as HTMLElement).style.getPropertyValue("--glow-x")),
      );
    expect(await glowX()).toBeNaN();
    await waitForAnimations(card); // the reveal transition ends, so the card stands still
    const box = await card.boundingBox();
    if (!box) throw new Error("the card has no box");
    await page.mouse.move(box.x + 30, box.y + 40);
    await page.mouse.move(box.x + 40, box.y + 50);
    // The light sits under the pointer (give or take the card's own tilt).
    await expect.poll(glowX).toBeGreaterThan(25);
    expect(await glowX()).toBeLessThan(55);
    expectCleanLoad(guarded);
  });
});

describe("services page", () => {
  test("has the hero buttons, eight service cards in order, six reasons and three figures", async () => {
    const guarded = await browser.open("/services", {
      viewport: "mobile",
      reducedMotion: "reduce",
    });
    const { page } = guarded;
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    const hero = page.locator("main > section").first();
    expect(await hero.getByRole("link", { name: "Get a Quote" }).getAttribute("href")).toBe(
      "/contact",
    );
    const view = hero.getByRole("link", { name: "View Services" });
    expect(new URL((await view.getAttribute("href")) ?? "", "http://x").pathname).toBe("/services");

    // Work across the service lines, not icon tiles: a picture named as an illustration, after
    // the words on a phone and within its width, beside them at 1440 px.
    const art = hero.getByRole("figure", { name: servicesOverviewContent.hero.art.caption });
    await art.locator("> [aria-hidden='true'] > *").first().waitFor();
    const quote = await hero.getByRole("link", { name: "Get a Quote" }).boundingBox();
    const small = await art.boundingBox();
    if (!quote || !small) throw new Error("hero parts missing");
    expect(small.y).toBeGreaterThan(quote.y + quote.height);
    expect(small.x).toBeGreaterThanOrEqual(0);
    expect(small.x + small.width).toBeLessThanOrEqual(375);
    expect(
      await hero
        .locator("svg")
        .evaluateAll((svgs) => svgs.filter((svg) => !svg.closest("figure, nav, a")).length),
    ).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForFrames(page, 2);
    const wide = await art.boundingBox();
    expect(wide?.x).toBeGreaterThan(720);
    await page.setViewportSize({ width: 375, height: 812 });
    await waitForFrames(page, 2);

    const cards = page.locator("#all-services li");
    expect(await hrefs(cards.locator("h3 a"))).toEqual(servicesMenu.map((link) => link.to));
    expect(await cards.locator("[data-glow]").count()).toBe(8);

    expect(await page.locator("#why-choose-us li h3").count()).toBe(6);
    expect(await texts(page.locator("#why-choose-us dd"))).toEqual(["10+", "150+", "12+"]);

    // View Services brings the list into view.
    await view.click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#all-services");
    await expect
      .poll(() =>
        page.locator("#all-services").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);

    await expectClosingCallToContact(page);
    await expectNoAxeViolations(page, "/services");
    expectCleanLoad(guarded);
  });
});

describe("contact page", () => {
  test("offers call and chat, the info cards and the form fields of the specification", async () => {
    const guarded = await browser.open("/contact", { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    const phone = site.contact.phones[0];

    const hero = page.locator("main > section").first();
    expect(await hero.getByText(site.replyPromise.hero).count()).toBe(1);
    expect(
      await hero.getByRole("link", { name: `Call ${phone.display}` }).getAttribute("href"),
    ).toBe(links.tel(phone.tel));
    const chat = hero.getByRole("link", { name: /Chat With Us/ });
    expect(await chat.getAttribute("href")).toBe(links.chat());
    expect(await chat.getAttribute("target")).toBe("_blank");

    for (const title of ["Sales and new projects", "Office hours", "Head office"]) {
      expect(await page.getByRole("heading", { level: 2, name: title }).count(), title).toBe(1);
    }
    expect(await page.getByText(site.hours.label).count()).toBeGreaterThan(0);
    // Office hours list the open days and the closed day; round-the-clock support for clients
    // with a plan is a separate entry, not a note under "Closed on Sunday".
    const hours = page.locator("section[aria-labelledby='hours-title']");
    expect(await texts(hours.locator("li"))).toEqual([
      `${site.hours.label}${site.hours.timezoneLabel}`,
      site.hours.closedLabel,
    ]);
    const support = hours.getByText(contactContent.hours.support);
    expect(await support.count()).toBe(1);
    expect(await support.evaluate((el) => el.closest("li, dd, dt"))).toBeNull();
    expect(
      await hours.getByText(contactContent.hours.supportTitle, { exact: true }).isVisible(),
    ).toBe(true);
    expect(await page.locator(`a[href="${links.mailto(site.contact.salesEmail)}"]`).count()).toBe(
      1,
    );

    const form = page.locator("form[action='/api/contact']");
    expect(await form.getAttribute("method")).toBe("post");
    const field = (name: string) => form.locator(`[name="${name}"]`);
    for (const [name, type, required] of [
      ["firstName", "text", true],
      ["lastName", "text", false],
      ["company", "text", false],
      ["phone", "tel", false],
      ["email", "email", true],
    ] as const) {
      expect(await field(name).getAttribute("type"), name).toBe(type);
      expect(await field(name).evaluate((el) => (el as HTMLInputElement).required), name).toBe(
        required,
      );
    }
    expect(await field("message").evaluate((el) => el.tagName)).toBe("TEXTAREA");
    expect(await field("message").evaluate((el) => (el as HTMLTextAreaElement).required)).toBe(
      true,
    );
    expect(await field("subject").getAttribute("type")).toBe("hidden");
    // The three required fields are marked with an asterisk.
    for (const label of ["First name", "Email", "Message"]) {
      expect(await form.locator("label", { hasText: label }).first().textContent()).toBe(
        `${label}*`,
      );
    }
    // The hero makes the reply promise; the form's note does not repeat it.
    expect(await form.getByText(contactContent.form.note).count()).toBe(1);
    expect(await page.getByText(site.replyPromise.hero).count()).toBe(1);

    await expectNoAxeViolations(page, "/contact");
    expectCleanLoad(guarded);
  });

  test("on a desktop the hero's right half carries its picture, as on every other hero", async () => {
    const guarded = await browser.open("/contact", { reducedMotion: "reduce" });
    const { page } = guarded;
    const hero = page.locator("main > section").first();
    const panel = hero.getByText(contactContent.hero.panel.title);
    expect(await panel.isVisible()).toBe(true);
    const box = await panel.boundingBox();
    const heroBox = await hero.boundingBox();
    if (!box || !heroBox) throw new Error("no hero panel");
    expect(box.x).toBeGreaterThan(720);
    expect(box.y + box.height).toBeLessThan(heroBox.y + heroBox.height);
    await expectNoAxeViolations(page, "/contact hero");
    expectCleanLoad(guarded);
  });

  test("hides the honeypot from people, the keyboard and assistive technology", async () => {
    const guarded = await browser.open("/contact");
    const { page } = guarded;
    const honeypot = page.locator("form input[name='website']");
    expect(await honeypot.count()).toBe(1);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");
    expect(await honeypot.evaluate((el) => el.closest("[aria-hidden='true']") !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    // It is not in the accessibility tree, so no labelled textbox of that name exists.
    expect(await page.getByRole("textbox", { name: "Website" }).count()).toBe(0);

    // Tabbing through the whole form never lands on it.
    await page.locator("form [name='firstName']").focus();
    const visited: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      visited.push(
        await page.evaluate(
          () =>
            (document.activeElement as HTMLInputElement | null)?.name ||
            document.activeElement?.textContent?.trim() ||
            "",
        ),
      );
    }
    expect(visited.slice(0, 6)).toEqual([
      "lastName",
      "email",
      "phone",
      "company",
      "message",
      "Send Message",
    ]);
    expect(visited).not.toContain("website");
    expectCleanLoad(guarded);
  });

  test("blocks an empty submit, keeps what was typed on failure and never claims success", async () => {
    const guarded = await browser.open("/contact");
    const { page } = guarded;
    const posted: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted.push(request.postDataJSON());
    });
    const form = page.locator("form[action='/api/contact']");
    const submit = form.getByRole("button", { name: "Send Message" });
    // Empty, the status line is not rendered, so it is found by its role attribute.
    const feedback = form.locator("[role='status']");

    await submit.click();
    expect(
      await form
        .locator("[name='firstName']")
        .evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(await form.locator(":invalid").count()).toBe(3);
    expect(posted).toEqual([]);
    expect(await feedback.textContent()).toBe("");

    const typed = {
      firstName: "Sana",
      lastName: "Rahman",
      company: "Northwind Retail",
      phone: "+44 20 0000 0000",
      email: "sana@example.com",
      message: "We need a new online store before the holiday season.",
    };
    for (const [name, value] of Object.entries(typed))
      await form.locator(`[name="${name}"]`).fill(value);
    await page.waitForFunction(
      () => (document.querySelector("input[name='formToken']") as HTMLInputElement | null)?.value,
    );

    // A misrouted request (a proxy answering 404 with a message not meant for people): the form
    // says plainly what to do instead. The real endpoint is tested in leads.test.ts.
    await answerContactWith(page, 404, { message: "There is no API endpoint at this address." });
    await submit.click();
    await expect.poll(() => feedback.textContent()).toMatch(/^❌ We could not send your message/);
    expect(await feedback.getAttribute("data-tone")).toBe("error");
    for (const [name, value] of Object.entries(typed))
      expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(value);
    expect(posted).toEqual([
      {
        ...typed,
        subject: expect.stringMatching(/\S/),
        website: "",
        // The time trap's signed timestamp, fetched when the form came to life.
        formToken: expect.stringMatching(/^v2\./),
      },
    ]);

    // A server error or an unreachable server reads the same, honest way.
    await answerContactWith(page, 503, {});
    await submit.click();
    await expect.poll(() => feedback.textContent()).toMatch(/^❌/);
    expect(await form.locator("[name='message']").inputValue()).toBe(typed.message);

    // Only a confirmed answer is shown as a success: a confirmation card replaces the form, with
    // the reply's due day. Sent on a Saturday in Karachi, the reply is due on Monday.
    await page.clock.setFixedTime(new Date("2026-11-28T10:00:00Z"));
    await answerContactWith(page, 201, { message: "✅ Thanks, Sana. We have your message." });
    await submit.click();
    const card = page.locator("[data-contact-sent]");
    await expect
      .poll(() => card.getByRole("status").textContent())
      .toBe("✅ Thanks, Sana. We have your message.");
    expect(await card.getByRole("status").getAttribute("data-tone")).toBe("success");
    expect(await form.count(), "no form left to send the same message twice").toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Message received");
    expect(await card.locator("[data-reply-by]").textContent()).toBe(
      "Expect our reply by Monday 30 November.",
    );
    expect(await texts(card.locator("ol li"))).toEqual(contactContent.hero.panel.items);
    await expectNoAxeViolations(page, "/contact after sending");

    // Writing again brings back an empty form, focused on its first field.
    await card.getByRole("button", { name: "Send Another Message" }).click();
    expect(await form.locator("[name='firstName']").inputValue()).toBe("");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      "firstName",
    );
    expect(await feedback.textContent()).toBe("");

    expect(guarded.externalRequests).toEqual([]);
  });

  test("loads nothing from the map provider until a person asks for the map", async () => {
    const guarded = await browser.open("/contact", { viewport: "desktop" });
    const { page } = guarded;
    const office = page.locator("section[aria-labelledby='office-title']");
    await office.scrollIntoViewIfNeeded();
    await expectPicturesLoaded(office, 1);
    expect(await page.locator("iframe").count()).toBe(0);
    const open = office.getByRole("link", { name: /Open in Google Maps/ });
    expect(await open.getAttribute("href")).toBe(links.mapOpen());
    expect(await open.getAttribute("target")).toBe("_blank");
    // The page has done what it does by itself once the office is in view: still no map.
    await waitForIdle(page);
    expect(await page.locator("iframe").count()).toBe(0);
    expectCleanLoad(guarded);

    await office.getByRole("button", { name: "Load map" }).click();
    const frame = office.locator("iframe");
    expect(await frame.getAttribute("src")).toBe(links.mapEmbed());
    expect(await frame.getAttribute("title")).toMatch(/Map of our head office/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    // The harness blocks outside hosts; the attempt shows the frame really asked Google.
    await expect
      .poll(() => guarded.externalRequests.some((u) => u.startsWith("https://www.google.com/maps")))
      .toBe(true);
  });

  test("works as a plain form without JavaScript", async () => {
    const guarded = await browser.open("/contact", { javaScriptEnabled: false });
    const { page } = guarded;
    const form = page.locator("form[action='/api/contact'][method='post']");
    expect(await form.count()).toBe(1);
    expect(await form.locator("input[name='firstName'][required]").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Load map" }).count()).toBe(1);
    expect(guarded.externalRequests).toEqual([]);
  });
});

describe("privacy policy", () => {
  const sections = [
    "Scope and who we are",
    "Information we collect",
    "How we use your information",
    "Legal bases for processing",
    "Chat messaging and AI processing",
    "Sharing, security and retention",
    "Your rights and how to ask for deletion",
    "Children's privacy",
    "International transfers",
    "Changes to this policy",
  ];

  test("has every section, the date, what the product stores and how to ask for deletion", async () => {
    const guarded = await browser.open("/privacypolicy", { reducedMotion: "reduce" });
    const { page } = guarded;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy Policy");
    expect(await page.locator("main time").getAttribute("datetime")).toBe("2025-09-02");
    expect(await page.locator("main time").textContent()).toBe("September 2, 2025");
    expect(await texts(page.locator("article h2"))).toEqual(sections);
    expect(
      await texts(page.getByRole("navigation", { name: "On this page" }).getByRole("link")),
    ).toEqual(sections);

    const article = page.locator("article");
    for (const phrase of [
      "not directed to children under 13",
      "Account data",
      "Referral records",
      "Points records",
      "Contact messages",
      "Newsletter",
      "AI processing",
      "To delete your account",
    ]) {
      expect(await article.getByText(phrase).count(), phrase).toBeGreaterThan(0);
    }
    expect(
      await article.getByRole("link", { name: "E-mail a Privacy Request" }).getAttribute("href"),
    ).toBe(links.mailto(site.contact.email, "Privacy request"));

    const canonical = await page.locator("link[rel='canonical']").getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/privacypolicy");
    await expectClosingCallToContact(page);
    await expectNoAxeViolations(page, "/privacypolicy");
    expectCleanLoad(guarded);
  });

  test("the /privacy-policy alias serves the same page with the canonical link", async () => {
    const guarded = await browser.open("/privacy-policy", { viewport: "mobile" });
    const { page } = guarded;
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy Policy");
    expect(await texts(page.locator("article h2"))).toEqual(sections);
    const canonical = await page.locator("link[rel='canonical']").getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/privacypolicy");
    expect(await page.title()).toMatch(/^Privacy Policy \|/);
    expectCleanLoad(guarded);
  });
});

describe("portfolio", () => {
  test("/portfolio_webdev shows the three featured projects with pictures", async () => {
    const guarded = await browser.open("/portfolio_webdev", { reducedMotion: "reduce" });
    const { page } = guarded;
    const work = page.locator("#work");
    expect(await texts(work.locator("h3"))).toEqual([
      "E-Commerce Platform",
      "Corporate Website",
      "CRM Automation",
    ]);
    for (const item of await work.locator("ol > li").all()) {
      expect((await item.locator("h3 + p").textContent())?.length).toBeGreaterThan(60);
    }
    await expectPicturesLoaded(work, 3);
    const nav = page.getByRole("navigation", { name: "Portfolio categories" });
    expect(await hrefs(nav.getByRole("link"))).toEqual([
      "/portfolio_webdev",
      "/portfolio/graphic-designing",
      "/portfolio/ui-ux-designing",
    ]);
    expect(await nav.locator("[aria-current='page']").getAttribute("href")).toBe(
      "/portfolio_webdev",
    );
    await expectClosingCallToContact(page);
    await expectNoAxeViolations(page, "/portfolio_webdev");
    expectCleanLoad(guarded);
  });

  for (const path of ["/portfolio/graphic-designing", "/portfolio/ui-ux-designing"]) {
    test(`${path} is a gallery of at least six works`, async () => {
      const guarded = await browser.open(path, { viewport: "mobile", reducedMotion: "reduce" });
      const { page } = guarded;
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      const cards = page.locator("#work > div > ul > li");
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(6);
      for (const card of await cards.all()) {
        expect((await card.locator("h3").textContent())?.length).toBeGreaterThan(3);
        expect((await card.locator("h3 + p").textContent())?.length).toBeGreaterThan(40);
      }
      await expectPicturesLoaded(page.locator("#work"), count);
      const canonical = await page.locator("link[rel='canonical']").getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
      await expectClosingCallToContact(page);
      await expectNoAxeViolations(page, path);
      expectCleanLoad(guarded);
    });
  }

  test("moves between galleries in the browser without a full reload", async () => {
    const guarded = await browser.open("/portfolio_webdev");
    const { page } = guarded;
    await markDocument(page);
    const nav = page.getByRole("navigation", { name: "Portfolio categories" });
    await nav.getByRole("link", { name: "UI/UX Designing" }).click();
    await page.waitForURL("**/portfolio/ui-ux-designing");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Apps and dashboards shaped by real user research");
    expect(await stayedInApp(page)).toBe(true);
    await gotoAndHydrate(page, "/portfolio/graphic-designing");
    expect(await page.locator("#work h3").count()).toBeGreaterThanOrEqual(6);
    expectCleanLoad(guarded);
  });
});
