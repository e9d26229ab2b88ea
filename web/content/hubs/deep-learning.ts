import { deepLearningHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { heading, hubCta, hubHero, hubWords, toolsBand } from "./compose.ts";
import type { deepLearningHubSchema } from "./schema.ts";

/** The words are content/hubs/deep-learning.yaml; here, how the page lays them out. */
const words = hubWords<typeof deepLearningHubSchema>(deepLearningHub);

export const deepLearningContent = {
  path: "/services/deeplearning",
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "#pipeline",
    art: heroArt["deep-learning"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(words.services),
      blocks: [{ kind: "FeatureCards", columns: 4, tilt: 8, cards: words.services.cards }],
    },
    {
      id: "pipeline",
      heading: heading(words.pipeline),
      blocks: [{ kind: "Steps", steps: words.pipeline.steps }],
    },
    toolsBand({ id: "tools", tone: "muted", words: words.toolkit }),
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
