import { Component, type ReactNode, Suspense } from "react";
import { links, site } from "#site/facts.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { MenuPanel } from "./menu-panel.tsx";

/**
 * The menu's contents are a chunk of their own, not in the scripts a page needs to hydrate: it
 * loads as the page hydrates (or when someone reaches for the menu button first), and most
 * visits never open the menu.
 */
const { Part: DrawerMenu, preload: preloadDrawerMenu } = lazyPart(() =>
  import("./drawer-menu.tsx").then((module) => module.DrawerMenu),
);

export { preloadDrawerMenu };

/** Shown in the panel if the menu's code cannot be fetched (offline, a deploy in between). */
class MenuUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="px-5 py-6 text-slate-700">
        The menu could not load. Check your connection and reload the page, or call{" "}
        <a href={links.tel(site.contact.phones[0].tel)} className="font-semibold text-accent-700">
          {site.contact.phones[0].display}
        </a>
        .
      </p>
    );
  }
}

/** The id of the site's menu, which the header's menu button opens natively. */
export const drawerId = "site-menu";

/**
 * The site's menu below 1024 px: the links of the header and more, in the menu panel. Its
 * contents are in the prerendered page, so the menu button opens it as a native command before
 * the app has run (the contents' code arrives as the page hydrates and React keeps the HTML until
 * then); a page rendered in the browser fetches them with the shell.
 */
export function Drawer({
  open,
  onOpen,
  onClose,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <MenuPanel
      id={drawerId}
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      label="Menu"
      heading={site.brand.name}
    >
      <MenuUnavailable>
        <Suspense
          fallback={
            <p role="status" className="px-5 py-6 text-slate-600">
              Loading the menu…
            </p>
          }
        >
          <DrawerMenu />
        </Suspense>
      </MenuUnavailable>
    </MenuPanel>
  );
}
