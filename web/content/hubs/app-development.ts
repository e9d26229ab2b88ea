import { appDevelopmentHub } from "#content-collections";
import { hubPage, hubWords, servicesSection, stepsSection, whySection } from "./compose.ts";
import type { appDevelopmentHubSchema } from "./schema.ts";

/** The words are content/hubs/app-development.yaml; here, how the page lays them out. */
const words = hubWords<typeof appDevelopmentHubSchema>(appDevelopmentHub);

export const appDevelopmentContent = hubPage("app-development", words, {
  secondaryTo: "#process",
  sections: [
    servicesSection(words.services, [
      { kind: "FeatureCards", tilt: 8, cards: words.services.cards },
    ]),
    whySection(words.why, { layout: "split-wide" }),
    stepsSection("process", words.process, "dark"),
  ],
});
