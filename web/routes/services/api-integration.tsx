import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { ImageCards } from "#web/components/hubs/image-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { apiIntegrationContent } from "#web/content/hubs/api-integration.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/api-integration";

export const loader = () => landingPageData(apiIntegrationContent);
export const meta = metaFromData;

export default function ApiIntegration({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, workflow, why, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="plug" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <ImageCards cards={services.cards} />
      </Section>

      <Section id="workflow" labelledBy="workflow-title">
        <SectionHeading
          id="workflow-title"
          eyebrow={workflow.eyebrow}
          title={workflow.title}
          lead={workflow.lead}
        />
        <Steps steps={workflow.steps} />
      </Section>

      <Section id="why-choose-us" tone="muted" labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} />
        <WhyList items={why.items} columns={2} />
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
