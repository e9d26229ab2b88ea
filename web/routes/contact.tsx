import type { ReactNode } from "react";
import { bookingPath } from "#contract/booking-fields.ts";
import { fullAddress, links, site } from "#site/facts.ts";
import { contactImages } from "#web/assets/generated/contact.ts";
import { ContactForm } from "#web/components/contact/contact-form.tsx";
import { MapFacade } from "#web/components/contact/map-facade.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { contactContent } from "#web/content/contact.ts";
import { reveal } from "#web/lib/effects.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { businessData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/contact";

export const loader = () =>
  pageData(contactContent, {
    ...contactContent.meta,
    path: "/contact",
    structuredData: businessData(),
  });
export const meta = metaFromData;

type Phone = (typeof site.contact.phones)[number];

function InfoCard({
  id,
  icon,
  title,
  children,
  className = "",
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-8 ${className}`}
      {...reveal()}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700"
        >
          {icon}
        </span>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

const rowLink =
  "inline-flex min-h-11 items-center gap-3 font-medium text-ink-900 [overflow-wrap:anywhere] hover:text-accent-700 hover:underline";

/** One line of a card's contact list: a number to call or an address to write to. */
function ContactRow({
  href,
  icon,
  children,
}: {
  href: string;
  icon: "phone" | "mail";
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} className={rowLink}>
        <Icon name={icon} aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
        {children}
      </a>
    </li>
  );
}

function PhoneRow({ phone }: { phone: Phone }) {
  return (
    <ContactRow href={links.tel(phone.tel)} icon="phone">
      <span className="sr-only">{phone.label}: </span>
      {phone.display}
    </ContactRow>
  );
}

function MailRow({ email }: { email: string }) {
  return (
    <ContactRow href={links.mailto(email)} icon="mail">
      {email}
    </ContactRow>
  );
}

export default function Contact({ loaderData: { content } }: Route.ComponentProps) {
  const firstPhone = site.contact.phones[0];
  return (
    <>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        // Desktop only: on a phone, call and chat come first.
        aside={<HeroPanel icon="message-circle" {...content.hero.panel} />}
        asideClassName="hidden lg:block"
      >
        <div className="mt-9 flex flex-wrap gap-3">
          <ButtonLink to={links.tel(firstPhone.tel)} size="lg">
            <Icon name="phone" aria-hidden="true" className="size-5" />
            {content.hero.call} <span className="whitespace-nowrap">{firstPhone.display}</span>
          </ButtonLink>
          <ButtonLink
            to={links.chat()}
            size="lg"
            variant="outline-inverse"
            target="_blank"
            rel="noopener"
          >
            <Icon name="message-circle" aria-hidden="true" className="size-5" />
            {content.hero.chat}
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonLink>
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <ButtonLink to={bookingPath()} size="lg" variant="outline-inverse">
            <Icon name="calendar" aria-hidden="true" className="size-5" />
            {content.hero.book}
          </ButtonLink>
          <ButtonLink to="#message" size="lg" variant="outline-inverse">
            <Icon name="mail" aria-hidden="true" className="size-5" />
            {content.hero.write}
          </ButtonLink>
        </div>
        <p className="mt-5 text-sm text-slate-300">{content.hero.note}</p>
      </Hero>

      <Section>
        <div className="grid items-start gap-6 lg:grid-cols-12 lg:gap-8">
          <div className="grid gap-6 lg:col-span-5">
            <InfoCard
              id="sales-title"
              title={content.sales.title}
              icon={<Icon name="briefcase" className="size-5" strokeWidth={1.75} />}
            >
              <p className="text-slate-600">{content.sales.text}</p>
              <ul className="mt-4">
                <MailRow email={site.contact.salesEmail} />
                {site.contact.phones.map((phone) => (
                  <PhoneRow key={phone.tel} phone={phone} />
                ))}
              </ul>
            </InfoCard>

            <InfoCard
              id="hours-title"
              title={content.hours.title}
              icon={<Icon name="clock" className="size-5" strokeWidth={1.75} />}
            >
              <ul className="grid gap-3">
                <li>
                  <p className="font-semibold text-ink-900">{site.hours.label}</p>
                  <p className="text-slate-600">{site.hours.timezoneLabel}</p>
                </li>
                <li className="font-semibold text-ink-900">{site.hours.closedLabel}</li>
              </ul>
              {/* Not office hours: a separate promise, kept visibly apart from the closed day. */}
              <div className="mt-5 flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <Icon
                  name="headphones"
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-700"
                />
                <p>
                  <span className="block font-semibold text-ink-900">
                    {content.hours.supportTitle}
                  </span>
                  <span className="text-slate-600">{content.hours.support}</span>
                </p>
              </div>
            </InfoCard>
          </div>

          <section
            aria-labelledby="message-title"
            id="message"
            className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 lg:col-span-7"
          >
            <h2 id="message-title" className="text-2xl font-bold sm:text-3xl">
              {content.form.title}
            </h2>
            <p className="mt-2 mb-6 text-slate-600">{content.form.lead}</p>
            <ContactForm text={content.form} />
          </section>
        </div>

        <InfoCard
          id="office-title"
          className="mt-6 lg:mt-8"
          title={content.office.title}
          icon={<Icon name="map-pin" className="size-5" strokeWidth={1.75} />}
        >
          <div className="grid gap-8 lg:grid-cols-[0.8fr_1.2fr] lg:gap-12">
            <div>
              <address className="text-lg not-italic text-ink-900">
                {site.brand.name}
                <br />
                {site.contact.address.street}
                <br />
                {site.contact.address.city} {site.contact.address.postalCode}
                <br />
                {site.contact.address.region}, {site.contact.address.country}
              </address>
              <p className="mt-4 text-slate-600">{content.office.text}</p>
              <ul className="mt-4">
                <PhoneRow phone={firstPhone} />
                <MailRow email={site.contact.email} />
              </ul>
            </div>
            <MapFacade
              preview={contactImages["map-preview"]}
              previewAlt={`${content.office.previewAlt}: ${fullAddress}`}
              embedUrl={links.mapEmbed()}
              openUrl={links.mapOpen()}
              mapTitle={content.office.mapTitle}
              loadLabel={content.office.loadLabel}
              loadNote={content.office.loadNote}
              openLabel={content.office.openLabel}
            />
          </div>
        </InfoCard>
      </Section>

      <CallToAction title={content.cta.title} lead={content.cta.lead} action={content.cta.action} />
    </>
  );
}
