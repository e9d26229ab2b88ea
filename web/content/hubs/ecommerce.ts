import { ecommerceHub } from "#content-collections";
import { companyStats } from "../shared/company-stats.ts";
import {
  hubPage,
  linkCards,
  servicesSection,
  statsBlock,
  stepsSection,
  whySection,
} from "./compose.ts";

/** The words are content/hubs/ecommerce.yaml; here, how the page lays them out. */
export const ecommerceContent = hubPage("ecommerce", ecommerceHub, (words) => ({
  sections: [
    servicesSection(words.services, [
      { kind: "HubCards", tilt: 8, columns: 3, cards: linkCards(words.services.cards) },
    ]),
    stepsSection("process", words.process),
    whySection(words.why, {
      tone: "dark",
      layout: "split",
      aside: [statsBlock(companyStats.projects, companyStats.onTime, companyStats.support)],
    }),
  ],
}));
