import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { site } from "#site/facts.ts";
import {
  contactLink,
  insightsLink,
  isActivePath,
  isServicesPath,
  type NavLink as NavLinkData,
  portfolioMenu,
  primaryLinks,
  servicesMenu,
} from "#site/navigation.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { useDisplayPathname } from "#web/lib/use-display-pathname.ts";
import { Drawer, drawerId, preloadDrawerMenu } from "./drawer.tsx";
import { HomeLink } from "./logo.tsx";
import { MenuButton } from "./menu-button.tsx";
import { SearchButton } from "./search-button.tsx";
import type { SectionMenuProps } from "./section-menu.tsx";
import { isPortfolioPath, useSectionMenu } from "./section-menu.tsx";
import { SkipLink } from "./skip-link.tsx";

/** The page counts as scrolled once it has moved more than this many pixels. */
export const SCROLLED_THRESHOLD = 8;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

const linkClass = (active: boolean) =>
  // Tighter below 1280 px, where the menu (parent company to Insights) shares 1024 px with the logo,
  // search and Contact Us, one line each.
  `inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2.5 text-[0.9375rem] font-medium transition-colors duration-200 xl:px-3.5 ${
    active ? "bg-white/10 text-white" : "text-slate-300 hover:text-white"
  }`;

/** Desktop link honouring the specification's active rule. */
function TopLink({ link }: { link: NavLinkData }) {
  const pathname = useDisplayPathname();
  const active = isActivePath(link.to, pathname);
  return (
    <Link to={link.to} className={linkClass(active)} aria-current={active ? "page" : undefined}>
      {link.label}
    </Link>
  );
}

/**
 * A section's menu in the desktop header: a native popover under its button, so it opens,
 * closes on Escape or a click outside, and gives way to the other menu before the page's code
 * has run (and without it); the browser also tells assistive technology whether it is open.
 * Once the app runs, a page shown through it closes it.
 */
function Dropdown({ id, label, items, isSectionPath }: SectionMenuProps & { id: string }) {
  const { inSection: active, itemState } = useSectionMenu({ items, isSectionPath });
  const menu = useRef<HTMLDivElement>(null);
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation, also to the page already shown
  useEffect(() => menu.current?.hidePopover?.(), [key]);

  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={id}
        // "true", not "page": the button stands for the section the current page is in.
        aria-current={active ? "true" : undefined}
        className={`${linkClass(active)} gap-1`}
      >
        {label}
        <Icon
          name="chevron-down"
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-has-[:popover-open]:rotate-180"
        />
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        className="header-menu w-[22rem] rounded-2xl border border-slate-200 bg-white p-2 shadow-[var(--shadow-lift)]"
      >
        <ul>
          {items.map((item) => {
            const { current, ariaCurrent } = itemState(item.to);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={ariaCurrent}
                  className={`block rounded-xl px-4 py-2.5 transition-colors duration-150 hover:bg-accent-50 ${
                    current ? "bg-accent-50" : ""
                  }`}
                >
                  <span
                    className={`block font-semibold ${current ? "text-accent-700" : "text-ink-900"}`}
                  >
                    {item.label}
                  </span>
                  {item.description && (
                    <span className="block text-sm text-slate-600">{item.description}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export function Header() {
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathname = useDisplayPathname();
  const contactActive = isActivePath(contactLink.to, pathname);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      // The scrolled style changes colour and shadow only: a bar that changed height would
      // shift the page below it.
      className={`sticky top-0 z-40 text-white transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? "border-b border-white/10 bg-ink-950/95 shadow-[0_8px_24px_-12px_rgb(0_0_0/0.6)] backdrop-blur"
          : "border-b border-transparent bg-ink-950"
      }`}
    >
      <SkipLink />
      {/* Logo, search, Contact Us and the menu button share 335 px at 375: on phones the round
          buttons' own padding is the space between them, and the menu icon's edge, not its
          button's, lines up with the page's edge. */}
      <Container className="flex h-[4.5rem] items-center min-[420px]:gap-2 sm:gap-4">
        <HomeLink className="mr-auto flex min-h-11 shrink-0 items-center rounded-lg" />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <a href={site.parent.href} className={linkClass(false)} target="_blank" rel="noopener">
            {site.parent.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {primaryLinks.map((link) => (
            <TopLink key={link.to} link={link} />
          ))}
          <Dropdown
            id="menu-services"
            label="Services"
            items={servicesMenu}
            isSectionPath={isServicesPath}
          />
          <Dropdown
            id="menu-portfolio"
            label="Portfolio"
            items={portfolioMenu}
            isSectionPath={isPortfolioPath}
          />
          <TopLink link={insightsLink} />
        </nav>
        <SearchButton className="text-white" />
        <ButtonLink
          to={contactLink.to}
          // Below 360 px there is no room beside the logo; the drawer carries Contact Us there.
          size="compact"
          className="shrink-0 whitespace-nowrap max-[359px]:hidden max-[419px]:px-3"
          aria-current={contactActive ? "page" : undefined}
          variant={contactActive ? "inverse" : "primary"}
        >
          {contactLink.label}
        </ButtonLink>
        <MenuButton
          open={drawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onPreload={preloadDrawerMenu}
          controls={drawerId}
          className="-mr-2.5 text-white"
        />
      </Container>
      <Drawer
        open={drawerOpen}
        onOpen={() => setDrawerOpen(true)}
        onClose={() => setDrawerOpen(false)}
      />
    </header>
  );
}
