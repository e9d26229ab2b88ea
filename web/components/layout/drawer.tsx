import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "#web/components/ui/button";
import { Icon } from "#web/components/ui/icon";
import {
  contactLink,
  drawerServicesMenu,
  isActivePath,
  type NavLink,
  portfolioMenu,
  primaryLinks,
} from "#web/content/navigation";
import { fullAddress, links, site } from "#web/content/site";
import { useDisplayPathname } from "#web/lib/use-display-pathname";
import { InstallAppButton } from "./install-app";

function Accordion({ label, items }: { label: string; items: NavLink[] }) {
  const pathname = useDisplayPathname();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on every navigation, also to the page already shown
  useEffect(() => setOpen(false), [key]);

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between rounded-xl px-3 font-semibold text-ink-900 hover:bg-slate-50"
      >
        {label}
        <Icon
          name="chevron-down"
          aria-hidden="true"
          className={`size-5 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!open} className="mb-2 ml-3 border-l border-slate-200 pl-3">
        {items.map((item) => {
          const active = isActivePath(item.to, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? "page" : undefined}
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

/**
 * The mobile menu: a side panel over an overlay, built on a modal <dialog> so focus stays
 * inside and the page behind is inert. Page scroll is locked while it is open.
 */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const pathname = useDisplayPathname();
  const { key } = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.classList.toggle("scroll-locked", open);
    return () => document.documentElement.classList.remove("scroll-locked");
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation, also to the page already shown
  useEffect(() => onClose(), [key]);

  return (
    <dialog
      ref={ref}
      aria-label="Menu"
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
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink-900"
          >
            <Icon name="x" aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-1">
            {primaryLinks.map((link) => {
              const active = isActivePath(link.to, pathname);
              return (
                <li key={link.to}>
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
            })}
            <Accordion label="Services" items={drawerServicesMenu} />
            <Accordion label="Portfolio" items={portfolioMenu} />
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
            <p className="flex gap-3">
              <Icon
                name="map-pin"
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 text-accent-700"
              />
              {fullAddress}
            </p>
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
      </div>
    </dialog>
  );
}
