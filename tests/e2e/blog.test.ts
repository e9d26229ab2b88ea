import { XMLParser } from "fast-xml-parser";
import { describe, expect, inject, test } from "vitest";
import { readableDay } from "#contract/site-time.ts";
import { caseStudyPath } from "#web/content/portfolio.ts";
import { postPath, publishedPosts, serviceTag } from "#web/content/posts/index.ts";
import { feedPaths, insightsPath } from "#web/content/posts/paths.ts";
import {
  expectCleanLoad,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNotFoundPage,
  hrefs,
  loadedPictures,
  setupBrowser,
  texts,
} from "./browser.ts";
import { parseHtml, select } from "./html.ts";

/**
 * The Insights blog on the built site: the feeds as a feed reader fetches them, one post page
 * (the template every post shares), the list and a tag page, and the links between posts,
 * services and case studies. Expectations come from the posts' content files.
 */
const browser = setupBrowser();
const base = () => inject("baseUrl");
const first = publishedPosts[0];
if (!first) throw new Error("no published post to test");

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe("Insights", () => {
  test("the RSS and Atom feeds are served as XML, parse, and list the published posts, newest first", async () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
    const titles = publishedPosts.map((post) => post.title);
    const rss = await fetch(`${base()}${feedPaths.rss}`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toMatch(/xml/);
    const channel = parser.parse(await rss.text()).rss.channel as { item: { title: string }[] };
    expect(list(channel.item).map((item) => item.title)).toEqual(titles);
    const atom = await fetch(`${base()}${feedPaths.atom}`);
    expect(atom.status).toBe(200);
    expect(atom.headers.get("content-type")).toMatch(/xml/);
    const feed = parser.parse(await atom.text()).feed as {
      entry: { title: string | { "#text": string } }[];
    };
    expect(
      list(feed.entry).map((entry) =>
        typeof entry.title === "string" ? entry.title : entry.title["#text"],
      ),
    ).toEqual(titles);
    // Every Insights page points feed readers to both.
    const html = parseHtml(await (await fetch(`${base()}${insightsPath}`)).text());
    expect(select('link[rel="alternate"]', html).map((link) => link.attribs.type)).toEqual([
      "application/rss+xml",
      "application/atom+xml",
    ]);
  });

  test("a post: its article, author, date, reading time, cover, services and case studies; Article data; accessible at every width", async () => {
    const path = postPath(first.slug);
    const guarded = await browser.open(path, { viewport: "mobile", reducedMotion: "reduce" });
    const { page } = guarded;
    await expect.poll(() => page.locator("h1").textContent()).toBe(first.title);
    const facts = await page.locator("main").getByText("min read").first().textContent();
    expect(facts).toContain(readableDay(first.date));
    expect(facts).toContain(`${first.readingMinutes} min read`);
    expect(await page.locator(".post-body h2").count()).toBeGreaterThan(1);
    expect(await page.getByRole("complementary", { name: "Author" }).textContent()).toContain(
      first.author.name,
    );
    const cover = await loadedPictures(page.locator("article").first());
    expect(cover.map((picture) => picture.alt)).toEqual(expect.arrayContaining([first.coverAlt]));
    const links = await hrefs(page.locator("#post-related-title ~ ul a"));
    for (const tag of first.services) {
      expect(links).toContain(serviceTag(tag).servicePath);
      expect(links).toContain(serviceTag(tag).path);
    }
    for (const slug of first.caseStudies) expect(links).toContain(caseStudyPath(slug));

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? "{}")));
    const article = data.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: first.title,
      datePublished: first.date,
      author: { "@type": "Person", name: first.author.name },
    });
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await fetch(`${base()}${new URL(ogImage ?? "").pathname}`)).status).toBe(200);

    await expectNoAxeViolations(page, path);
    await expectNoHorizontalScroll(page, path);
    expectCleanLoad(guarded);
  });

  test("the list and a tag page show the published posts; the tagged service and the case study link to the post", async () => {
    const guarded = await browser.open(insightsPath, { reducedMotion: "reduce" });
    const { page } = guarded;
    expect(await texts(page.locator("main h2 a"))).toEqual(
      publishedPosts.map((post) => post.title),
    );
    await expectNoAxeViolations(page, insightsPath);
    await expectNoHorizontalScroll(page, insightsPath);

    const tag = serviceTag(first.services[0]!);
    await page.goto(tag.path);
    expect(await texts(page.locator("main h2 a"))).toEqual(
      publishedPosts.filter((post) => post.services.includes(tag.tag)).map((post) => post.title),
    );
    expect(await page.locator("h1").textContent()).toContain(tag.label);

    for (const from of [tag.servicePath, ...first.caseStudies.map(caseStudyPath)]) {
      await page.goto(from);
      expect(await hrefs(page.locator("#insights a")), from).toContain(postPath(first.slug));
    }
    expectCleanLoad(guarded);
  });

  test("an unknown post or tag is the 404 page", async () => {
    const { page } = await browser.newPage();
    await expectNotFoundPage(page, `${insightsPath}/no-such-post`);
    await expectNotFoundPage(page, `${insightsPath}/tag/deeplearning`);
  });
});
