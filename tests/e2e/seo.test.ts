import type { Document } from "domhandler";
import { describe, expect, inject, test } from "vitest";
import { canonicalOf, metaContent, parseHtml, select, selectFirst, shownText } from "./html.ts";
import { prerenderedPaths } from "./site-routes.ts";

const base = () => inject("baseUrl");

type Item = Record<string, unknown>;

/** Required properties per type (Google's structured-data rules, the parts we use). */
const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "address", "contactPoint", "sameAs"],
  ProfessionalService: ["name", "address", "telephone", "openingHoursSpecification"],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  Service: ["name", "description", "provider"],
};

/** Every JSON-LD block parses; each page kind carries what it must, and an FAQ only when visible. */
function structuredDataProblems(
  path: string,
  document: Document,
  canonical: string | null,
): string[] {
  const problems: string[] = [];
  const items: Item[] = [];
  for (const block of select('script[type="application/ld+json"]', document)) {
    try {
      const data = JSON.parse(
        block.children.map((child) => ("data" in child ? child.data : "")).join(""),
      ) as Item | Item[];
      items.push(...(Array.isArray(data) ? data : [data]));
    } catch {
      problems.push(`${path}: JSON-LD does not parse`);
    }
  }
  const types = items.map((item) => String(item["@type"]));
  for (const item of items) {
    if (item["@context"] !== "https://schema.org")
      problems.push(`${path}: JSON-LD without the schema.org context`);
    for (const property of required[String(item["@type"])] ?? []) {
      if (item[property] === undefined)
        problems.push(`${path}: ${item["@type"]} lacks ${property}`);
    }
    if (item["@type"] === "FAQPage") {
      const text = shownText(selectFirst("body", document));
      for (const question of item.mainEntity as Array<{ name: string }>) {
        if (!text.includes(question.name))
          problems.push(`${path}: FAQ question not on the page: ${question.name}`);
      }
    }
  }
  const isCanonical = canonical !== null && new URL(canonical).pathname === path;
  const must = (type: string) => {
    if (!types.includes(type)) problems.push(`${path}: no ${type}`);
  };
  if (path === "/" || path === "/contact") {
    must("Organization");
    must("ProfessionalService");
  }
  if (isCanonical && path.split("/").length > 2) must("BreadcrumbList");
  if (
    isCanonical &&
    /^\/(services|webdevelopment|graphicdesign|itsoftware|videoanimation)\/[^/]+$/.test(path)
  ) {
    must("Service");
  }
  return problems;
}

describe("search and sharing", () => {
  test("every page has its own title, a description, a canonical URL and a sharing image that exists", async () => {
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const path of prerenderedPaths()) {
      const document = parseHtml(await (await fetch(`${base()}${path}`)).text());
      const title = shownText(selectFirst("title", document));
      const canonical = canonicalOf(document);
      const description = metaContent(document, "description");
      const image = metaContent(document, "og:image");
      if (!title) problems.push(`${path}: no title`);
      if (!description || description.length < 50)
        problems.push(`${path}: description missing or thin`);
      if (!canonical) problems.push(`${path}: no canonical`);
      for (const key of ["og:title", "og:description", "og:url", "twitter:card", "twitter:image"]) {
        if (!metaContent(document, key)) problems.push(`${path}: no ${key}`);
      }
      if (image) {
        const response = await fetch(`${base()}${new URL(image).pathname}`);
        if (response.status !== 200 || response.headers.get("content-type") !== "image/jpeg") {
          problems.push(`${path}: sharing image ${image} answers ${response.status}`);
        }
      } else problems.push(`${path}: no og:image`);
      // Aliases share their primary's title; canonical pages must not share titles.
      if (title && canonical) {
        const other = titles.get(title);
        if (other && other !== canonical)
          problems.push(`${path}: title "${title}" also used by ${other}`);
        titles.set(title, canonical);
      }
      problems.push(...structuredDataProblems(path, document, canonical));
    }
    expect(problems).toEqual([]);
  });

  test("the sitemap lists every indexable canonical page once, and robots.txt points to it", async () => {
    const sitemap = await (await fetch(`${base()}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const path of prerenderedPaths()) {
      const document = parseHtml(await (await fetch(`${base()}${path}`)).text());
      const canonical = canonicalOf(document);
      if (canonical && !metaContent(document, "robots")?.includes("noindex"))
        expect(locs, path).toContain(canonical);
    }
    const robots = await (await fetch(`${base()}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    expect(robots).toContain("Disallow: /api/");
  });

  test("the web app manifest names the site and its icons exist", async () => {
    const manifest = await (await fetch(`${base()}/manifest.webmanifest`)).json();
    expect(manifest.name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await fetch(`${base()}${icon.src}`)).status, icon.src).toBe(200);
    }
  });
});
