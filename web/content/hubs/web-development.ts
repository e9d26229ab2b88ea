import { webDevelopmentHub } from "#content-collections";
import { toConsultation } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import {
  actionBand,
  badgeRow,
  hubPage,
  linkCards,
  servicesSection,
  statsBlock,
  whySection,
} from "./compose.ts";
import { hubPaths } from "./paths.ts";

const consultation = (label: string) => toConsultation(label, hubPaths["web-development"]);

/** The words are content/hubs/web-development.yaml; here, how the page lays them out. */
export const webDevelopmentContent = hubPage(
  "web-development",
  webDevelopmentHub,
  ({ services, why }) => ({
    sections: [
      servicesSection(services, [
        { kind: "HubCards", tilt: 10, cards: linkCards(services.cards) },
        actionBand("consultation-title", services.callout, consultation),
      ]),
      whySection(why, {
        layout: "split",
        aside: [
          statsBlock(companyStats.years, companyStats.uptimeTargets, companyStats.webProjects),
          badgeRow(why.badges, { space: 8, align: "left" }),
        ],
      }),
    ],
  }),
);
