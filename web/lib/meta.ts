import type { MetaDescriptor } from "react-router";
import { site } from "#site/facts.ts";
import { ogImagePath, ogImageSize } from "./og.ts";

/** Base URL of the deployed site, set at build time (PUBLIC_URL). */
export const publicUrl: string = (
  (import.meta.env.PUBLIC_URL as string | undefined) ?? "http://localhost:3000"
).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${publicUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A schema.org item, rendered as a JSON-LD block. */
export type StructuredData = Record<string, unknown>;

export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path; aliases pass their primary's path. */
  path: string;
  /** Set false for pages search engines should skip (account area). */
  index?: boolean;
  /** JSON-LD items for search engines (web/lib/structured-data.ts builds them). */
  structuredData?: readonly StructuredData[];
  /** The Open Graph type: an Insights post is an article, every other page the website's. */
  type?: "website" | "article";
  /** Extra tags, such as the feeds' alternate links of the Insights pages. */
  links?: readonly MetaDescriptor[];
};

/** Title, description, canonical link and sharing tags of one page. */
export function pageMeta({
  title,
  description,
  path,
  index = true,
  structuredData = [],
  type = "website",
  links = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.brand.name}: ${title}` : `${title} | ${site.brand.name}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImagePath(path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(index ? [] : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: fullTitle },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...links,
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
}
