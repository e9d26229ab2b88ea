import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { ImageCards } from "#web/components/hubs/image-cards.tsx";
import { PageNav } from "#web/components/hubs/page-nav.tsx";
import { RoiCalculator } from "#web/components/hubs/roi-calculator.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Faq } from "#web/components/ui/faq.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { Tabs } from "#web/components/ui/tabs.tsx";
import { zohoCrmContent } from "#web/content/hubs/zoho-crm.ts";
import { reveal } from "#web/lib/effects.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { faqPage, professionalService, serviceLandingData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/zoho-crm";

export const loader = () =>
  pageData(zohoCrmContent, {
    ...zohoCrmContent.meta,
    path: zohoCrmContent.path,
    structuredData: [
      ...serviceLandingData(zohoCrmContent),
      professionalService(),
      faqPage(zohoCrmContent.faq.items),
    ],
  });
export const meta = metaFromData;

/** In-page targets stop 80 px below the top of the window (SPEC §9). */
const anchorTarget = "scroll-mt-20";

export default function ZohoCrm({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, pageNav, suite, services, roi, why, faq, industries, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="handshake" {...hero.panel} />}
      />
      <PageNav links={pageNav} />

      <Section id="zoho-suite" labelledBy="suite-title" className={anchorTarget}>
        <SectionHeading
          id="suite-title"
          eyebrow={suite.eyebrow}
          title={suite.title}
          lead={suite.lead}
        />
        <div {...reveal()}>
          <Tabs
            label={suite.tabsLabel}
            defaultTab="products"
            tabs={[
              {
                id: "products",
                label: "Zoho Products",
                content: <FeatureCards cards={suite.products} compact />,
              },
              {
                id: "features",
                label: "CRM Features",
                content: <FeatureCards cards={suite.features} compact />,
              },
              {
                id: "services",
                label: "Implementation & Consulting",
                content: <Steps steps={suite.implementation} />,
              },
            ]}
          />
        </div>
      </Section>

      <Section id="services" tone="muted" labelledBy="services-title" className={anchorTarget}>
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <FeatureCards cards={services.cards} tilt={8} />
      </Section>

      <Section id="roi" labelledBy="roi-title" className={anchorTarget}>
        <SectionHeading id="roi-title" eyebrow={roi.eyebrow} title={roi.title} lead={roi.lead} />
        <div {...reveal()}>
          <RoiCalculator headingId="roi-title" />
        </div>
        <div className="mt-8 text-center">
          <ButtonLink to={roi.followUp.to} variant="secondary" size="lg">
            {roi.followUp.label}
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section id="why-choose-us" tone="dark" labelledBy="why-title" className={anchorTarget}>
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} tone="dark" />
        <WhyList items={why.items} tone="dark" columns={3} />
      </Section>

      <Section id="faq" labelledBy="faq-title" className={anchorTarget}>
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} />
          <Faq items={faq.items} />
        </div>
      </Section>

      <Section id="industries" tone="muted" labelledBy="industries-title" className={anchorTarget}>
        <SectionHeading
          id="industries-title"
          eyebrow={industries.eyebrow}
          title={industries.title}
          lead={industries.lead}
        />
        <ImageCards cards={industries.cards} compact />
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
