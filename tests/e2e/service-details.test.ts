import { existsSync } from "node:fs";
import { join } from "node:path";
import type { AnyNode, Element } from "domhandler";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { bookingPath } from "#contract/booking-fields.ts";
import { site } from "#site/facts.ts";
import { getDetailPage, type ResolvedDetailPage } from "#web/content/details/index.ts";
import { detailAliases, detailOrder, detailPaths } from "#web/content/details/order.ts";
import { type DetailSection, detailAnchors } from "#web/content/details/schema.ts";
import { offersConsultation } from "#web/content/shared/actions.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNotFoundPage,
  type Guarded,
  gotoAndHydrate,
  setupBrowser,
  waitForFrames,
  waitForScrollToSettle,
} from "./browser.ts";
import {
  attribute,
  canonicalOf,
  clientDir,
  prerenderedDocument,
  select,
  selectFirst,
  shownText,
} from "./html.ts";

const browser = setupBrowser();

function resolve(path: string): ResolvedDetailPage {
  const [, section = "", slug = ""] = path.split("/");
  const detail = getDetailPage(section, slug);
  if (!detail) throw new Error(`No content for ${path}`);
  return detail;
}

/**
 * One page per shape: the first page of every combination of optional sections, so every block
 * of the layout is covered. Axe and the layout's behaviour (FAQ by click and keyboard, the
 * in-page link) are checked on these; what differs between sections (the sidebar's links, the
 * twins' canonical links) is each page's own content, checked on all 41 below.
 */
const shapePaths = (() => {
  const shapes = new Map<string, string>();
  for (const path of detailPaths()) {
    const shape = detailAnchors.filter((anchor) => resolve(path).page[anchor]).join(",");
    if (!shapes.has(shape)) shapes.set(shape, path);
  }
  return [...shapes.values()];
})();

function sectionOf(path: string): DetailSection {
  return path.split("/")[1] as DetailSection;
}

/** The distance of an element's top from the top of the viewport. */
async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/** The element's nearest ancestor (or itself) of one of these tag names, or null. */
function closest(element: Element, names: string[]): Element | null {
  for (let node: Element | null = element; node; node = node.parent as Element | null)
    if (node.type === "tag" && names.includes(node.name)) return node;
  return null;
}

/**
 * Everything one detail page must show, its own content, read from its prerendered HTML: what
 * every visitor (and a search engine) gets before any script runs.
 */
function checkDetailContent(path: string) {
  const detail = resolve(path);
  const content = detail.page;
  const context = (what: string) => `${path}: ${what}`;
  const document = prerenderedDocument(path);
  const texts = (selector: string, root: AnyNode = document) =>
    select(selector, root).map((element) => shownText(element));

  expect(texts("h1"), context("one h1, the page's title")).toEqual([content.hero.title]);

  // Breadcrumbs: Home › Services › section hub › this page.
  const crumbs = selectFirst('nav[aria-label="Breadcrumb"]', document);
  if (!crumbs) throw new Error(context("no breadcrumbs"));
  expect(
    select("a", crumbs).map((a) => [shownText(a), attribute(a, "href")]),
    context("breadcrumb links"),
  ).toEqual([
    ["Home", "/"],
    ["Services", "/services"],
    [detail.hub.label, detail.hub.path],
  ]);
  expect(texts('[aria-current="page"]', crumbs)).toEqual([content.navLabel]);

  // The hero shows the page's kind of work beside the words: a picture named as an illustration
  // by its caption, and no icon standing in for it.
  const hero = selectFirst("main section", document);
  if (!hero) throw new Error(context("no hero"));
  expect(texts("figure > figcaption", hero), context("art caption")).toEqual([
    content.hero.art.caption,
  ]);
  const icons = select("svg", hero).filter((svg) => !closest(svg, ["figure", "nav", "a"]));
  expect(icons.length, context("icons beside the words, outside the art")).toBe(0);

  // Sidebar: the section's services in order, the current one marked, and the e-mail link.
  const aside = selectFirst('aside[aria-label="Services and contact"]', document);
  if (!aside) throw new Error(context("no sidebar"));
  const sidebar = selectFirst("nav[aria-labelledby]", aside);
  if (!sidebar) throw new Error(context("no services list in the sidebar"));
  const sidebarTitle = selectFirst(`#${attribute(sidebar, "aria-labelledby")}`, aside);
  expect(shownText(sidebarTitle), context("sidebar name")).toBe(`${detail.hub.label} services`);
  expect(
    select("a", sidebar).map((a) => [attribute(a, "href"), attribute(a, "aria-current")]),
    context("sidebar entries"),
  ).toEqual(
    detailOrder[sectionOf(path)].map((slug) => {
      const href = `/${sectionOf(path)}/${slug}`;
      return [href, href === path ? "page" : null];
    }),
  );
  expect(attribute(selectFirst('a[href^="mailto:"]', aside), "href"), context("e-mail")).toContain(
    site.contact.email,
  );

  // Calls to action: the page's own label to /contact in the hero and the closing band.
  const links = select("a", document);
  const hrefsOf = (label: string) =>
    links.filter((a) => shownText(a) === label).map((a) => attribute(a, "href"));
  // A free consultation books a call, with this page's service chosen (issue 37).
  const target = offersConsultation(content.hero.cta.label)
    ? bookingPath({ service: path })
    : "/contact";
  expect(hrefsOf(content.hero.cta.label), context("CTA targets")).toEqual([target, target]);
  expect(hrefsOf(content.hero.secondaryLabel), context("secondary link")).toEqual([
    `${path}#services`,
  ]);

  // Canonical link: the page itself, or its graphic design twin.
  expect(new URL(canonicalOf(document) ?? "").pathname, context("canonical")).toBe(
    detail.canonicalPath,
  );

  // In-page anchors exist exactly where their sections do.
  for (const anchor of detailAnchors)
    expect(select(`#${anchor}`, document).length, context(`#${anchor}`)).toBe(
      content[anchor] ? 1 : 0,
    );
  if (content.packages)
    expect(select('[data-testid="package-card"]', document).length, context("packages")).toBe(
      content.packages.items.length,
    );

  // FAQ: numbered 01, 02…
  expect(texts("#faq details > summary > span:first-child"), context("FAQ")).toEqual(
    content.faq.map((_, index) => String(index + 1).padStart(2, "0")),
  );

  // The why-choose illustration: its description, and a file the build holds.
  const image = selectFirst("#why img", document);
  expect(attribute(image, "alt"), context("why-choose image")).toBe(content.why.imageAlt);
  const src = attribute(image, "src") ?? "";
  expect(existsSync(join(clientDir, src)), context(`${src} is in the build`)).toBe(true);
}

/**
 * What the browser adds to a page of a shape: the art hydrated from its own file beside the
 * words (at 1440 px) with the prerendered drawing kept, and the why-choose picture loaded.
 */
async function checkDetailInBrowser(guarded: Guarded, path: string) {
  const { page } = guarded;
  const content = resolve(path).page;
  const context = (what: string) => `${path}: ${what}`;
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe(content.hero.title);
  const hero = page.locator("main section").first();
  const art = hero.getByRole("figure", { name: content.hero.art.caption });
  await art.locator("> [aria-hidden='true'] > *").first().waitFor();
  const artBox = await art.boundingBox();
  expect(artBox?.x, context("the art stands in the hero's right half")).toBeGreaterThan(720);
  expect(artBox?.width, context("the art's width")).toBeGreaterThan(400);
  const image = page.locator("#why img");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
      message: context("why-choose image"),
    })
    .toBeGreaterThan(0);
}

/**
 * What the shared layout does, the same on every page of a shape (its optional blocks): checked
 * once per shape (`shapePaths`), not on all 41 pages.
 */
async function checkDetailBehaviour(guarded: Guarded, path: string) {
  const { page } = guarded;
  const content = resolve(path).page;
  const context = (what: string) => `${path}: ${what}`;
  const faq = page.locator("#faq details");
  const first = faq.nth(0);
  const answer = first.getByText(content.faq[0]!.answer);
  expect(await answer.isVisible()).toBe(false);
  await first.locator("summary").click();
  expect(await answer.isVisible(), context("FAQ opens on click")).toBe(true);
  await first.locator("summary").click();
  expect(await answer.isVisible(), context("FAQ closes on click")).toBe(false);
  const second = faq.nth(1);
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  expect(await second.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  await page.keyboard.press("Space");
  expect(await second.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);

  // The secondary link brings #services into view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("link", { name: content.hero.secondaryLabel, exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#services");
  await expect
    .poll(() => topOf(page, "#services"), { message: context("#services scrolled into view") })
    .toBeLessThan(200);
  expect(await topOf(page, "#services")).toBeGreaterThanOrEqual(0);
}

describe("service detail pages (SPEC §2.4)", () => {
  test("SPEC §2.4 has 41 detail routes", () => {
    expect(detailPaths()).toHaveLength(41);
  });

  test("every detail page's prerendered HTML carries the shared layout with its own content", () => {
    for (const path of detailPaths()) checkDetailContent(path);
  });

  // The layout's behaviour is the same on every page of a shape: one page of each, in the browser.
  test("one page of each shape, in the browser: the art, the FAQ by click and keyboard, the in-page link, axe", async () => {
    const guarded = await browser.newPage({ reducedMotion: "reduce" });
    for (const path of shapePaths) {
      const response = await gotoAndHydrate(guarded.page, path);
      expect(response?.status(), path).toBe(200);
      await checkDetailInBrowser(guarded, path);
      await checkDetailBehaviour(guarded, path);
      await expectNoAxeViolations(guarded.page, path);
      expectCleanLoad(guarded);
    }
  }, 120_000);

  test("on a 375×667 phone the art follows the headline and the buttons, within the width", async () => {
    const guarded = await browser.newPage({ viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    await page.setViewportSize({ width: 375, height: 667 });
    for (const path of shapePaths) {
      const content = resolve(path).page;
      await gotoAndHydrate(page, path);
      await waitForFrames(page, 2);
      const hero = page.locator("main section").first();
      const headline = await hero.getByRole("heading", { level: 1 }).boundingBox();
      const action = await hero
        .getByRole("link", { name: content.hero.cta.label, exact: true })
        .boundingBox();
      const art = await hero.getByRole("figure", { name: content.hero.art.caption }).boundingBox();
      if (!headline || !action || !art) throw new Error(`${path}: hero parts missing`);
      // The art follows the buttons, so it never pushes the words down (a long lead may).
      expect(headline.y + headline.height, `${path}: headline above the fold`).toBeLessThan(667);
      expect(art.y, `${path}: the art comes after the words`).toBeGreaterThan(
        action.y + action.height,
      );
      expect(art.x, path).toBeGreaterThanOrEqual(0);
      expect(art.x + art.width, `${path}: the art fits the width`).toBeLessThanOrEqual(375);
    }
    expectCleanLoad(guarded);
  }, 90_000);

  test("the video twins show the graphic design pages with canonical links there", async () => {
    const guarded = await browser.newPage({ reducedMotion: "reduce" });
    const { page } = guarded;
    for (const [slug, target] of Object.entries(detailAliases.videoanimation ?? {})) {
      await gotoAndHydrate(page, `/videoanimation/${slug}`);
      const twinTitle = await page.getByRole("heading", { level: 1 }).textContent();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(`/graphicdesign/${target.slug}`);
      expect(await page.getByRole("navigation", { name: "Video Animation services" }).count()).toBe(
        1,
      );
      await gotoAndHydrate(page, `/graphicdesign/${target.slug}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(twinTitle);
      expect(await page.getByRole("navigation", { name: "Graphic Design services" }).count()).toBe(
        1,
      );
    }
    expectCleanLoad(guarded);
  });

  test("the sidebar navigates between pages in the browser and moves the current mark", async () => {
    const guarded = await browser.open("/itsoftware/softwaredev", { viewport: "mobile" });
    const { page } = guarded;
    const sidebar = page.getByRole("navigation", { name: "IT & Software services" });
    const target = resolve("/itsoftware/cloudservices");
    await sidebar.getByRole("link", { name: target.page.navLabel, exact: true }).click();
    await page.waitForURL("**/itsoftware/cloudservices");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(target.page.hero.title);
    expect(await sidebar.locator('[aria-current="page"]').getAttribute("href")).toBe(
      "/itsoftware/cloudservices",
    );
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expectCleanLoad(guarded);
  });

  test.each(["mobile", "desktop"] as const)(
    "a deep link to #packages lands with the packages in view (%s)",
    async (viewport) => {
      const guarded = await browser.newPage({ viewport });
      const { page } = guarded;
      await gotoAndHydrate(page, "/graphicdesign/overlay#packages");
      const packages = page.locator("#packages");
      const position = () =>
        packages.evaluate((el) => ({
          top: Math.round(el.getBoundingClientRect().top),
          scrollY: window.scrollY,
          viewport: window.innerHeight,
        }));
      // It rests just below the sticky header, its heading and first card on screen.
      await expect
        .poll(
          async () => {
            const { top } = await position();
            return top >= 0 && top <= 120;
          },
          { timeout: 5000 },
        )
        .toBe(true);
      await waitForScrollToSettle(page);
      const { top, scrollY, viewport: height } = await position();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(120);
      expect(scrollY).toBeGreaterThan(500);
      const heading = packages.getByRole("heading", { level: 2 }).first();
      const headingBox = (await heading.boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(top);
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(height);
      expect(
        await page
          .locator("header")
          .first()
          .evaluate(
            (header, headingTop) => header.getBoundingClientRect().bottom <= headingTop,
            headingBox.y,
          ),
      ).toBe(true);
      expectCleanLoad(guarded);
    },
  );

  test("an unknown slug answers with the not-found page", async () => {
    const { page } = await browser.newPage();
    await expectNotFoundPage(page, "/webdevelopment/not-a-service");
  });
});
