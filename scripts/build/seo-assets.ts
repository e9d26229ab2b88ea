/**
 * Build-time search and sharing assets, drawn from the prerendered pages themselves:
 * - one Open Graph image (JPEG, 1200×630) per page, at the address its meta tags name;
 * - sitemap.xml with every indexable canonical URL;
 * - robots.txt pointing to it and keeping the account and admin areas out;
 * - the web app manifest and its icons.
 * No outside service: satori draws text as vector paths with the bundled Inter font, sharp rasterises.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import satori from "satori";
import sharp from "sharp";
import { clientOnlyPaths, clientOnlyPrefixes, privateEntryPaths } from "#site/client-paths.ts";
import { site } from "#site/facts.ts";
import { ogImageSize } from "../../web/lib/og.ts";

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

export type PageInfo = {
  file: string;
  title: string;
  description: string;
  canonical: string | null;
  ogImage: string | null;
  indexable: boolean;
};

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? null;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function readPageInfo(file: string, html: string): PageInfo {
  const meta = (key: string) =>
    attr(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return {
    file,
    title: decodeEntities(
      meta("og:title") ?? attr(html, /<title>([^<]*)<\/title>/) ?? site.brand.name,
    ),
    description: decodeEntities(meta("description") ?? ""),
    canonical: attr(html, /<link rel="canonical" href="([^"]+)"/),
    ogImage: meta("og:image"),
    indexable: !/<meta name="robots" content="[^"]*noindex/.test(html),
  };
}

/** The page title without the " | Brand" suffix, for the picture. */
function headline(title: string): string {
  return title
    .replace(new RegExp(`\\s*\\|\\s*${site.brand.name}$`), "")
    .replace(`${site.brand.name}: `, "");
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

export async function drawOgImage(title: string, section: string): Promise<Buffer> {
  const tree = h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "flex-end",
      padding: "72px 80px",
      backgroundColor: "#060a14",
      backgroundImage:
        "radial-gradient(circle at 85% 0%, rgba(36,83,230,0.55), rgba(6,10,20,0) 60%)",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      h(
        "div",
        {
          display: "flex",
          alignItems: "center",
          gap: "20px",
          position: "absolute",
          top: "72px",
          left: "80px",
        },
        [
          h(
            "div",
            {
              width: "64px",
              height: "64px",
              borderRadius: "18px",
              backgroundColor: "#2453e6",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              fontSize: "38px",
              fontWeight: 800,
            },
            site.brand.name.charAt(0),
          ),
          h("div", { fontSize: "34px", fontWeight: 700 }, site.brand.name),
        ],
      ),
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          gap: "20px",
          width: "1040px",
          position: "absolute",
          left: "80px",
          bottom: "140px",
        },
        [
          h(
            "div",
            {
              fontSize: "26px",
              fontWeight: 600,
              color: "#93b4ff",
              textTransform: "uppercase",
              letterSpacing: "3px",
            },
            section,
          ),
          h(
            "div",
            {
              display: "flex",
              width: "1040px",
              fontSize: title.length > 48 ? "60px" : "68px",
              fontWeight: 800,
              lineHeight: 1.1,
            },
            title,
          ),
        ],
      ),
      h(
        "div",
        {
          display: "flex",
          fontSize: "26px",
          fontWeight: 500,
          color: "#cbd5e1",
          position: "absolute",
          left: "80px",
          bottom: "72px",
        },
        site.brand.tagline,
      ),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    ...ogImageSize,
    fonts: [
      { name: "Inter", data: font(500), weight: 500, style: "normal" },
      { name: "Inter", data: font(600), weight: 600, style: "normal" },
      { name: "Inter", data: font(700), weight: 700, style: "normal" },
      { name: "Inter", data: font(800), weight: 800, style: "normal" },
    ],
  });
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

const sectionLabels: Array<[RegExp, string]> = [
  [/^\/webdevelopment\//, "Web development"],
  [/^\/graphicdesign\//, "Graphic design"],
  [/^\/itsoftware\//, "IT & software"],
  [/^\/videoanimation\//, "Video animation"],
  [/^\/services\//, "Services"],
  [/^\/portfolio/, "Portfolio"],
  [/^\/insights/, "Insights"],
];

function sectionOf(path: string): string {
  return sectionLabels.find(([pattern]) => pattern.test(path))?.[1] ?? "Karachi · Worldwide";
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(urls: readonly string[], lastModified: string): string {
  const entries = urls.map(
    (loc) => `  <url><loc>${xmlEscape(loc)}</loc><lastmod>${lastModified}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  const privatePaths = [...clientOnlyPaths, ...privateEntryPaths];
  const disallowed = [...new Set([...privatePaths, ...clientOnlyPrefixes, "/api/"])].sort();
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

async function writeManifestAndIcons(clientDir: string) {
  const icon = readFileSync(join("public", "favicon.svg"));
  mkdirSync(join(clientDir, "icons"), { recursive: true });
  for (const size of [192, 512]) {
    await sharp(icon, { density: 600 })
      .resize(size, size)
      .png()
      .toFile(join(clientDir, "icons", `icon-${size}.png`));
  }
  // Maskable: the mark inside the safe zone on the brand colour.
  await sharp({ create: { width: 512, height: 512, channels: 4, background: "#2453e6" } })
    .composite([
      {
        input: await sharp(icon, { density: 600 }).resize(360, 360).png().toBuffer(),
        gravity: "center",
      },
    ])
    .png()
    .toFile(join(clientDir, "icons", "icon-maskable-512.png"));
  await sharp(icon, { density: 600 })
    .resize(180, 180)
    .png()
    .toFile(join(clientDir, "icons", "apple-touch-icon.png"));
  const manifest = {
    name: site.brand.name,
    short_name: site.brand.shortName,
    description: `${site.brand.tagline}.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#060a14",
    theme_color: "#060a14",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
  writeFileSync(join(clientDir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Writes every asset; `pages` are the prerendered HTML files keyed by their path in the build. */
export async function writeSeoAssets(
  clientDir: string,
  pages: ReadonlyMap<string, string>,
  publicUrl: string,
) {
  const infos = [...pages].map(([file, html]) => readPageInfo(file, html));
  const drawn = new Set<string>();
  for (const info of infos) {
    if (!info.ogImage || drawn.has(info.ogImage)) continue;
    drawn.add(info.ogImage);
    const imagePath = new URL(info.ogImage).pathname;
    const pagePath =
      info.file === "index.html" ? "/" : `/${info.file.replace(/\/?index\.html$/, "")}`;
    const target = join(clientDir, imagePath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await drawOgImage(headline(info.title), sectionOf(pagePath)));
  }
  const canonical = [
    ...new Set(
      infos.filter((info) => info.indexable && info.canonical).map((info) => info.canonical!),
    ),
  ].sort();
  const lastModified = new Date().toISOString().slice(0, 10);
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(canonical, lastModified));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(publicUrl));
  await writeManifestAndIcons(clientDir);
  return { ogImages: drawn.size, sitemapUrls: canonical.length };
}
