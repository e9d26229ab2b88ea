import { itSoftwareHub } from "#content-collections";
import { toConsultation } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import { consultationServices, figuresAside, hubPage, whySection } from "./compose.ts";
import { hubPaths } from "./paths.ts";

const consultation = (label: string) => toConsultation(label, hubPaths["it-software"]);

/** The words are content/hubs/it-software.yaml; here, how the page lays them out. */
export const itSoftwareContent = hubPage("it-software", itSoftwareHub, ({ services, why }) => ({
  main: consultation,
  sections: [
    consultationServices(services, 8, consultation),
    whySection(why, {
      tone: "dark",
      layout: "split",
      aside: figuresAside(
        [companyStats.years, companyStats.uptimeTargets, companyStats.softwareProjects],
        why.badges,
      ),
    }),
  ],
}));
