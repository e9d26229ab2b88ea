import { appDevelopmentHub } from "#content-collections";
import { hubPage, servicesSection, stepsSection, whySection } from "./compose.ts";

/** The words are content/hubs/app-development.yaml; here, how the page lays them out. */
export const appDevelopmentContent = hubPage("app-development", appDevelopmentHub, (words) => ({
  secondaryTo: "#process",
  sections: [
    servicesSection(words.services, [
      { kind: "FeatureCards", tilt: 8, cards: words.services.cards },
    ]),
    whySection(words.why, { layout: "split-wide" }),
    stepsSection("process", words.process, "dark"),
  ],
}));
