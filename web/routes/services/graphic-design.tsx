import { ActionBand } from "#web/components/hubs/action-band";
import { HeroPanel } from "#web/components/hubs/hero-panel";
import { HubCards } from "#web/components/hubs/hub-cards";
import { WhyList } from "#web/components/hubs/why-list";
import { CallToAction } from "#web/components/sections/call-to-action";
import { Hero } from "#web/components/sections/hero";
import { Section, SectionHeading } from "#web/components/ui/section";
import { graphicDesignContent } from "#web/content/hubs/graphic-design";
import { metaFromData } from "#web/lib/page-data";
import { landingPageData } from "#web/lib/page-data.server";
import type { Route } from "./+types/graphic-design";

/** Serves /services/graphicdesign and its alias /services/graphic-designing: one canonical URL. */
export const loader = () => landingPageData(graphicDesignContent);
export const meta = metaFromData;

export default function GraphicDesign({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, why, quote, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="palette" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={8} />
      </Section>

      <Section id="why-choose-us" labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
        <WhyList items={why.items} columns={3} />
        <div className="mt-12">
          <ActionBand
            id="quote-title"
            title={quote.title}
            lead={quote.lead}
            actions={[quote.action]}
          />
        </div>
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
