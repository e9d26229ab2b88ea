import { apiIntegrationHub } from "#content-collections";
import { hubPage, pictureCards, servicesSection, stepsSection, whySection } from "./compose.ts";

/** The words are content/hubs/api-integration.yaml; here, how the page lays them out. */
export const apiIntegrationContent = hubPage("api-integration", apiIntegrationHub, (words) => ({
  secondaryTo: "/services",
  sections: [
    servicesSection(words.services, [
      { kind: "ImageCards", cards: pictureCards(words.services.cards) },
    ]),
    stepsSection("workflow", words.workflow),
    whySection(words.why, { tone: "muted", columns: 2 }),
  ],
}));
