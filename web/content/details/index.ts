import type { NavLink } from "#site/navigation.ts";
import type { IconName } from "#web/components/ui/icon-names.ts";
import { detailAliases, detailOrder, sectionHubs } from "./order.ts";
import {
  type DetailPage,
  type DetailSection,
  detailPageSchema,
  detailPath,
  type ParsedDetailPage,
} from "./schema.ts";

/**
 * Every detail page entry, one file per page under <section>/<slug>.ts. The glob picks up new
 * files without a shared list to edit. Vite-only: import this from loaders and tests, never from
 * build configuration (the prerender list comes from order.ts).
 */
const modules = import.meta.glob<{ default: DetailPage }>(["./*/*.ts", "!./*/*.test.ts"], {
  eager: true,
});

const entries = new Map<string, DetailPage>();
for (const [file, module] of Object.entries(modules)) {
  const page = module.default;
  const key = detailPath(page);
  if (file !== `.${key}.ts`) {
    throw new Error(`Detail page ${file} declares ${key}; the file name must match its path.`);
  }
  entries.set(key, page);
}

/** All entries as written, keyed by path (the two video animation twins are not entries). */
export const detailPages: ReadonlyMap<string, DetailPage> = entries;

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

function entryFor(section: DetailSection, slug: string): DetailPage | undefined {
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
  const page = detailPageSchema.parse(entry);
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
