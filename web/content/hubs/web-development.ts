import { webDevelopmentHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toConsultation, toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import {
  actionBand,
  badgeRow,
  hubPage,
  hubWords,
  linkCards,
  servicesSection,
  statsBlock,
  whyItems,
  whySection,
} from "./compose.ts";
import type { webDevelopmentHubSchema } from "./schema.ts";

/** The words are content/hubs/web-development.yaml; here, how the page lays them out. */
const words = hubWords<typeof webDevelopmentHubSchema>(webDevelopmentHub);
const path = "/services/webdevelopment";
const { services, why } = words;

export const webDevelopmentContent = hubPage(
  words,
  { path, main: toContact, secondaryTo: "#services", art: heroArt["web-development"] },
  {
    sections: [
      servicesSection(services, [
        { kind: "HubCards", tilt: 10, cards: linkCards(services.cards) },
        actionBand("consultation-title", services.callout, (label) => toConsultation(label, path)),
      ]),
      whySection(
        why,
        {
          layout: "split",
          aside: [
            statsBlock(companyStats.years, companyStats.uptimeTargets, companyStats.webProjects),
            badgeRow(why.badges, { space: 8, align: "left" }),
          ],
        },
        [{ kind: "WhyList", items: whyItems(why.reasons) }],
      ),
    ],
  },
) satisfies HubContent;
