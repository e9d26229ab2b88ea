import { Component, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { links, site } from "#site/facts.ts";
import { CloseButton } from "#web/components/ui/close-button.tsx";
import { useModal } from "#web/components/ui/use-modal.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";

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

/**
 * The mobile menu: a side panel over an overlay, built on a modal <dialog> so focus stays
 * inside and the page behind is inert. Page scroll is locked while it is open (app.css).
 */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModal(open);
  const { key } = useLocation();
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation, also to the page already shown
  useEffect(() => onClose(), [key]);

  return (
    <dialog
      ref={ref}
      aria-label="Menu"
      data-scroll-lock
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent lg:hidden"
    >
      <div
        data-testid="drawer-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-ink-950/60"
      />
      <div className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white text-slate-700 shadow-2xl">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <p className="font-bold text-ink-900">{site.brand.name}</p>
          <CloseButton
            label="Close menu"
            onClick={onClose}
            className="text-slate-600"
            iconClassName="size-6"
          />
        </div>
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
      </div>
    </dialog>
  );
}
