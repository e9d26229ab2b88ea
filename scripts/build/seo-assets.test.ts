import { describe, expect, test } from "vitest";
import { readPageInfo, robotsTxt, sitemapXml } from "./seo-assets.ts";

describe("page info from prerendered HTML", () => {
  const html = `<html><head><title>About Us | Meridian Digital</title>
    <meta name="description" content="Who we are &amp; how we work"/>
    <link rel="canonical" href="https://example.com/about"/>
    <meta property="og:title" content="About Us | Meridian Digital"/>
    <meta property="og:image" content="https://example.com/og/about.jpg"/></head></html>`;

  test("reads title, description, canonical and image", () => {
    expect(readPageInfo("about/index.html", html)).toEqual({
      file: "about/index.html",
      title: "About Us | Meridian Digital",
      description: "Who we are & how we work",
      canonical: "https://example.com/about",
      ogImage: "https://example.com/og/about.jpg",
      indexable: true,
    });
  });

  test("a noindex page is not indexable", () => {
    expect(
      readPageInfo(
        "x/index.html",
        html.replace("</head>", '<meta name="robots" content="noindex"/></head>'),
      ).indexable,
    ).toBe(false);
  });
});

describe("sitemap and robots", () => {
  test("the sitemap lists each URL with its last-modified date, escaped", () => {
    const xml = sitemapXml(["https://example.com/", "https://example.com/a?b&c"], "2026-11-22");
    expect(xml).toContain("<loc>https://example.com/</loc><lastmod>2026-11-22</lastmod>");
    expect(xml).toContain("<loc>https://example.com/a?b&amp;c</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  test("robots.txt points to the sitemap and keeps the API and private pages out", () => {
    const robots = robotsTxt("https://example.com");
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).not.toContain("Disallow: /login");
  });
});
