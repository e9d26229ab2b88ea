import { itSoftwareHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toConsultation, toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import { heading, hubCta, hubHero, hubWords, linkCards, whyItems } from "./compose.ts";
import type { itSoftwareHubSchema } from "./schema.ts";

/** The words are content/hubs/it-software.yaml; here, how the page lays them out. */
const words = hubWords<typeof itSoftwareHubSchema>(itSoftwareHub);
const path = "/services/itsoftware";
const { services, why } = words;
const consultation = (label: string) => toConsultation(label, path);

export const itSoftwareContent = {
  path,
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: consultation,
    secondaryTo: "#services",
    art: heroArt["it-software"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(services),
      blocks: [
        { kind: "HubCards", tilt: 8, cards: linkCards(services.cards) },
        {
          kind: "ActionBand",
          space: 12,
          id: "consultation-title",
          title: services.callout.title,
          lead: services.callout.lead,
          actions: services.callout.actions.map(consultation),
        },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "dark",
      layout: "split",
      heading: heading(why),
      aside: [
        {
          kind: "Stats",
          stats: [
            companyStats.years,
            companyStats.uptimeTargets,
            companyStats.softwareProjects,
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
