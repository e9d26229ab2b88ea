import { fullAddress, links, site } from "#site/facts.ts";
import { IconLine } from "#web/components/layout/icon-line.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { type PrivacyBlock, privacyContent } from "#web/content/privacy.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/privacy-policy";

/** Served at /privacypolicy and its alias /privacy-policy; both name the first as canonical. */
const canonicalPath = "/privacypolicy";

export const loader = () =>
  pageData(privacyContent, { ...privacyContent.meta, path: canonicalPath });
export const meta = metaFromData;

function RequestCard({ subject }: { subject: string }) {
  return (
    <div className="not-prose mt-6 rounded-[var(--radius-card)] border border-accent-100 bg-accent-50 p-6">
      <p className="font-semibold text-ink-900">Send a privacy request</p>
      <ul className="mt-3 space-y-2 text-[0.9375rem]">
        <IconLine
          as="li"
          icon="mail"
          iconColor="text-accent-700"
          className="flex items-start gap-3"
        >
          <span>
            E-mail{" "}
            <a
              href={links.mailto(site.contact.email, subject)}
              className="font-medium break-all text-accent-700 underline"
            >
              {site.contact.email}
            </a>{" "}
            with the subject “{subject}”.
          </span>
        </IconLine>
        <IconLine
          as="li"
          icon="map-pin"
          iconColor="text-accent-700"
          className="flex items-start gap-3"
        >
          <span>
            Or write to {site.brand.name}, {fullAddress}.
          </span>
        </IconLine>
      </ul>
      <ButtonLink to={links.mailto(site.contact.email, subject)} className="mt-5">
        <Icon name="mail" aria-hidden="true" className="size-4" />
        E-mail a Privacy Request
      </ButtonLink>
    </div>
  );
}

function Block({ block, subject }: { block: PrivacyBlock; subject: string }) {
  switch (block.kind) {
    case "p":
      return <p className="mt-4 text-slate-700">{block.text}</p>;
    case "h3":
      return <h3 className="mt-8 text-lg font-semibold">{block.text}</h3>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-accent-600">
          {block.items.map((item) => (
            <li key={item.text}>
              {item.term && <strong className="font-semibold text-ink-900">{item.term}: </strong>}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case "request":
      return <RequestCard subject={subject} />;
  }
}

export default function PrivacyPolicy({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        note={
          <>
            Last updated{" "}
            <time dateTime={content.lastUpdated.iso} className="font-semibold text-white">
              {content.lastUpdated.label}
            </time>
          </>
        }
      />

      <Section>
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-1 border-l border-slate-200">
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px flex min-h-11 items-center border-l-2 border-transparent pl-4 text-[0.9375rem] text-slate-600 hover:border-accent-600 hover:text-ink-900"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-3xl">
            {content.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className={index > 0 ? "mt-12 border-t border-slate-200 pt-12" : ""}
              >
                <h2 id={`${section.id}-title`} className="text-2xl font-bold sm:text-3xl">
                  {section.title}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  <Block
                    // Blocks are static text in a fixed order.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the order never changes
                    key={blockIndex}
                    block={block}
                    subject={content.requestSubject}
                  />
                ))}
              </section>
            ))}
          </article>
        </div>
      </Section>

      <CallToAction
        title="Questions about your data?"
        // The policy states the reply time for requests itself; the page says it once.
        lead="Ask us anything about this policy or how we handle your information."
        action={{ label: "Contact Us", to: "/contact" }}
      />
    </>
  );
}
