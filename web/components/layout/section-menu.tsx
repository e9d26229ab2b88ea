import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { isActivePath, isHubOfDetailPath, type NavLink } from "#site/navigation.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { useDisplayPathname } from "#web/lib/use-display-pathname.ts";

/** A menu of one section's pages: a dropdown of the header, an accordion of the drawer. */
export type SectionMenuProps = {
  label: string;
  items: NavLink[];
  /** Whether the page shown belongs to this menu's section. */
  isSectionPath: (pathname: string) => boolean;
};

/** Portfolio: the menu's pages and everything under /portfolio. */
export const isPortfolioPath = (pathname: string) => isActivePath("/portfolio", pathname);

/**
 * What a section menu knows: whether it is open (it closes on every navigation, also to the page
 * already shown), whether the page shown is in its section, the props of the button that opens
 * and closes the list (whose id is `listId`), and how each item stands to the page: it is the
 * page, or the page's section (on a detail page its hub, e.g. Web Development on
 * /webdevelopment/seo), or neither.
 */
export function useSectionMenu({ items, isSectionPath }: Omit<SectionMenuProps, "label">) {
  const pathname = useDisplayPathname();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation, also to the page already shown
  useEffect(() => setOpen(false), [key]);

  const inSection =
    isSectionPath(pathname) || items.some((item) => isActivePath(item.to, pathname));
  const itemState = (to: string) => {
    const page = isActivePath(to, pathname);
    const current = page || isHubOfDetailPath(to, pathname);
    return {
      current,
      ariaCurrent: page ? ("page" as const) : current ? ("true" as const) : undefined,
    };
  };
  const toggleProps = {
    "aria-expanded": open,
    "aria-controls": listId,
    // "true", not "page": the button stands for the section the current page is in.
    "aria-current": inSection ? ("true" as const) : undefined,
    onClick: () => setOpen((value) => !value),
  };
  return { open, setOpen, inSection, listId, toggleProps, itemState };
}

/** The toggle button's arrow, turned up while the menu is open. */
export function MenuChevron({ open, size }: { open: boolean; size: string }) {
  return (
    <Icon
      name="chevron-down"
      aria-hidden="true"
      className={`${size} transition-transform duration-200 ${open ? "rotate-180" : ""}`}
    />
  );
}
