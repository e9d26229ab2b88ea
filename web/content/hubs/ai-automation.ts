import { aiAutomationHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { heading, hubCta, hubHero, hubWords, toolsBand } from "./compose.ts";
import type { aiAutomationHubSchema } from "./schema.ts";

/** The words are content/hubs/ai-automation.yaml; here, how the page lays them out. */
const words = hubWords<typeof aiAutomationHubSchema>(aiAutomationHub);

export const aiAutomationContent = {
  path: "/services/aiautomation",
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "#process",
    art: heroArt["ai-automation"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(words.services),
      blocks: [{ kind: "FeatureCards", tilt: 8, cards: words.services.cards }],
    },
    {
      id: "process",
      heading: heading(words.process),
      blocks: [{ kind: "Steps", steps: words.process.steps }],
    },
    toolsBand({ id: "platforms", tone: "dark", words: words.platforms }),
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
