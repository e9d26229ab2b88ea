import { Component, type ReactNode, Suspense, useState } from "react";
import { links, site } from "#site/facts.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { MenuPanel } from "./menu-panel.tsx";

/**
 * The menu's contents load when someone reaches for the menu button (pointer, focus or touch),
 * not with every page: most visits never open it, and a phone's first load stays lighter.
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

/** The site's menu below 1024 px: the links of the header and more, in the menu panel. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);

  return (
    <MenuPanel open={open} onClose={onClose} label="Menu" heading={site.brand.name}>
      {requested && (
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
      )}
    </MenuPanel>
  );
}
