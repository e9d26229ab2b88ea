import { webDevelopmentHub } from "#content-collections";
import { toConsultation } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import { consultationServices, figuresAside, hubPage, whySection } from "./compose.ts";
import { hubPaths } from "./paths.ts";

const consultation = (label: string) => toConsultation(label, hubPaths["web-development"]);

/** The words are content/hubs/web-development.yaml; here, how the page lays them out. */
export const webDevelopmentContent = hubPage(
  "web-development",
  webDevelopmentHub,
  ({ services, why }) => ({
    sections: [
      consultationServices(services, 10, consultation),
      whySection(why, {
        layout: "split",
        aside: figuresAside(
          [companyStats.years, companyStats.uptimeTargets, companyStats.webProjects],
          why.badges,
        ),
      }),
    ],
  }),
);
