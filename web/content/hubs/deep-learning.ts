import { deepLearningHub } from "#content-collections";
import { hubPage, servicesSection, stepsSection, toolsBand } from "./compose.ts";

/** The words are content/hubs/deep-learning.yaml; here, how the page lays them out. */
export const deepLearningContent = hubPage("deep-learning", deepLearningHub, (words) => ({
  secondaryTo: "#pipeline",
  sections: [
    servicesSection(words.services, [
      { kind: "FeatureCards", columns: 4, tilt: 8, cards: words.services.cards },
    ]),
    stepsSection("pipeline", words.pipeline),
    toolsBand({ id: "tools", tone: "muted", words: words.toolkit }),
  ],
}));
