import { apiIntegrationHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { heading, hubCta, hubHero, hubWords, pictureCards, whyItems } from "./compose.ts";
import type { apiIntegrationHubSchema } from "./schema.ts";

/** The words are content/hubs/api-integration.yaml; here, how the page lays them out. */
const words = hubWords<typeof apiIntegrationHubSchema>(apiIntegrationHub);

export const apiIntegrationContent = {
  path: "/services/apiintegration",
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "/services",
    art: heroArt["api-integration"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(words.services),
      blocks: [{ kind: "ImageCards", cards: pictureCards(words.services.cards) }],
    },
    {
      id: "workflow",
      heading: heading(words.workflow),
      blocks: [{ kind: "Steps", steps: words.workflow.steps }],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "muted",
      heading: heading(words.why),
      blocks: [{ kind: "WhyList", columns: 2, items: whyItems(words.why.reasons) }],
    },
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
