import { homePage } from "#content-collections";
import type { Stat } from "#web/components/sections/stats.tsx";
import { heroArt } from "./hero-art/index.ts";
import type { HomePage } from "./pages/schema.ts";
import { consultancyHourPerkInline, perkLinks } from "./perk-links.ts";
import { testimonials } from "./proof/index.ts";
import { companyStats } from "./shared/company-stats.ts";
import { withFacts } from "./shared/placeholders.ts";
import { signupPerks } from "./signup.ts";

export type WhyCard = HomePage["why"]["cards"][number];

const { _meta, standIn: _standIn, ...words } = homePage;
const page: Omit<HomePage, "standIn"> = withFacts(words);

/**
 * The home page: its words from content/pages/home.yaml (validated at build by homePageSchema,
 * the company facts they name filled in), with its picture, the testimonials and the figures.
 */
export const homeContent = {
  meta: page.meta,
  hero: { ...page.hero, art: heroArt.home },
  about: page.about,
  services: page.services,
  testimonials: {
    ...page.testimonials,
    // Quotes, names, roles, companies and photos: content/testimonials/.
    items: testimonials,
  },
  clients: page.clients,
  why: page.why,
  // Beside the about block: what "ships, then stays" rests on. Years, projects and incident
  // support are the hero's, so each figure is stated once on the page.
  stats: [
    companyStats.countries,
    companyStats.onTime,
    companyStats.slaUptime,
    companyStats.dailyUsers,
  ] satisfies Stat[],
  cta: page.cta,
  signupPopup: {
    title: "Join and unlock free resources",
    lead: "Create a free account to collect points, share your referral link and get:",
    perks: signupPerks.items,
    invite: [
      "Invite colleagues to earn rewards, ",
      { text: "early access to premium tools", to: perkLinks.earlyAccess },
      " and ",
      { text: consultancyHourPerkInline, to: perkLinks.consultancy },
      ".",
    ],
  },
};
