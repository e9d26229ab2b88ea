import { servicesPage } from "#content-collections";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { ServiceCard } from "#web/components/sections/service-cards.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { ProcessStep } from "#web/components/showcase/process-rows.tsx";
import { heroArt } from "./hero-art/index.ts";
import { whyItems } from "./hubs/compose.ts";
import type { ServicesPage } from "./pages/schema.ts";
import { toConsultation, toContact } from "./shared/actions.ts";
import { companyStats } from "./shared/company-stats.ts";
import { withFacts } from "./shared/placeholders.ts";

const { _meta, standIn: _standIn, ...words } = servicesPage;
const page: Omit<ServicesPage, "standIn"> = withFacts(words);
const { hero, list, why, cta } = page;

/**
 * The /services overview: its words from content/pages/services.yaml (validated at build by
 * servicesPageSchema, the company facts they name filled in); here, its picture, its figures
 * and where each button leads.
 */
export const servicesOverviewContent = {
  meta: page.meta,
  hero: {
    eyebrow: hero.eyebrow,
    title: hero.title,
    lead: hero.lead,
    actions: [
      toContact(hero.action),
      // The specification's View Services button leads to /services itself: here, its list.
      { label: hero.secondaryAction, to: "/services#all-services" },
    ],
    art: heroArt.services,
  },
  list: { id: "all-services", ...list, cards: list.cards satisfies ServiceCard[] },
  why: {
    eyebrow: why.eyebrow,
    title: why.title,
    lead: why.lead,
    points: whyItems(why.reasons) satisfies WhyItem[],
  },
  stats: [companyStats.years, companyStats.projects, companyStats.countries] satisfies Stat[],
  tools: page.tools,
  start: { ...page.start, steps: page.start.steps satisfies ProcessStep[] },
  cta: {
    title: cta.title,
    lead: cta.lead,
    action: toConsultation(cta.action, "/services"),
  },
};
