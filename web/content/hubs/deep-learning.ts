import { deepLearningHub } from "#content-collections";
import { hubPage, hubWords, servicesSection, stepsSection, toolsBand } from "./compose.ts";
import type { deepLearningHubSchema } from "./schema.ts";

/** The words are content/hubs/deep-learning.yaml; here, how the page lays them out. */
const words = hubWords<typeof deepLearningHubSchema>(deepLearningHub);

export const deepLearningContent = hubPage("deep-learning", words, {
  secondaryTo: "#pipeline",
  sections: [
    servicesSection(words.services, [
      { kind: "FeatureCards", columns: 4, tilt: 8, cards: words.services.cards },
    ]),
    stepsSection("pipeline", words.pipeline),
    toolsBand({ id: "tools", tone: "muted", words: words.toolkit }),
  ],
});
