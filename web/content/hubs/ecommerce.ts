import { ecommerceHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import { heading, hubCta, hubHero, hubWords, linkCards, whyItems } from "./compose.ts";
import type { ecommerceHubSchema } from "./schema.ts";

/** The words are content/hubs/ecommerce.yaml; here, how the page lays them out. */
const words = hubWords<typeof ecommerceHubSchema>(ecommerceHub);

export const ecommerceContent = {
  path: "/services/ecommerce",
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "#services",
    art: heroArt.ecommerce,
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(words.services),
      blocks: [{ kind: "HubCards", tilt: 8, columns: 3, cards: linkCards(words.services.cards) }],
    },
    {
      id: "process",
      heading: heading(words.process),
      blocks: [{ kind: "Steps", steps: words.process.steps }],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "dark",
      layout: "split",
      heading: heading(words.why),
      aside: [
        {
          kind: "Stats",
          stats: [
            companyStats.projects,
            companyStats.onTime,
            companyStats.support,
          ] satisfies Stat[],
        },
      ],
      blocks: [{ kind: "WhyList", items: whyItems(words.why.reasons) }],
    },
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
