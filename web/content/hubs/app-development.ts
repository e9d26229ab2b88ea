import { appDevelopmentHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { heading, hubCta, hubHero, hubWords, whyItems } from "./compose.ts";
import type { appDevelopmentHubSchema } from "./schema.ts";

/** The words are content/hubs/app-development.yaml; here, how the page lays them out. */
const words = hubWords<typeof appDevelopmentHubSchema>(appDevelopmentHub);

export const appDevelopmentContent = {
  /** The canonical path; /services/mobileapps serves the same page. */
  path: "/services/appdevelopment",
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "#process",
    art: heroArt["app-development"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(words.services),
      blocks: [{ kind: "FeatureCards", tilt: 8, cards: words.services.cards }],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      layout: "split-wide",
      heading: heading(words.why),
      blocks: [{ kind: "WhyList", items: whyItems(words.why.reasons) }],
    },
    {
      id: "process",
      tone: "dark",
      heading: heading(words.process),
      blocks: [{ kind: "Steps", steps: words.process.steps }],
    },
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
