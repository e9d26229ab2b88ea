import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { ecommerceContent } from "#web/content/hubs/ecommerce.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/ecommerce";

export const loader = () => landingPageData(ecommerceContent);
export const meta = metaFromData;

export default function Ecommerce({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, process, why, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="cart" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={8} columns={3} />
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

      <Section id="why-choose-us" tone="dark" labelledBy="why-title">
        <div className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-start">
          <div>
            <SectionHeading
              id="why-title"
              eyebrow={why.eyebrow}
              title={why.title}
              align="left"
              tone="dark"
            />
            <Stats stats={why.stats} tone="dark" />
          </div>
          <WhyList items={why.items} tone="dark" />
        </div>
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
