import { ecommerceHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import {
  hubPage,
  hubWords,
  linkCards,
  servicesSection,
  statsBlock,
  stepsSection,
  whyItems,
  whySection,
} from "./compose.ts";
import type { ecommerceHubSchema } from "./schema.ts";

/** The words are content/hubs/ecommerce.yaml; here, how the page lays them out. */
const words = hubWords<typeof ecommerceHubSchema>(ecommerceHub);

export const ecommerceContent = hubPage(
  words,
  {
    path: "/services/ecommerce",
    main: toContact,
    secondaryTo: "#services",
    art: heroArt.ecommerce,
  },
  {
    sections: [
      servicesSection(words.services, [
        { kind: "HubCards", tilt: 8, columns: 3, cards: linkCards(words.services.cards) },
      ]),
      stepsSection("process", words.process),
      whySection(
        words.why,
        {
          tone: "dark",
          layout: "split",
          aside: [statsBlock(companyStats.projects, companyStats.onTime, companyStats.support)],
        },
        [{ kind: "WhyList", items: whyItems(words.why.reasons) }],
      ),
    ],
  },
) satisfies HubContent;
