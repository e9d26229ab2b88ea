import { Link, useNavigate } from "react-router";
import { fullAddress, links, site } from "#site/facts.ts";
import {
  contactLink,
  drawerServicesMenu,
  insightsLink,
  isActivePath,
  isServicesPath,
  type NavLink,
  portfolioMenu,
  primaryLinks,
} from "#site/navigation.ts";
import { SearchForm } from "#web/components/search/search-form.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { useDisplayPathname } from "#web/lib/use-display-pathname.ts";
import { IconLine } from "./icon-line.tsx";
import { InstallAppButton } from "./install-app.tsx";
import type { SectionMenuProps } from "./section-menu.tsx";
import { isPortfolioPath, MenuChevron, useSectionMenu } from "./section-menu.tsx";

function DrawerLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const active = isActivePath(link.to, pathname);
  return (
    <li>
      <Link
        to={link.to}
        aria-current={active ? "page" : undefined}
        className={`flex min-h-12 items-center rounded-xl px-3 font-semibold hover:bg-slate-50 ${
          active ? "bg-accent-50 text-accent-700" : "text-ink-900"
        }`}
      >
        {link.label}
      </Link>
    </li>
  );
}

function Accordion({ label, items, isSectionPath }: SectionMenuProps) {
  const { open, inSection, listId, toggleProps, itemState } = useSectionMenu({
    items,
    isSectionPath,
  });

  return (
    <li>
      <button
        type="button"
        {...toggleProps}
        className={`flex min-h-12 w-full items-center justify-between rounded-xl px-3 font-semibold hover:bg-slate-50 ${
          inSection ? "bg-accent-50 text-accent-700" : "text-ink-900"
        }`}
      >
        {label}
        <MenuChevron open={open} size="size-5" />
      </button>
      <ul id={listId} hidden={!open} className="mb-2 ml-3 border-l border-slate-200 pl-3">
        {items.map((item) => {
          const { current: active, ariaCurrent } = itemState(item.to);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={ariaCurrent}
                className={`flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] hover:bg-slate-50 ${
                  active ? "font-semibold text-accent-700" : "text-slate-700"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** What the mobile menu holds: the links, Install Now, the contact block and Contact Us. */
export function DrawerMenu() {
  const pathname = useDisplayPathname();
  const navigate = useNavigate();
  return (
    <>
      <SearchForm
        id="drawer-search-q"
        className="px-5 pt-4"
        onSubmit={(query) => navigate(query ? `/search?q=${encodeURIComponent(query)}` : "/search")}
      />
      <nav aria-label="Mobile" className="px-3 py-4">
        <ul className="space-y-1">
          {primaryLinks.map((link) => (
            <DrawerLink key={link.to} link={link} pathname={pathname} />
          ))}
          <Accordion label="Services" items={drawerServicesMenu} isSectionPath={isServicesPath} />
          <Accordion label="Portfolio" items={portfolioMenu} isSectionPath={isPortfolioPath} />
          <DrawerLink link={insightsLink} pathname={pathname} />
          <li>
            <a
              href={site.parent.href}
              target="_blank"
              rel="noopener"
              className="flex min-h-12 items-center rounded-xl px-3 font-semibold text-ink-900 hover:bg-slate-50"
            >
              {site.parent.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </nav>
      <div className="mt-auto space-y-5 border-t border-slate-200 px-5 py-6">
        <InstallAppButton />
        <address className="space-y-3 text-[0.9375rem] not-italic">
          {site.contact.phones.map((phone) => (
            <a
              key={phone.tel}
              href={links.tel(phone.tel)}
              className="flex min-h-11 items-center gap-3 hover:text-accent-700"
            >
              <Icon name="phone" aria-hidden="true" className="size-4 text-accent-700" />
              <span>
                <span className="sr-only">{phone.label}: </span>
                {phone.display}
              </span>
            </a>
          ))}
          <IconLine icon="map-pin" iconColor="text-accent-700" className="flex gap-3">
            {fullAddress}
          </IconLine>
          <a
            href={links.mailto(site.contact.email)}
            className="flex min-h-11 items-center gap-3 [overflow-wrap:anywhere] hover:text-accent-700"
          >
            <Icon name="mail" aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
            {site.contact.email}
          </a>
        </address>
        <ButtonLink to={contactLink.to} className="w-full">
          {contactLink.label}
        </ButtonLink>
      </div>
    </>
  );
}
