import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { HeadedSection } from "#web/components/sections/headed-section.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { ProcessSection } from "#web/components/sections/process-section.tsx";
import { ServiceCards } from "#web/components/sections/service-cards.tsx";
import { SplitSection } from "#web/components/sections/split-section.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { MarkStrip } from "#web/components/showcase/mark-strip.tsx";
import { servicesOverviewContent } from "#web/content/services-overview.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/services";

export const loader = () =>
  pageData(servicesOverviewContent, { ...servicesOverviewContent.meta, path: "/services" });
export const meta = metaFromData;

export default function Services({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...content.hero} />

      <HeadedSection
        id={content.list.id}
        headingId="services-title"
        tone="muted"
        heading={content.list}
      >
        <ServiceCards cards={content.list.cards} glow tilt={8} cta="View service" />
      </HeadedSection>

      <MarkStrip id="tools" title={content.tools.title} items={content.tools.items} />

      <SplitSection
        id="why-choose-us"
        headingId="why-title"
        heading={content.why}
        under={<Stats stats={content.stats} />}
      >
        <WhyList items={content.why.points} columns={2} />
      </SplitSection>

      <ProcessSection
        id="getting-started"
        headingId="start-title"
        tone="muted"
        {...content.start}
      />

      <CallToAction title={content.cta.title} lead={content.cta.lead} action={content.cta.action} />
    </>
  );
}
