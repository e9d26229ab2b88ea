import { aboutPage } from "#content-collections";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { IconName } from "#web/components/ui/icon.tsx";
import type { AboutPage } from "./pages/schema.ts";
import { teamMembers } from "./proof/index.ts";
import { companyStats } from "./shared/company-stats.ts";
import { withFacts } from "./shared/placeholders.ts";

export type IconCard = { title: string; description: string; icon: IconName };

const { _meta, standIn: _standIn, ...words } = aboutPage;
const page: Omit<AboutPage, "standIn"> = withFacts(words);

/**
 * The about page: its words from content/pages/about.yaml (validated at build by
 * aboutPageSchema, the company facts they name filled in), the team from content/team/ and the
 * company's figures from content/company/figures.yaml.
 */
export const aboutContent = {
  ...page,
  team: {
    ...page.team,
    // Names, roles, one-line bios and photos: content/team/.
    members: teamMembers,
  },
  // Every company figure, each stated here once; the copy above makes the claims they back.
  stats: {
    ...page.stats,
    items: [
      companyStats.years,
      companyStats.countries,
      companyStats.projects,
      companyStats.onTime,
      companyStats.slaUptime,
      companyStats.dailyUsers,
      companyStats.support,
    ] satisfies Stat[],
  },
};
