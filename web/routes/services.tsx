import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { ServiceCards } from "#web/components/sections/service-cards.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { MarkStrip } from "#web/components/showcase/mark-strip.tsx";
import { ProcessRows } from "#web/components/showcase/process-rows.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { servicesOverviewContent } from "#web/content/services-overview.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/services";

export const loader = () =>
  pageData(servicesOverviewContent, { ...servicesOverviewContent.meta, path: "/services" });
export const meta = metaFromData;

/** The hero's picture: the eight service lines as one set of tiles, drawn in markup. */
function ServicesMosaic({ cards }: { cards: typeof servicesOverviewContent.list.cards }) {
  return (
    <div aria-hidden="true" className="hidden grid-cols-4 gap-4 lg:grid">
      {cards.map((card, index) => (
        <div
          key={card.link}
          className={`grid aspect-square place-items-center rounded-2xl border border-white/10 ${
            index % 3 === 0 ? "bg-accent-600/30 text-white" : "bg-white/5 text-accent-300"
          } ${index % 2 === 1 ? "translate-y-6" : ""}`}
        >
          <Icon name={card.icon} className="size-9" />
        </div>
      ))}
    </div>
  );
}

export default function Services({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...content.hero} aside={<ServicesMosaic cards={content.list.cards} />} />

      <Section id={content.list.id} tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={content.list.eyebrow}
          title={content.list.title}
          lead={content.list.lead}
        />
        <ServiceCards cards={content.list.cards} glow tilt={8} cta="View service" />
      </Section>

      <MarkStrip id="tools" title={content.tools.title} items={content.tools.items} />

      <Section id="why-choose-us" labelledBy="why-title">
        <div className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-start">
          <div className="lg:sticky lg:top-28">
            <SectionHeading
              id="why-title"
              eyebrow={content.why.eyebrow}
              title={content.why.title}
              lead={content.why.lead}
              align="left"
            />
            <Stats stats={content.stats} />
          </div>
          <WhyList items={content.why.points} columns={2} />
        </div>
      </Section>

      <Section id="getting-started" tone="muted" labelledBy="start-title">
        <div className="grid gap-4 lg:grid-cols-2 lg:items-end lg:gap-16">
          <SectionHeading
            id="start-title"
            eyebrow={content.start.eyebrow}
            title={content.start.title}
            align="left"
          />
          <p className="mb-12 text-lg text-slate-600">{content.start.lead}</p>
        </div>
        <ProcessRows steps={content.start.steps} />
      </Section>

      <CallToAction title={content.cta.title} lead={content.cta.lead} action={content.cta.action} />
    </>
  );
}
