import { uiUxDesignHub } from "#content-collections";
import {
  hubPage,
  hubWords,
  linkCards,
  servicesSection,
  stepsSection,
  whySection,
} from "./compose.ts";
import type { uiUxDesignHubSchema } from "./schema.ts";

/** The words are content/hubs/ui-ux-design.yaml; here, how the page lays them out. */
const words = hubWords<typeof uiUxDesignHubSchema>(uiUxDesignHub);
const { services } = words;

export const uiUxDesignContent = hubPage("ui-ux-design", words, {
  sections: [
    servicesSection(services, [
      { kind: "HubCards", tilt: 8, cards: linkCards(services.cards) },
      { kind: "MoreLink", space: 10, label: services.moreLink, to: "/portfolio/ui-ux-designing" },
    ]),
    stepsSection("process", words.process),
    whySection(words.why, { tone: "muted", columns: 3 }),
  ],
});
