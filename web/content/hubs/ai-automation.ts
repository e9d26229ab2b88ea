import { aiAutomationHub } from "#content-collections";
import { hubPage, hubWords, servicesSection, stepsSection, toolsBand } from "./compose.ts";
import type { aiAutomationHubSchema } from "./schema.ts";

/** The words are content/hubs/ai-automation.yaml; here, how the page lays them out. */
const words = hubWords<typeof aiAutomationHubSchema>(aiAutomationHub);

export const aiAutomationContent = hubPage("ai-automation", words, {
  secondaryTo: "#process",
  sections: [
    servicesSection(words.services, [
      { kind: "FeatureCards", tilt: 8, cards: words.services.cards },
    ]),
    stepsSection("process", words.process),
    toolsBand({ id: "platforms", tone: "dark", words: words.platforms }),
  ],
});
