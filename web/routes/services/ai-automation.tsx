import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { Marquee } from "#web/components/hubs/marquee.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { aiAutomationContent } from "#web/content/hubs/ai-automation.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/ai-automation";

export const loader = () => landingPageData(aiAutomationContent);
export const meta = metaFromData;

export default function AiAutomation({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, highlights, process, platforms, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="bot" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading id="services-title" eyebrow={highlights.eyebrow} title={highlights.title} />
        <FeatureCards cards={highlights.cards} tilt={8} />
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

      <Section id="platforms" tone="dark" labelledBy="platforms-title">
        <SectionHeading
          id="platforms-title"
          eyebrow={platforms.eyebrow}
          title={platforms.title}
          tone="dark"
        />
        <Marquee items={platforms.items} label={platforms.label} tone="dark" />
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
