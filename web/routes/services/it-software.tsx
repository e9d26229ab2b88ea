import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { BadgeRow } from "#web/components/hubs/badge-row.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { itSoftwareContent } from "#web/content/hubs/it-software.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/it-software";

export const loader = () => landingPageData(itSoftwareContent);
export const meta = metaFromData;

export default function ItSoftware({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, why, consultation, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="server" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={8} />
        <div className="mt-12">
          <ActionBand
            id="consultation-title"
            title={consultation.title}
            lead={consultation.lead}
            actions={[consultation.action]}
          />
        </div>
      </Section>

      <Section id="why-choose-us" tone="dark" labelledBy="why-title">
        <div className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-start">
          <div>
            <SectionHeading
              id="why-title"
              eyebrow={why.eyebrow}
              title={why.title}
              lead={why.lead}
              align="left"
              tone="dark"
            />
            <Stats stats={why.stats} tone="dark" />
            <div className="mt-8">
              <BadgeRow badges={why.badges} label={why.badgesLabel} tone="dark" align="left" />
            </div>
          </div>
          <WhyList items={why.items} tone="dark" />
        </div>
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
