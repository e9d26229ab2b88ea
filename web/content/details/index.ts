import { allServicePages } from "#content-collections";
import type { NavLink } from "#site/navigation.ts";
import type { IconName } from "#web/components/ui/icon-names.ts";
import { detailArt } from "../hero-art/details/index.ts";
import { withFacts } from "../shared/placeholders.ts";
import { detailAliases, detailOrder, sectionHubs } from "./order.ts";
import { packagePrice } from "./prices.ts";
import {
  type DetailEntry,
  type DetailSection,
  detailPath,
  detailSections,
  type ParsedDetailPage,
} from "./schema.ts";

type ServicePageFile = (typeof allServicePages)[number];

/**
 * A page's entry (content/service-pages/<section>/<slug>.yaml, validated at build) put
 * together with what is not words: its picture (web/content/hero-art/details/), its packages' prices
 * (content/prices/) and the company facts its text names. Vite-only: import this from loaders
 * and tests, never from build configuration (the prerender list comes from order.ts).
 */
function assemble({ _meta, standIn: _standIn, ...entry }: ServicePageFile): ParsedDetailPage {
  const [section = "", slug = ""] = _meta.path.split("/");
  if (!(detailSections as readonly string[]).includes(section) || !slug) {
    throw new Error(
      `content/service-pages/${_meta.filePath}: a service page lives in a section's folder (${detailSections.join(", ")})`,
    );
  }
  const art = detailArt[_meta.path];
  if (!art) throw new Error(`No picture for ${_meta.path} in web/content/hero-art/details/`);
  const page: Omit<DetailEntry, "standIn"> = withFacts(entry);
  return {
    ...page,
    section: section as DetailSection,
    slug,
    hero: { ...page.hero, art },
    packages: page.packages && {
      ...page.packages,
      items: page.packages.items.map(({ price, ...item }) =>
        price ? { ...item, price: packagePrice(price) } : item,
      ),
    },
  };
}

const entries = new Map<string, ParsedDetailPage>();
for (const file of allServicePages) {
  const page = assemble(file);
  entries.set(detailPath(page), page);
}

/** All entries as written, keyed by path (the two video animation twins are not entries). */
export const detailPages: ReadonlyMap<string, ParsedDetailPage> = entries;

/** A link of a section's sidebar, with the icon of its page. */
export type SidebarEntry = NavLink & { icon: IconName };

export type ResolvedDetailPage = {
  /** The page's own URL */
  path: string;
  /** The URL search engines should index: a twin points at its primary */
  canonicalPath: string;
  section: DetailSection;
  page: ParsedDetailPage;
  hub: { label: string; path: string };
  sidebar: SidebarEntry[];
};

function entryFor(section: DetailSection, slug: string): ParsedDetailPage | undefined {
  const alias = detailAliases[section]?.[slug];
  return entries.get(alias ? detailPath(alias) : `/${section}/${slug}`);
}

/** The pages of one section, in the order of the specification. */
export function sectionPages(section: DetailSection): SidebarEntry[] {
  return detailOrder[section].flatMap((slug) => {
    const page = entryFor(section, slug);
    return page ? [{ label: page.navLabel, to: `/${section}/${slug}`, icon: page.icon }] : [];
  });
}

function isSection(value: string): value is DetailSection {
  return Object.hasOwn(detailOrder, value);
}

/**
 * The page at /<section>/<slug>, ready to render, or undefined when there is none. A twin
 * renders its primary's content with its own sidebar and breadcrumbs.
 */
export function getDetailPage(section: string, slug: string): ResolvedDetailPage | undefined {
  if (!isSection(section)) return undefined;
  if (!(detailOrder[section] as readonly string[]).includes(slug)) return undefined;
  const entry = entryFor(section, slug);
  if (!entry) return undefined;
  const page = entry;
  const path = `/${section}/${slug}`;
  const alias = detailAliases[section]?.[slug];
  return {
    path,
    canonicalPath: page.canonicalPath ?? (alias ? detailPath(alias) : path),
    section,
    page,
    hub: sectionHubs[section],
    sidebar: sectionPages(section),
  };
}
