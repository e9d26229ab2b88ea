import { webDevelopmentHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toConsultation, toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import { heading, hubCta, hubHero, hubWords, linkCards, whyItems } from "./compose.ts";
import type { webDevelopmentHubSchema } from "./schema.ts";

/** The words are content/hubs/web-development.yaml; here, how the page lays them out. */
const words = hubWords<typeof webDevelopmentHubSchema>(webDevelopmentHub);
const path = "/services/webdevelopment";
const { services, why } = words;

export const webDevelopmentContent = {
  path,
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "#services",
    art: heroArt["web-development"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(services),
      blocks: [
        { kind: "HubCards", tilt: 10, cards: linkCards(services.cards) },
        {
          kind: "ActionBand",
          space: 12,
          id: "consultation-title",
          title: services.callout.title,
          lead: services.callout.lead,
          actions: services.callout.actions.map((label) => toConsultation(label, path)),
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      layout: "split",
      heading: heading(why),
      aside: [
        {
          kind: "Stats",
          stats: [
            companyStats.years,
            companyStats.uptimeTargets,
            companyStats.webProjects,
          ] satisfies Stat[],
        },
        {
          kind: "BadgeRow",
          space: 8,
          align: "left",
          label: why.badges.label,
          badges: why.badges.items,
        },
      ],
      blocks: [{ kind: "WhyList", items: whyItems(why.reasons) }],
    },
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
