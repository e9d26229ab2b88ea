import { uiUxDesignHub } from "#content-collections";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import { heroArt } from "../hero-art/index.ts";
import { toContact } from "../shared/actions.ts";
import { heading, hubCta, hubHero, hubWords, linkCards, whyItems } from "./compose.ts";
import type { uiUxDesignHubSchema } from "./schema.ts";

/** The words are content/hubs/ui-ux-design.yaml; here, how the page lays them out. */
const words = hubWords<typeof uiUxDesignHubSchema>(uiUxDesignHub);
const { services } = words;

export const uiUxDesignContent = {
  path: "/services/uiuxdesign",
  meta: words.meta,
  hero: hubHero(words.hero, {
    main: toContact,
    secondaryTo: "#services",
    art: heroArt["ui-ux-design"],
  }),
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: heading(services),
      blocks: [
        { kind: "HubCards", tilt: 8, cards: linkCards(services.cards) },
        {
          kind: "MoreLink",
          space: 10,
          label: services.moreLink,
          to: "/portfolio/ui-ux-designing",
        },
      ],
    },
    {
      id: "process",
      heading: heading(words.process),
      blocks: [{ kind: "Steps", steps: words.process.steps }],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "muted",
      heading: heading(words.why),
      blocks: [{ kind: "WhyList", columns: 3, items: whyItems(words.why.reasons) }],
    },
  ],
  cta: hubCta(words.cta, toContact),
} satisfies HubContent;
