import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { appDevelopmentContent } from "#web/content/hubs/app-development.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/app-development";

/** Serves /services/appdevelopment and its alias /services/mobileapps: one canonical URL. */
export const loader = () => landingPageData(appDevelopmentContent);
export const meta = metaFromData;

export default function AppDevelopment({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, why, process, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="smartphone" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <FeatureCards cards={services.cards} tilt={8} />
      </Section>

      <Section id="why-choose-us" labelledBy="why-title">
        <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:items-start">
          <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} align="left" />
          <WhyList items={why.items} />
        </div>
      </Section>

      <Section id="process" tone="dark" labelledBy="process-title">
        <SectionHeading
          id="process-title"
          eyebrow={process.eyebrow}
          title={process.title}
          lead={process.lead}
          tone="dark"
        />
        <Steps steps={process.steps} tone="dark" />
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
