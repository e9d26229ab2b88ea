import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { Marquee } from "#web/components/hubs/marquee.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { deepLearningContent } from "#web/content/hubs/deep-learning.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/deep-learning";

export const loader = () => landingPageData(deepLearningContent);
export const meta = metaFromData;

export default function DeepLearning({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, offers, pipeline, tools, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="brain" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={offers.eyebrow}
          title={offers.title}
          lead={offers.lead}
        />
        <FeatureCards cards={offers.cards} columns={4} tilt={8} />
      </Section>

      <Section id="pipeline" labelledBy="pipeline-title">
        <SectionHeading
          id="pipeline-title"
          eyebrow={pipeline.eyebrow}
          title={pipeline.title}
          lead={pipeline.lead}
        />
        <Steps steps={pipeline.steps} />
      </Section>

      <Section id="tools" tone="muted" labelledBy="tools-title">
        <SectionHeading id="tools-title" eyebrow={tools.eyebrow} title={tools.title} />
        <Marquee items={tools.items} label={tools.label} />
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
