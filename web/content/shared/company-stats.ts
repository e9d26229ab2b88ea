import type { Stat } from "#web/components/sections/stats.tsx";

/**
 * The company's headline figures, written once so every page that quotes one quotes the same
 * value: a figure that changes changes everywhere. Pages pick the ones they show, in their order.
 */
export const companyStats = {
  years: { value: "10+", label: "Years of experience" },
  countries: { value: "12+", label: "Countries served" },
  projects: { value: "150+", label: "Projects delivered" },
  // The hubs' own figure (SPEC): the part of the 150+ in that field, labelled as such so it
  // never reads as a second, smaller company total.
  webProjects: { value: "120+", label: "Web projects of our 150+" },
  softwareProjects: { value: "120+", label: "Software projects of our 150+" },
  onTime: { value: "95%", label: "Delivered on time" },
  slaUptime: { value: "99.9%", label: "SLA uptime" },
  uptimeTargets: { value: "99.9%", label: "Uptime targets" },
  dailyUsers: { value: "50k+", label: "Daily users across clients" },
  support: { value: "24/7", label: "Incident support on plans" },
} satisfies Record<string, Stat>;
