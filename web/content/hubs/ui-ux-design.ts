import { uiUxDesignHub } from "#content-collections";
import { hubPage, linkCards, servicesSection, stepsSection, whySection } from "./compose.ts";

/** The words are content/hubs/ui-ux-design.yaml; here, how the page lays them out. */
export const uiUxDesignContent = hubPage(
  "ui-ux-design",
  uiUxDesignHub,
  ({ services, process, why }) => ({
    sections: [
      servicesSection(services, [
        { kind: "HubCards", tilt: 8, cards: linkCards(services.cards) },
        { kind: "MoreLink", space: 10, label: services.moreLink, to: "/portfolio/ui-ux-designing" },
      ]),
      stepsSection("process", process),
      whySection(why, { tone: "muted", columns: 3 }),
    ],
  }),
);
