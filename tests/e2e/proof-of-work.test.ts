import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { caseStudies, caseStudyNote } from "#web/content/case-studies/index.ts";
import { graphicDesignContent } from "#web/content/hubs/graphic-design.ts";
import { videoAnimationContent } from "#web/content/hubs/video-animation.ts";
import { caseStudyPath, portfolioPages, portfolioWorkFor } from "#web/content/portfolio.ts";
import { clientLogos, portraitAlt, teamMembers, testimonials } from "#web/content/proof/index.ts";
import {
  animations,
  expectCleanLoad,
  expectModernSizedPictures,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNotFoundPage,
  gotoAndHydrate,
  hrefs,
  type LoadedPicture,
  loadedPictures,
  markDocument,
  modernPictureSrc,
  setupBrowser,
  stayedInApp,
  texts,
} from "./browser.ts";

/**
 * Proof of work: the case study behind every portfolio project, the people who vouch for the
 * company (testimonials, client logos, the team), the graphic design samples and the video
 * showreel. Expectations come from the content files, so a page that drops a section,
 * a figure or a picture fails here.
 */
const browser = setupBrowser();

/** The computed animation of each part of the showreel's drawing. */
const reelAnimations = (page: Page) => animations(page.locator(".reel-canvas [class*='reel-']"));

describe("portfolio indexes link to their case studies", () => {
  for (const gallery of portfolioPages) {
    test(`${gallery.path} links every project to its case study`, async () => {
      const guarded = await browser.open(gallery.path, { reducedMotion: "reduce" });
      const { page } = guarded;
      const links = page.locator("#work a[href^='/portfolio/']");
      const expected = gallery.works.map((work) => caseStudyPath(work.slug));
      expect(await hrefs(links)).toEqual(expected);
      // Each link names its project, so a screen reader's list of links makes sense.
      const names = await texts(links);
      gallery.works.forEach((work, index) => {
        expect(names[index]).toContain(work.title);
      });
      // The sector strip and the pull quote vary the page's rhythm.
      expect(await texts(page.locator("#sectors li"))).toEqual(
        gallery.strip.items.map((item) => `${item.mark}${item.name}`),
      );
      expect(await page.locator("#principle blockquote").textContent()).toContain(
        gallery.quote.text,
      );
      expectCleanLoad(guarded);
    });
  }

  test("a gallery card opens its case study in the browser, without a full reload", async () => {
    const guarded = await browser.open("/portfolio/graphic-designing", { reducedMotion: "reduce" });
    const { page } = guarded;
    await markDocument(page);
    const work = portfolioPages[1]!.works[2]!;
    // The whole card is the link: a click on its picture (top left of the card) follows it.
    const card = page.locator("#work > div > ul > li").nth(2);
    await card.scrollIntoViewIfNeeded();
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(`**${caseStudyPath(work.slug)}`);
    const study = caseStudies.find((entry) => entry.slug === work.slug)!;
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(study.hero.title);
    expect(await stayedInApp(page)).toBe(true);
    expectCleanLoad(guarded);
  });
});

describe("case studies", () => {
  test("every case study shows its sector, problem, build, stack, figures and mockup", async () => {
    const guarded = await browser.newPage({ reducedMotion: "reduce" });
    const { page } = guarded;
    const failures: string[] = [];
    for (const study of caseStudies) {
      const path = caseStudyPath(study.slug);
      const found = portfolioWorkFor(study.slug)!;
      const response = await gotoAndHydrate(page, path);
      const check = (ok: boolean, what: string) => {
        if (!ok) failures.push(`${path}: ${what}`);
      };
      check(response?.status() === 200, `status ${response?.status()}`);
      check(
        (await page.getByRole("heading", { level: 1 }).textContent()) === study.hero.title,
        "h1",
      );
      check((await page.title()).startsWith(`${study.meta.title} |`), "title");
      const canonical = await page.locator("link[rel='canonical']").getAttribute("href");
      check(new URL(canonical ?? "http://x/").pathname === path, "canonical");
      // Breadcrumbs lead back to the gallery.
      const crumbs = await hrefs(page.getByRole("navigation", { name: "Breadcrumb" }).locator("a"));
      check(JSON.stringify(crumbs) === JSON.stringify(["/", found.page.path]), "breadcrumbs");

      // Sector, timeline and services in the hero's facts.
      const facts = (await texts(page.locator("main > section").first().locator("dd"))).join("|");
      check(facts.includes(study.client.sector), "sector");
      check(facts.includes(study.timeline), "timeline");

      // The mockup: the project's artwork in its frame, loaded, described.
      const pictures = await loadedPictures(page.locator("#mockup"));
      check(pictures.length === 1, "one mockup picture");
      check(modernPictureSrc.test(pictures[0]?.src ?? ""), `mockup format ${pictures[0]?.src}`);
      check(pictures[0]?.alt === found.work.imageAlt, "mockup alt");
      check(pictures[0]?.loading === "eager", "mockup loads first");
      // Every project in content/ is a stand-in, drawn as an illustration with its caption.
      const caption = study.mockup?.caption;
      check(
        caption !== undefined &&
          ((await page.locator("#mockup figcaption").textContent())?.includes(caption) ?? false),
        "mockup caption",
      );

      // The problem, what was built (numbered rows), the stack.
      check(
        (await page.locator("#problem h2").textContent()) === study.problem.title,
        "problem title",
      );
      check(
        JSON.stringify(await texts(page.locator("#problem li"))) ===
          JSON.stringify(study.problem.pains),
        "pains",
      );
      const steps = await texts(page.locator("#build ol > li h3"));
      check(
        JSON.stringify(steps) ===
          JSON.stringify(
            study.build.steps.map((step, index) => `Step ${index + 1}: ${step.title}`),
          ),
        `build steps ${JSON.stringify(steps)}`,
      );
      check(
        JSON.stringify(await texts(page.locator("#stack li"))) ===
          JSON.stringify(study.stack.map((tool) => `${tool.name}${tool.role}`)),
        "stack",
      );

      // Two or three figures, each with its basis, and the note on where they come from.
      check(
        JSON.stringify(await texts(page.locator("#results dd"))) ===
          JSON.stringify(study.figures.map((figure) => figure.value)),
        "figure values",
      );
      const terms = await texts(page.locator("#results dt"));
      study.figures.forEach((figure, index) => {
        check(terms[index] === `${figure.label}${figure.basis}`, `figure ${index + 1} label`);
      });
      check((await page.locator("#results").getByText(caseStudyNote).count()) === 1, "note");

      // The pull quote, the way on, and the closing call to contact.
      check(
        (await page.locator("#quote blockquote").textContent())?.includes(study.quote.text) ??
          false,
        "quote",
      );
      check(
        JSON.stringify(await hrefs(page.locator("#more-work a"))) ===
          JSON.stringify([
            found.page.path,
            caseStudyPath(found.previous.slug),
            caseStudyPath(found.next.slug),
          ]),
        "more work links",
      );
      const cta = page.locator("section[aria-labelledby='cta-title']");
      check((await cta.locator("h2").textContent()) === study.cta.title, "cta title");
      check((await cta.getByRole("link").first().getAttribute("href")) === "/contact", "cta link");
    }
    expect(failures).toEqual([]);
    expectCleanLoad(guarded);
  }, 180_000);

  test.each(["mobile", "desktop"] as const)(
    "a case study is accessible and fits the screen at %s width",
    async (viewport) => {
      const path = caseStudyPath("crm-automation");
      const guarded = await browser.open(path, { viewport, reducedMotion: "reduce" });
      await loadedPictures(guarded.page.locator("#mockup"));
      await expectNoAxeViolations(guarded.page, `${path} (${viewport})`);
      await expectNoHorizontalScroll(guarded.page, path);
      expectCleanLoad(guarded);
    },
  );

  test("an unknown case study is the 404 page, before and after hydration", async () => {
    const { page } = await browser.newPage();
    // The address matches the case-study route, which has no data for it: still the 404 view.
    await expectNotFoundPage(page, "/portfolio/no-such-project");
  });

  test("the sitemap lists every case study", async () => {
    const sitemap = await (await fetch(new URL("/sitemap.xml", inject("baseUrl")))).text();
    for (const study of caseStudies) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${caseStudyPath(study.slug)}</loc>`));
    }
  });
});

/**
 * Pictures below the fold: lazy (no request before the first paint), their size set (nothing
 * shifts), served from this site in a modern format.
 */
function expectLazyPictures(pictures: readonly LoadedPicture[]) {
  expectModernSizedPictures(pictures);
  for (const picture of pictures) expect(picture.loading).toBe("lazy");
}

describe("people and proof", () => {
  test("home: each testimonial signed with photo, full name, role and company where the client agreed, else role and sector; the logos of clients who agreed", async () => {
    const guarded = await browser.open("/", { reducedMotion: "reduce" });
    const { page } = guarded;
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    const cards = page.locator("#testimonials figure");
    expect(await cards.count()).toBe(testimonials.length);
    expect(await texts(page.locator("#testimonials figcaption"))).toEqual(
      testimonials.map((item) => `${item.person?.name ?? ""}${item.role}, ${item.from}`),
    );
    expect(await texts(page.locator("#testimonials blockquote"))).toEqual(
      testimonials.map((item) => `“${item.quote}”`),
    );
    const photos = await loadedPictures(page.locator("#testimonials"));
    expect(photos.map((photo) => photo.alt)).toEqual(
      testimonials.flatMap(({ person }) =>
        person ? [portraitAlt(person.name, person.photo)] : [],
      ),
    );
    // Stand-ins are drawn, and say so.
    for (const photo of photos) expect(photo.alt).toMatch(/^Illustrated avatar of /);
    expectLazyPictures(photos);

    const strip = page.locator("#clients");
    // No client has agreed to its logo yet (every one is a stand-in): then there is no strip.
    if (clientLogos.length === 0) expect(await strip.count()).toBe(0);
    else {
      expect(await strip.getByRole("heading", { level: 2 }).textContent()).toBeTruthy();
      const logos = await loadedPictures(strip);
      expect(logos.map((logo) => logo.alt)).toEqual(clientLogos.map((client) => client.name));
      expectLazyPictures(logos);
    }

    await expectNoAxeViolations(page, "/ (testimonials and logos)");
    expectCleanLoad(guarded);
  });

  test("about: the team, each with photo, name, role and one line on their work", async () => {
    const guarded = await browser.open("/about", { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    const team = page.locator("#team");
    expect(await team.getByRole("heading", { level: 2 }).textContent()).toBeTruthy();
    expect(await texts(team.locator("li h3"))).toEqual(teamMembers.map((member) => member.name));
    expect(await texts(team.locator("li"))).toEqual(
      teamMembers.map((member) => `${member.name}${member.role}${member.bio}`),
    );
    const photos = await loadedPictures(team);
    expect(photos.map((photo) => photo.alt)).toEqual(
      teamMembers.map((member) => portraitAlt(member.name, member.photo)),
    );
    expectLazyPictures(photos);
    await expectNoAxeViolations(page, "/about (team)");
    await expectNoHorizontalScroll(page, "/about");
    expectCleanLoad(guarded);
  });
});

describe("graphic design samples", () => {
  test("the gallery shows every sample, lazy-loaded with its size and description", async () => {
    const guarded = await browser.open("/services/graphicdesign", {
      viewport: "mobile",
      reducedMotion: "reduce",
    });
    const { page } = guarded;
    const { pieces } = graphicDesignContent.gallery;
    const gallery = page.locator("#samples");
    expect(await gallery.getByRole("heading", { level: 2 }).textContent()).toBe(
      graphicDesignContent.gallery.title,
    );
    expect(await gallery.locator("figure").count()).toBe(pieces.length);
    expect(await texts(gallery.locator("figcaption"))).toEqual(
      pieces.map((piece) => `${piece.kind}${piece.title}`),
    );
    // Below the fold: nothing loads before the visitor scrolls there.
    const pictures = await loadedPictures(gallery);
    expect(pictures.map((picture) => picture.alt)).toEqual(pieces.map((piece) => piece.alt));
    expectLazyPictures(pictures);
    // The wide piece keeps its 2:1 artwork, the others are square.
    const shapes = pictures.map((picture) => picture.width / picture.height);
    pieces.forEach((piece, index) => {
      expect(shapes[index]).toBe(piece.wide ? 2 : 1);
    });
    expect(await hrefs(gallery.getByRole("link", { name: "See client projects" }))).toEqual([
      "/portfolio/graphic-designing",
    ]);
    await expectNoAxeViolations(page, "/services/graphicdesign");
    expectCleanLoad(guarded);
  });
});

describe("video showreel", () => {
  test("plays a 12 s loop of four scenes, pauses on hover and with its Pause box", async () => {
    const guarded = await browser.open("/services/videoanimation");
    const { page } = guarded;
    const reel = page.locator("#showreel .reel");
    await reel.scrollIntoViewIfNeeded();
    const drawing = reel.getByRole("img");
    expect(await drawing.getAttribute("aria-labelledby")).toBe("showreel-title");
    expect(await page.locator("#showreel-title").textContent()).toBe(
      videoAnimationContent.showreel.label,
    );
    expect(await texts(page.locator("#showreel ol li"))).toEqual(
      videoAnimationContent.showreel.scenes.map(
        (scene) => `${scene.time}${scene.title}${scene.description}`,
      ),
    );
    // No video file, nothing from elsewhere: the reel is drawn and moved by the stylesheet.
    expect(await page.locator("#showreel video").count()).toBe(0);

    const running = await reelAnimations(page);
    const scenes = running.filter((part) => /reel-s\d/.test(part.className));
    expect(scenes.map((part) => part.name)).toEqual(["reel-s1", "reel-s2", "reel-s3", "reel-s4"]);
    expect(new Set(running.map((part) => part.state))).toEqual(new Set(["running"]));
    const duration = await page
      .locator(".reel-s1")
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(duration).toBe("12s");

    // The pointer over it holds the frame; moving away lets it run again.
    await reel.hover();
    await expect
      .poll(async () => new Set((await reelAnimations(page)).map((part) => part.state)))
      .toEqual(new Set(["paused"]));
    await page.mouse.move(5, 5);
    await expect
      .poll(async () => new Set((await reelAnimations(page)).map((part) => part.state)))
      .toEqual(new Set(["running"]));

    // The Pause box works from the keyboard (WCAG 2.2.2).
    const pause = reel.getByRole("checkbox", { name: "Pause" });
    await pause.focus();
    await page.keyboard.press("Space");
    expect(await pause.isChecked()).toBe(true);
    await page.mouse.move(5, 5);
    await expect
      .poll(async () => new Set((await reelAnimations(page)).map((part) => part.state)))
      .toEqual(new Set(["paused"]));
    await page.keyboard.press("Space");
    await expect
      .poll(async () => new Set((await reelAnimations(page)).map((part) => part.state)))
      .toEqual(new Set(["running"]));
    expectCleanLoad(guarded);
  });

  test("stands still under reduced motion, showing the finished first scene", async () => {
    const guarded = await browser.open("/services/videoanimation", { reducedMotion: "reduce" });
    const { page } = guarded;
    await page.locator("#showreel").scrollIntoViewIfNeeded();
    const parts = await reelAnimations(page);
    expect(parts.length).toBeGreaterThan(10);
    expect(new Set(parts.map((part) => part.name))).toEqual(new Set(["none"]));
    const opacity = (name: string) =>
      parts.find((part) => part.className.split(" ").includes(name))?.opacity;
    expect(opacity("reel-s1")).toBe("1");
    for (const scene of ["reel-s2", "reel-s3", "reel-s4"]) expect(opacity(scene)).toBe("0");
    // Nothing to pause, so no Pause control and no moving progress bar.
    expect(await page.locator("#showreel").getByRole("checkbox").isVisible()).toBe(false);
    expect(
      await page.locator(".reel-progress").evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none");
    await expectNoAxeViolations(page, "/services/videoanimation");
    expectCleanLoad(guarded);
  });
});
