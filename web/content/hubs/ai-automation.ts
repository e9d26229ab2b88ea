import { aiAutomationHub } from "#content-collections";
import { hubPage, servicesSection, stepsSection, toolsBand } from "./compose.ts";

/** The words are content/hubs/ai-automation.yaml; here, how the page lays them out. */
export const aiAutomationContent = hubPage("ai-automation", aiAutomationHub, (words) => ({
  secondaryTo: "#process",
  sections: [
    servicesSection(words.services, [
      { kind: "FeatureCards", tilt: 8, cards: words.services.cards },
    ]),
    stepsSection("process", words.process),
    toolsBand({ id: "platforms", tone: "dark", words: words.platforms }),
  ],
}));
