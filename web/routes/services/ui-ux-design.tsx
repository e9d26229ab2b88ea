import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { uiUxDesignContent } from "#web/content/hubs/ui-ux-design.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/ui-ux-design";

export const loader = () => landingPageData(uiUxDesignContent);
export const meta = metaFromData;

export default function UiUxDesign({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, process, why, portfolio, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="pointer" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={8} />
        <div className="mt-10 text-center">
          <ButtonLink to={portfolio.to} variant="secondary" size="lg">
            {portfolio.label}
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section id="process" labelledBy="process-title">
        <SectionHeading
          id="process-title"
          eyebrow={process.eyebrow}
          title={process.title}
          lead={process.lead}
        />
        <Steps steps={process.steps} />
      </Section>

      <Section id="why-choose-us" tone="muted" labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} />
        <WhyList items={why.items} columns={3} />
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
