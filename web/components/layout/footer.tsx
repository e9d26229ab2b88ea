import { type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { fullAddress, links, type SocialLink, site } from "#site/facts.ts";
import { footerQuickLinks } from "#site/navigation.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { SocialIcon } from "#web/components/ui/social-icon.tsx";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { IconLine } from "./icon-line.tsx";
import { HomeLink } from "./logo.tsx";

/**
 * The footer's newsletter box hydrates from a file of its own: every page shows it, few visitors
 * use it, and until its code arrives it is the prerendered native form, which works without it.
 */
const newsletter = lazyPart(() =>
  import("./newsletter-form.tsx").then((module) => module.NewsletterForm),
);

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-[0.12em] text-white uppercase">{title}</h2>
      <div className="mt-4 text-[0.9375rem]">{children}</div>
    </div>
  );
}

function SocialLinks({ items }: { items: readonly SocialLink[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener"
            aria-label={`${item.label} (opens in a new tab)`}
            className="grid size-11 place-items-center rounded-full border border-white/15 text-slate-300 transition-colors duration-200 hover:border-accent-400 hover:text-white"
          >
            <SocialIcon name={item.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const rowLink = "inline-flex min-h-11 items-center gap-3 hover:text-white";

/** A number to call; the label, where the number has one, is read out before it. */
function PhoneLink({ phone }: { phone: { tel: string; display: string; label?: string } }) {
  return (
    <a href={links.tel(phone.tel)} className={rowLink}>
      <Icon name="phone" aria-hidden="true" className="size-4 text-accent-300" />
      {phone.label && <span className="sr-only">{phone.label}: </span>}
      <span className="whitespace-nowrap">{phone.display}</span>
    </a>
  );
}

function MailLink({ email }: { email: string }) {
  return (
    <a href={links.mailto(email)} className={`${rowLink} [overflow-wrap:anywhere]`}>
      <Icon name="mail" aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
      {email}
    </a>
  );
}

/**
 * Not styled or laid out while off screen, like the sections below a hero (app.css): opening the
 * mobile menu's modal dialog restyles the whole rendered page, and the footer's hundred elements
 * were a quarter of that tap's answer on a slow phone (docs/performance.md). Its dark background
 * is the footer's own box, which stays rendered and hit-tested. The sizes are its heights at
 * 375, 768 and 1440 px, kept until it has been rendered once (`auto`).
 */
const offScreenSkipped =
  "[content-visibility:auto] [contain-intrinsic-size:auto_1625px] sm:[contain-intrinsic-size:auto_1065px] lg:[contain-intrinsic-size:auto_545px]";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={`bg-ink-950 text-slate-300 ${offScreenSkipped}`}>
      <Container className="grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-[1.15fr_0.7fr_1.25fr_1.2fr_1.1fr]">
        <Column title="Follow us">
          <HomeLink className="inline-flex min-h-11 items-center" />
          <p className="mt-3 mb-5 text-slate-400">
            {site.brand.tagline}. Part of {site.parent.name}, alongside {site.sister.name}.
          </p>
          <SocialLinks items={site.social} />
        </Column>
        <Column title="Quick links">
          <ul>
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={rowLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Contact">
          <address className="not-italic">
            <ul>
              {site.contact.phones.map((phone) => (
                <li key={phone.tel}>
                  <PhoneLink phone={phone} />
                </li>
              ))}
              <li>
                <MailLink email={site.contact.email} />
              </li>
              <IconLine
                as="li"
                icon="map-pin"
                iconColor="text-accent-300"
                className="mt-2 flex gap-3"
              >
                {fullAddress}
              </IconLine>
            </ul>
          </address>
        </Column>
        <Column title="Opening hours">
          <IconLine icon="clock" iconColor="text-accent-300" className="flex gap-3">
            <span>
              {site.hours.label} ({site.hours.timezoneLabel})
              <br />
              {site.hours.closedLabel}
            </span>
          </IconLine>
          <Suspense>
            <newsletter.Part />
          </Suspense>
        </Column>
        <Column title={site.host.name}>
          <ul className="mb-4">
            <li>
              <PhoneLink phone={site.host.phone} />
            </li>
            <li>
              <MailLink email={site.host.email} />
            </li>
          </ul>
          <SocialLinks items={site.host.social} />
        </Column>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {year} {site.brand.name}. All rights reserved.
          </p>
          <p>
            <Link to="/privacypolicy" className="hover:text-white">
              Privacy Policy
            </Link>
          </p>
        </Container>
      </div>
    </footer>
  );
}
