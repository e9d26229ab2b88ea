import { apiIntegrationHub } from "#content-collections";
import {
  hubPage,
  hubWords,
  pictureCards,
  servicesSection,
  stepsSection,
  whySection,
} from "./compose.ts";
import type { apiIntegrationHubSchema } from "./schema.ts";

/** The words are content/hubs/api-integration.yaml; here, how the page lays them out. */
const words = hubWords<typeof apiIntegrationHubSchema>(apiIntegrationHub);

export const apiIntegrationContent = hubPage("api-integration", words, {
  secondaryTo: "/services",
  sections: [
    servicesSection(words.services, [
      { kind: "ImageCards", cards: pictureCards(words.services.cards) },
    ]),
    stepsSection("workflow", words.workflow),
    whySection(words.why, { tone: "muted", columns: 2 }),
  ],
});
