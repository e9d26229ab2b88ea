import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { bookingPath } from "#contract/booking-fields.ts";
import { site } from "#site/facts.ts";
import { detailOrder } from "#web/content/details/order.ts";
import type { DetailSection } from "#web/content/details/schema.ts";
import { hubContents } from "#web/content/hubs/all.ts";
import { offersConsultation } from "#web/content/shared/actions.ts";
import { formatPkr } from "#web/lib/roi.ts";
import {
  animations,
  expectCleanLoad,
  expectNoAxeViolations,
  gotoAndHydrate,
  hrefs,
  setupBrowser,
  texts,
  waitForAnimations,
  waitForFrames,
  waitForScrollToSettle,
} from "./browser.ts";

const browser = setupBrowser();

/**
 * Every link with this exact name goes to /contact, or, for a free consultation, to the booking
 * page with this page's service chosen (issue 37); and there is at least one.
 */
async function expectContactButtons(page: Page, name: string) {
  const targets = await hrefs(page.getByRole("link", { name, exact: true }));
  expect(targets.length, `"${name}" buttons`).toBeGreaterThan(0);
  const expected = offersConsultation(name)
    ? bookingPath({ service: new URL(page.url()).pathname })
    : "/contact";
  expect(new Set(targets), `"${name}" targets`).toEqual(new Set([expected]));
}

async function expectClosingCta(page: Page) {
  const cta = page.locator('section[aria-labelledby="cta-title"]');
  const targets = await hrefs(cta.locator("a"));
  expect(
    targets.some((href) => href === "/contact" || Boolean(href?.startsWith("/book"))),
    targets.join(),
  ).toBe(true);
}

async function canonicalOf(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute("href");
}

/** A section's detail pages in the specification's order, which its hub's cards follow too. */
const detailPagesOf = (section: DetailSection) =>
  detailOrder[section].map((slug) => `/${section}/${slug}`);

const hubs = [
  {
    path: "/services/webdevelopment",
    tilt: "10",
    cards: detailPagesOf("webdevelopment"),
    buttons: ["Request a Quote", "Get a Free Consultation"],
    why: {
      title: "A web partner you can plan around",
      items: [
        "Speed and search built in",
        "A written scope and a weekly demo",
        "Live in 2–4 weeks",
        "You own what we build",
        "Support after go-live",
      ],
    },
    stats: ["10+", "99.9%", "120+"],
    badges: {
      label: "Standards every site meets",
      items: [
        "Mobile-first",
        "SEO-ready",
        "Accessible by design",
        "Secure hosting",
        "Analytics built in",
      ],
    },
  },
  {
    path: "/services/graphicdesign",
    tilt: "8",
    titles: [
      "Designing",
      "Funny Arts & Anime",
      "3D Modeling",
      "Logos",
      "Header",
      "Banner",
      "Intro",
      "Sub Badges",
      "Outro",
      "Flyer",
      "Emotes",
      "Overlay",
      "Stream Packages",
      "Cartoon Art",
    ],
    cards: detailPagesOf("graphicdesign"),
    buttons: ["Get a Free Design Quote"],
    why: { title: "Why Choose Our Design Team", count: 6 },
  },
  {
    path: "/services/itsoftware",
    tilt: "8",
    cards: detailPagesOf("itsoftware"),
    buttons: ["Request a Free IT Consultation", "Get Free Consultation"],
    why: { title: "Why Choose Us", count: 5 },
    stats: ["10+", "99.9%", "120+"],
    badges: { label: "How we work", items: ["ISO-ready", "Agile", "DevSecOps", "Global CDN"] },
  },
  {
    path: "/services/videoanimation",
    tilt: "5",
    titles: [
      "GFX",
      "VFX",
      "Animated Emotes",
      "3D Modeling",
      "Video Editing",
      "VTube Modeling + Rigging",
    ],
    cards: detailPagesOf("videoanimation"),
    buttons: ["Get Free Quote", "Start Your Project Today"],
    why: {
      title: "Why Choose Us",
      items: [
        "We know the platforms",
        "Fast, predictable turnaround",
        "2–3 rounds of revisions included",
      ],
    },
    stats: ["500+", "98%", "50+"],
    badges: {
      label: "What every order includes",
      items: [
        "Original artwork",
        "Platform-ready sizes",
        "Revisions included",
        "Stream-ready exports",
      ],
    },
  },
  {
    path: "/services/ecommerce",
    tilt: "8",
    cards: [
      "/webdevelopment/websitedevelopment",
      "/webdevelopment/ecommercestoremanagement",
      "/services/apiintegration",
      "/webdevelopment/seo",
      "/webdevelopment/socialmediamarketing",
      "/webdevelopment/webappdev",
    ],
    buttons: ["Start Your Store"],
    stats: ["150+", "95%", "24/7"],
  },
  {
    path: "/services/uiuxdesign",
    tilt: "8",
    cards: [
      "/webdevelopment/uxdesign",
      "/webdevelopment/uidesign",
      "/webdevelopment/webdesigner",
      "/services/appdevelopment",
    ],
    buttons: ["Start a UX Discovery"],
  },
] as const satisfies ReadonlyArray<{
  path: string;
  tilt: string;
  cards: readonly string[];
  titles?: readonly string[];
  buttons: readonly string[];
  why?: { title: string; count?: number; items?: readonly string[] };
  stats?: readonly string[];
  badges?: { label: string; items: readonly string[] };
}>;

describe("service hubs", () => {
  for (const hub of hubs) {
    test(`${hub.path}: cards, link targets, buttons and figures`, async () => {
      const guarded = await browser.open(hub.path, { reducedMotion: "reduce" });
      const { page } = guarded;

      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await hrefs(page.locator("#services ul a"))).toEqual(hub.cards);
      if ("titles" in hub) expect(await texts(page.locator("#services ul h3"))).toEqual(hub.titles);

      // Every card tilts by the hub's amount and carries a drawn picture, never an image box.
      const cards = page.locator("#services ul > li > [data-tilt]");
      expect(await cards.count()).toBe(hub.cards.length);
      expect(
        new Set(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-tilt")))),
      ).toEqual(new Set([hub.tilt]));
      expect(await page.locator("#services ul li svg").count()).toBeGreaterThanOrEqual(
        hub.cards.length,
      );
      expect(await page.locator("#services ul li img").count()).toBe(0);
      // Each card reveals in 700 ms, staggered by 60 ms times (index mod 8): the eighth card
      // waits 420 ms, the ninth starts a new run. (That the browser applies them, below.)
      expect(
        await page.locator("#services ul > li").evaluateAll((els) =>
          els.map((el) => ({
            duration: el.getAttribute("data-reveal-duration"),
            delay: el.getAttribute("data-reveal-delay"),
          })),
        ),
      ).toEqual(
        hub.cards.map((_, index) => ({
          duration: "700",
          delay: index % 8 === 0 ? null : String(60 * (index % 8)),
        })),
      );

      for (const button of hub.buttons) await expectContactButtons(page, button);

      if ("why" in hub) {
        const why = page.locator("#why-choose-us");
        expect(await why.getByRole("heading", { level: 2 }).first().textContent()).toBe(
          hub.why.title,
        );
        if ("count" in hub.why)
          expect(await why.locator("ul:not([aria-label]) h3").count()).toBe(hub.why.count);
        if ("items" in hub.why)
          expect(await texts(page.locator("#why-choose-us ul:not([aria-label]) h3"))).toEqual(
            hub.why.items,
          );
      }
      if ("stats" in hub) expect(await texts(page.locator("#why-choose-us dd"))).toEqual(hub.stats);
      // A field's project count says it is part of the company's 150+: the two never disagree.
      if ("stats" in hub && (hub.stats as readonly string[]).includes("120+"))
        expect(await texts(page.locator("#why-choose-us dt"))).toContainEqual(
          expect.stringMatching(/ of our 150\+$/),
        );
      if ("badges" in hub)
        expect(await texts(page.locator(`ul[aria-label="${hub.badges.label}"] li`))).toEqual(
          hub.badges.items,
        );

      await expectClosingCta(page);
      expect(await canonicalOf(page)).toMatch(new RegExp(`${hub.path}$`));
      // Axe: all-pages.test.ts, on every hub (each its own template) at both widths.
      expectCleanLoad(guarded);
    });
  }

  // The same reveal on every hub (hub-cards.tsx): the browser applies it as the attributes say,
  // checked on the hub whose fourteen cards run past one stagger of eight.
  const longest = hubs.reduce((most, hub) => (hub.cards.length > most.cards.length ? hub : most));
  test(`${longest.path}: the browser reveals the cards in 700 ms, each after its stagger`, async () => {
    const guarded = await browser.open(longest.path);
    const timing = await guarded.page.locator("#services ul > li").evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        // Opacity and translate share one timing; report it once when every entry agrees.
        const single = (list: string) => [...new Set(list.split(", "))].join(", ");
        return { duration: single(style.transitionDuration), delay: single(style.transitionDelay) };
      }),
    );
    expect(timing).toEqual(
      longest.cards.map((_, index) => ({
        duration: "0.7s",
        delay: `${(60 * (index % 8)) / 1000}s`,
      })),
    );
    expectCleanLoad(guarded);
  });

  test("video hub cards tilt at most 5 degrees and reveal again each time they return", async () => {
    const guarded = await browser.open("/services/videoanimation");
    const { page } = guarded;
    const item = page.locator("#services ul > li").first();
    expect(await item.getAttribute("data-reveal-repeat")).toBe("");
    expect(await item.evaluate((el) => el.classList.contains("is-revealed"))).toBe(false);

    await item.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector("#services ul > li")?.classList.contains("is-revealed"),
    );
    const card = item.locator("[data-tilt]");
    await waitForAnimations(item); // let the reveal finish so the box is where it will stay
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.1);
    const tiltY = Number.parseFloat(
      await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--tilt-y")),
    );
    const tiltX = Number.parseFloat(
      await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--tilt-x")),
    );
    expect(tiltY).toBeGreaterThan(3.5);
    expect(tiltY).toBeLessThanOrEqual(5);
    expect(Math.abs(tiltX)).toBeLessThanOrEqual(5);
    await page.mouse.move(2, 2);
    expect(
      await card.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--tilt-y")),
    ).toBe("");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForFunction(
      () => !document.querySelector("#services ul > li")?.classList.contains("is-revealed"),
    );
    await item.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector("#services ul > li")?.classList.contains("is-revealed"),
    );
    expectCleanLoad(guarded);
  });
});

describe("hub heroes", () => {
  const contents = hubContents;

  test("each shows its kind of work as a named illustration beside the words, and its summary; on a phone the headline and first button come first", async () => {
    const guarded = await browser.newPage({ reducedMotion: "reduce" });
    const { page } = guarded;
    for (const { path, hero } of contents) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoAndHydrate(page, path);
      const section = page.locator("main section").first();
      // Hydrated from its own file, the prerendered picture stays: named as an illustration by
      // its caption, the drawing itself hidden from assistive technology.
      const art = section.getByRole("figure", { name: hero.art.caption });
      await art.locator("> [aria-hidden='true'] > *").first().waitFor();
      expect(await art.locator("figcaption").textContent(), path).toBe(hero.art.caption);
      const box = await art.boundingBox();
      if (!box) throw new Error(`${path}: no hero art`);
      expect(box.x, `${path}: the art stands in the right half`).toBeGreaterThan(720);
      expect(box.width, path).toBeGreaterThan(400);
      expect(
        await texts(section.getByRole("list", { name: hero.summary.title }).locator("li")),
        path,
      ).toEqual(hero.summary.items);

      await page.setViewportSize({ width: 375, height: 667 });
      await waitForFrames(page, 2);
      const headline = await page.getByRole("heading", { level: 1 }).boundingBox();
      const first = hero.actions[0];
      const action =
        first && (await section.getByRole("link", { name: first.label }).boundingBox());
      const small = await art.boundingBox();
      if (!headline || !action || !small) throw new Error(`${path}: hero parts missing`);
      expect(headline.y + headline.height, `${path}: headline above the fold`).toBeLessThan(667);
      expect(action.y + action.height, `${path}: first button above the fold`).toBeLessThan(667);
      expect(small.y, `${path}: the art comes after the words`).toBeGreaterThan(action.y);
      expect(small.x, path).toBeGreaterThanOrEqual(0);
      expect(small.x + small.width, `${path}: the art fits the width`).toBeLessThanOrEqual(375);
    }
    expectCleanLoad(guarded);
  }, 180_000);
});

describe("API integration page", () => {
  test("hero links, seven image cards and the five-step workflow", async () => {
    const guarded = await browser.open("/services/apiintegration", { reducedMotion: "reduce" });
    const { page } = guarded;
    const hero = page.locator("main section").first();
    expect(await hero.getByRole("link", { name: "Get a Quote" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(await hero.getByRole("link", { name: "All Services" }).getAttribute("href")).toBe(
      "/services",
    );

    const images = page.locator("#services ul img");
    expect(await images.count()).toBe(7);
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("#services ul img")].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const alts = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts.every((alt) => (alt ?? "").length > 10)).toBe(true);

    expect(await texts(page.locator("#workflow ol h3"))).toEqual(
      ["Discovery", "Requirements", "Build", "Integrate", "Deploy"].map(
        (title, index) => `Step ${index + 1}: ${title}`,
      ),
    );
    await expectClosingCta(page);
    expectCleanLoad(guarded);
  });

  test("a service image that fails to load is replaced by the fallback picture", async () => {
    const guarded = await browser.newPage({ reducedMotion: "reduce" });
    const { page } = guarded;
    // The first card's picture is missing on the server.
    await page.route(/api-payments[^/]*\.svg$/, (route) =>
      route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
    );
    await gotoAndHydrate(page, "/services/apiintegration");
    const images = page.locator("#services ul img");
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();

    const failed = images.first();
    await page.waitForFunction(
      () => document.querySelector("#services ul img")?.hasAttribute("data-failed") === true,
    );
    expect(await failed.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("#services ul img");
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await failed.getAttribute("alt")).toBe(
      "A payment card beside a checkout panel with a confirmed tick",
    );
    // The other six keep their own pictures.
    expect(
      await images.evaluateAll(
        (imgs) => imgs.filter((img) => img.hasAttribute("data-failed")).length,
      ),
    ).toBe(1);
    expect(guarded.externalRequests).toEqual([]);
  });
});

describe("Zoho CRM page", () => {
  test("sections, tabs by click and keyboard, FAQ and industries", async () => {
    const guarded = await browser.open("/services/zohocrm", { reducedMotion: "reduce" });
    const { page } = guarded;

    const tabs = page.getByRole("tablist", { name: "Zoho CRM topics" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual([
      "Zoho Products",
      "CRM Features",
      "Implementation & Consulting",
    ]);
    const selected = () =>
      tabs.evaluateAll((els) =>
        els.filter((el) => el.getAttribute("aria-selected") === "true").map((el) => el.textContent),
      );
    const visiblePanels = () =>
      page
        .locator("#zoho-suite [role=tabpanel]")
        .evaluateAll((els) =>
          els
            .filter((el) => !(el as HTMLElement).hidden)
            .map((el) => el.getAttribute("aria-labelledby")),
        );
    const tabId = (name: string) => page.getByRole("tab", { name }).getAttribute("id");

    expect(await selected()).toEqual(["Zoho Products"]);
    expect(await visiblePanels()).toEqual([await tabId("Zoho Products")]);
    expect(
      await page.getByRole("tabpanel").getByRole("heading", { name: "Zoho Books" }).isVisible(),
    ).toBe(true);

    await page.getByRole("tab", { name: "CRM Features" }).click();
    expect(await selected()).toEqual(["CRM Features"]);
    expect(await visiblePanels()).toEqual([await tabId("CRM Features")]);
    expect(await page.getByRole("heading", { name: "Zoho Books" }).isVisible()).toBe(false);

    await page.keyboard.press("ArrowRight");
    expect(await selected()).toEqual(["Implementation & Consulting"]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Implementation & Consulting",
    );
    expect(await page.getByRole("tabpanel").locator("ol li").count()).toBe(6);
    await page.keyboard.press("ArrowRight"); // wraps around
    expect(await selected()).toEqual(["Zoho Products"]);
    await page.keyboard.press("ArrowLeft");
    expect(await selected()).toEqual(["Implementation & Consulting"]);
    await page.keyboard.press("Home");
    expect(await selected()).toEqual(["Zoho Products"]);
    await page.keyboard.press("End");
    expect(await selected()).toEqual(["Implementation & Consulting"]);
    expect(await visiblePanels()).toHaveLength(1);

    expect(await page.locator("#services ul > li").count()).toBe(6);
    expect(await texts(page.locator("#why-choose-us h3"))).toEqual([
      "Process first, software second",
      "Fast, staged roll-outs",
      "Clean data from day one",
      "Connected to your tools",
      "Training that sticks",
    ]);
    const faq = page.locator("#faq details");
    expect(await faq.count()).toBe(5);
    await faq.nth(2).locator("summary").click();
    expect(await faq.nth(2).getAttribute("open")).toBe("");

    const industryImages = page.locator("#industries img");
    expect(await industryImages.count()).toBe(6);
    for (const image of await industryImages.all()) await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("#industries img")].every(
        (img) => img.complete && img.naturalWidth > 0 && !img.hasAttribute("data-failed"),
      ),
    );

    await expectContactButtons(page, "Book a Zoho Consultation");
    await expectClosingCta(page);
    await expectNoAxeViolations(page, "/services/zohocrm");
    expectCleanLoad(guarded);
  });

  test("structured data parses as JSON and describes the business and the FAQ", async () => {
    const guarded = await browser.open("/services/zohocrm", { reducedMotion: "reduce" });
    const { page } = guarded;
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const types = data.map((item) => item["@type"]);
    expect(types).toContain("ProfessionalService");
    expect(types).toContain("FAQPage");

    const business = data.find((item) => item["@type"] === "ProfessionalService")!;
    expect(business["@context"]).toBe("https://schema.org");
    expect(business.name).toBe(site.brand.name);
    expect(business.email).toBe(site.contact.email);
    expect(business.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: site.contact.address.city,
      addressCountry: site.contact.address.countryCode,
    });
    // The business is the company; the page itself describes the service it offers.
    const offered = data.find((item) => item["@type"] === "Service")!;
    expect(String(offered.url)).toMatch(/\/services\/zohocrm$/);
    expect(offered.provider).toEqual({ "@id": expect.stringMatching(/#organization$/) });

    const faq = data.find((item) => item["@type"] === "FAQPage")!;
    const entities = faq.mainEntity as Array<{
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }>;
    const questions = await texts(page.locator("#faq summary span.flex-1"));
    expect(entities.map((entity) => entity.name)).toEqual(questions);
    expect(entities.every((entity) => entity["@type"] === "Question")).toBe(true);
    expect(entities.every((entity) => entity.acceptedAnswer["@type"] === "Answer")).toBe(true);

    // Served as a data block: the page's CSP reports nothing for it.
    expectCleanLoad(guarded);
  });

  test("the ROI calculator updates as inputs change and ignores submit", async () => {
    const guarded = await browser.open("/services/zohocrm", { reducedMotion: "reduce" });
    const { page } = guarded;
    const locale = await page.evaluate(() => navigator.language);
    const pkr = (amount: number) => formatPkr(amount, locale);
    const outputs = async () => ({
      baseline: await page.locator('[data-roi="baseline"]').textContent(),
      uplift: await page.locator('[data-roi="uplift"]').textContent(),
      projected: await page.locator('[data-roi="projected"]').textContent(),
    });
    const expectOutputs = async (baseline: number, uplift: number) =>
      expect(await outputs()).toEqual({
        baseline: pkr(baseline),
        uplift: pkr(uplift),
        projected: pkr(baseline + uplift),
      });

    const team = page.getByLabel("Sales team size");
    const dealValue = page.getByLabel("Average deal value (PKR)");
    const deals = page.getByLabel("Deals per rep per month");
    const uplift = page.getByLabel("Expected uplift (%)");

    const licence = page.getByLabel("CRM licence per user (PKR a month)");
    const setup = page.getByLabel("Set-up cost (PKR, once)");
    // The content's defaults (content/pages/zoho-roi.yaml, content/prices/): a Karachi SME's
    // five reps, PKR 250,000 deals, 20 leads at 20%, 10% uplift, net of licences and set-up.
    expect([
      await team.inputValue(),
      await dealValue.inputValue(),
      await deals.inputValue(),
      await uplift.inputValue(),
      await licence.inputValue(),
      await setup.inputValue(),
    ]).toEqual(["5", "250000", "4", "10", "4200", "150000"]);
    await expectOutputs(5_000_000, 500_000);
    expect(await page.locator('[data-roi="net"]').textContent()).toBe(pkr(466_500));
    // The licence and set-up are editable, and the net follows them.
    await licence.fill("0");
    await setup.fill("0");
    expect(await page.locator('[data-roi="net"]').textContent()).toBe(pkr(500_000));
    // The specification's figures, typed in, give its results.
    for (const [field, typed] of [
      [team, "8"],
      [dealValue, "1200"],
      [deals, "15"],
      [uplift, "12"],
    ] as const)
      await field.fill(typed);
    await expectOutputs(144_000, 17_280);
    expect(await uplift.getAttribute("max")).toBe("100");

    // Each keystroke recalculates.
    await team.fill("10");
    await expectOutputs(180_000, 21_600);
    await team.pressSequentially("0"); // 100
    await expectOutputs(1_800_000, 216_000);

    // Team size below 1, empty or unreadable counts as 1.
    for (const typed of ["0", "", "-3"]) {
      await team.fill(typed);
      await expectOutputs(18_000, 2_160);
    }
    // One field typed at a time, and what the three outputs then show: deal value, deals per
    // rep and uplift are floored at 0, and the declared maximum of 100 does not cap the uplift.
    const steps: [field: typeof team, typed: string, baseline: number, uplift: number][] = [
      [team, "2", 36_000, 4_320],
      [dealValue, "-500", 0, 0],
      [dealValue, "1000", 30_000, 3_600],
      [deals, "-1", 0, 0],
      [deals, "5", 10_000, 1_200],
      [uplift, "-20", 10_000, 0],
      [uplift, "150", 10_000, 15_000],
    ];
    for (const [field, typed, baseline, upliftPkr] of steps) {
      await field.fill(typed);
      await expectOutputs(baseline, upliftPkr);
    }

    // Submitting does nothing: no navigation, the values and results stay.
    // Each submit event as it reaches the window, after the page's own handler: prevented or not.
    await page.evaluate(() => {
      const submits: boolean[] = [];
      (window as unknown as { submits: boolean[] }).submits = submits;
      window.addEventListener("submit", (event) => submits.push(event.defaultPrevented));
    });
    const before = page.url();
    let navigations = 0;
    page.on("framenavigated", () => navigations++);
    await uplift.press("Enter");
    // requestSubmit dispatches its submit event before it returns.
    await page.locator("#roi form").evaluate((form) => (form as HTMLFormElement).requestSubmit());
    const submits = await page.evaluate(
      () => (window as unknown as { submits: boolean[] }).submits,
    );
    expect(submits.length).toBeGreaterThan(0);
    // Every submission was cancelled, so none can navigate; and a request the page makes after
    // them is answered in this same document.
    expect(submits.every(Boolean), `prevented: ${submits.join(", ")}`).toBe(true);
    expect(
      await page.evaluate(() => fetch(location.href, { method: "HEAD" }).then((r) => r.status)),
    ).toBe(200);
    expect(navigations).toBe(0);
    expect(page.url()).toBe(before);
    expect(await uplift.inputValue()).toBe("150");
    await expectOutputs(10_000, 15_000);
    expectCleanLoad(guarded);
  });

  test("in-page links glide to their target and stop 112 px (the page's 7 rem scroll padding) below the top, clear of the sticky header", async () => {
    const guarded = await browser.open("/services/zohocrm");
    const { page } = guarded;
    const nav = page.getByRole("navigation", { name: "On this page" });
    expect(
      await nav.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(
      ["#zoho-suite", "#services", "#roi", "#why-choose-us", "#faq", "#industries"].map(
        (hash) => `/services/zohocrm${hash}`,
      ),
    );

    for (const [name, id] of [
      ["ROI calculator", "roi"],
      ["FAQ", "faq"],
    ] as const) {
      // Record the scroll position every frame: a smooth scroll passes through many.
      await page.evaluate(() => {
        const positions: number[] = [];
        (window as unknown as { positions: number[] }).positions = positions;
        const sample = () => {
          positions.push(window.scrollY);
          if (positions.length < 120) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      const startY = await page.evaluate(() => window.scrollY);
      await nav.getByRole("link", { name }).click();
      await page.waitForFunction((y) => window.scrollY !== y, startY); // the glide has begun
      await waitForScrollToSettle(page);
      const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top - 112), `#${id} top ${top}`).toBeLessThanOrEqual(2);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
      const distinct = new Set(
        await page.evaluate(() => (window as unknown as { positions: number[] }).positions),
      );
      expect(distinct.size, "intermediate scroll positions").toBeGreaterThan(3);
    }

    // The hero's button uses the same mechanism.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page
      .locator("main section")
      .first()
      .getByRole("link", { name: "Estimate Your ROI" })
      .click();
    await page.waitForFunction(() => window.scrollY > 0); // the glide has begun
    await waitForScrollToSettle(page);
    const top = await page.locator("#roi").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 112)).toBeLessThanOrEqual(2);
    expectCleanLoad(guarded);
  });
});

describe("aliases", () => {
  test("each alias serves its page with the primary path as canonical URL", async () => {
    const guarded = await browser.newPage({ reducedMotion: "reduce" });
    const { page } = guarded;
    for (const [alias, primary] of [
      ["/services/graphic-designing", "/services/graphicdesign"],
      ["/services/mobileapps", "/services/appdevelopment"],
    ] as const) {
      const aliasResponse = await gotoAndHydrate(page, alias);
      expect(aliasResponse?.status(), alias).toBe(200);
      const aliasTitle = await page.getByRole("heading", { level: 1 }).textContent();
      const aliasCanonical = await canonicalOf(page);
      const aliasOgUrl = await page.locator('meta[property="og:url"]').getAttribute("content");
      expect(new URL(page.url()).pathname).toBe(alias);

      await gotoAndHydrate(page, primary);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(aliasTitle);
      expect(aliasCanonical).toMatch(new RegExp(`${primary}$`));
      expect(await canonicalOf(page)).toBe(aliasCanonical);
      expect(aliasOgUrl).toBe(aliasCanonical);
    }
    expectCleanLoad(guarded);
  });
});

describe("app, deep learning and AI automation pages", () => {
  const pages = [
    {
      name: "app development: six services, five reasons, six steps",
      path: "/services/appdevelopment",
      counts: { "#services ul > li": 6, "#why-choose-us li": 5, "#process ol > li": 6 },
      contactButton: "Start Your App Project",
    },
    {
      name: "deep learning: eight offers and a six-step pipeline",
      path: "/services/deeplearning",
      counts: { "#services ul > li": 8, "#pipeline ol > li": 6 },
    },
    {
      name: "AI automation: three highlights and six steps",
      path: "/services/aiautomation",
      counts: { "#services ul > li": 3, "#process ol > li": 6 },
    },
  ] as const satisfies ReadonlyArray<{
    name: string;
    path: string;
    /** How many elements each selector finds. */
    counts: Record<string, number>;
    contactButton?: string;
  }>;

  for (const hub of pages) {
    test(hub.name, async () => {
      const guarded = await browser.open(hub.path, { reducedMotion: "reduce" });
      const { page } = guarded;
      for (const [selector, count] of Object.entries(hub.counts))
        expect(await page.locator(selector).count(), selector).toBe(count);
      if ("contactButton" in hub) await expectContactButtons(page, hub.contactButton);
      await expectClosingCta(page);
      expectCleanLoad(guarded);
    });
  }

  /** The names each page's marquee scrolls through, in order. */
  const scrollingNames = {
    "/services/aiautomation": ["Zapier", "Make", "n8n", "Zoho Flow", "OpenAI"],
    "/services/deeplearning": ["PyTorch", "TensorFlow", "Hugging Face", "scikit-learn", "OpenCV"],
  };

  // One marquee component on both pages: its motion here, its stillness on the other below.
  const path = "/services/aiautomation";
  const section = "#platforms";
  const listName = "Automation platforms we work with";
  test(`${path}: the marquee scrolls its five names in 22 s loops, pauses on hover and focus, and its button holds it`, async () => {
    const guarded = await browser.open(path);
    const { page } = guarded;
    const names = page.getByRole("list", { name: listName });
    expect(await names.getByRole("listitem").allTextContents()).toEqual(scrollingNames[path]);
    const marquee = page.locator(`${section} .marquee`);
    const track = marquee.locator(".marquee-track");
    const button = marquee.getByRole("button", { name: "Pause scrolling" });
    await marquee.scrollIntoViewIfNeeded();
    const animation = async () => (await animations(track))[0];
    const play = async () => (await animation())?.state;
    expect(await animation()).toMatchObject({ duration: "22s", state: "running" });
    expect((await animation())?.name).not.toBe("none");
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute("aria-pressed")).toBe("false");

    // Hover pauses, and the track really stands still.
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    // Over the names (the moving track never holds still for a hover, so aim at its window).
    await marquee.locator(".overflow-hidden").hover();
    expect(await play()).toBe("paused");
    const pausedAt = await offset();
    // Frames in which a running track moves (it does every frame: the next check shows it).
    await waitForFrames(page, 20);
    expect(await offset()).toBe(pausedAt);
    await page.mouse.move(5, 5);
    expect(await play()).toBe("running");
    await expect.poll(offset).not.toBe(pausedAt);

    // Keyboard focus on the button pauses; leaving it resumes.
    await button.focus();
    expect(await play()).toBe("paused");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await play()).toBe("running");

    // The button holds it paused wherever focus and pointer go, and resumes it at once.
    await button.focus();
    await page.keyboard.press("Space");
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    expect(await play()).toBe("paused");
    await page.keyboard.press("Space");
    expect(await button.getAttribute("aria-pressed")).toBe("false");
    expect(await play()).toBe("running");
    await button.click();
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await play()).toBe("paused");
    await button.click();
    expect(await button.getAttribute("aria-pressed")).toBe("false");
    expect(await play()).toBe("running");

    // Contrast is judged on the settled page: sections scrolled into view fade in (700 ms),
    // which a busy machine can still be running (the marquee's endless loop is left out).
    await waitForAnimations(page.locator("body"));
    await expectNoAxeViolations(page, `${path} marquee`);
    expectCleanLoad(guarded);
  });

  test("under reduced motion the marquee stands still and shows no button", async () => {
    const guarded = await browser.open("/services/deeplearning", { reducedMotion: "reduce" });
    const { page } = guarded;
    expect(
      await page
        .getByRole("list", { name: "Deep learning tools we use" })
        .getByRole("listitem")
        .allTextContents(),
    ).toEqual(scrollingNames["/services/deeplearning"]);
    const marquee = page.locator("#tools .marquee");
    expect(
      await marquee.locator(".marquee-track").evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none");
    expect(await marquee.getByRole("button").count()).toBe(0);
    expectCleanLoad(guarded);
  });
});
