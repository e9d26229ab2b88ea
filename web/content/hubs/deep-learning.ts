import { deepLearningHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { hubPage, hubWords, servicesSection, stepsSection, toolsBand } from "./compose.ts";
import type { deepLearningHubSchema } from "./schema.ts";

/** The words are content/hubs/deep-learning.yaml; here, how the page lays them out. */
const words = hubWords<typeof deepLearningHubSchema>(deepLearningHub);

export const deepLearningContent = hubPage(
  words,
  {
    path: "/services/deeplearning",
    main: toContact,
    secondaryTo: "#pipeline",
    art: heroArt["deep-learning"],
  },
  {
    sections: [
      servicesSection(words.services, [
        { kind: "FeatureCards", columns: 4, tilt: 8, cards: words.services.cards },
      ]),
      stepsSection("pipeline", words.pipeline),
      toolsBand({ id: "tools", tone: "muted", words: words.toolkit }),
    ],
  },
) satisfies HubContent;
