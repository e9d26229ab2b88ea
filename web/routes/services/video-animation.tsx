import { ActionBand } from "#web/components/hubs/action-band";
import { BadgeRow } from "#web/components/hubs/badge-row";
import { HeroPanel } from "#web/components/hubs/hero-panel";
import { HubCards } from "#web/components/hubs/hub-cards";
import { WhyList } from "#web/components/hubs/why-list";
import { CallToAction } from "#web/components/sections/call-to-action";
import { Hero } from "#web/components/sections/hero";
import { Stats } from "#web/components/sections/stats";
import { Section, SectionHeading } from "#web/components/ui/section";
import { videoAnimationContent } from "#web/content/hubs/video-animation";
import { metaFromData } from "#web/lib/page-data";
import { landingPageData } from "#web/lib/page-data.server";
import type { Route } from "./+types/video-animation";

export const loader = () => landingPageData(videoAnimationContent);
export const meta = metaFromData;

/** The video hub: cards tilt about 5 degrees per axis and reveal again each time they return. */
export default function VideoAnimation({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, why, start, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="film" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={5} repeatReveal columns={3} />
      </Section>

      <Section id="why-choose-us" labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
        <Stats stats={why.stats} />
        <div className="mt-10">
          <WhyList items={why.items} columns={3} />
        </div>
        <div className="mt-10">
          <BadgeRow badges={why.badges} label={why.badgesLabel} />
        </div>
        <div className="mt-12">
          <ActionBand
            id="start-title"
            title={start.title}
            lead={start.lead}
            actions={start.actions}
          />
        </div>
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
