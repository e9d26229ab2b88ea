import type { Stat } from "#web/components/sections/stats.tsx";

/**
 * The company's headline figures, written once so every page that quotes one quotes the same
 * value: a figure that changes changes everywhere. Pages pick the ones they show, in their order.
 */
export const companyStats = {
  years: { value: "10+", label: "Years of experience" },
  countries: { value: "12+", label: "Countries served" },
  projects: { value: "150+", label: "Projects delivered" },
  onTime: { value: "95%", label: "Delivered on time" },
  slaUptime: { value: "99.9%", label: "SLA uptime" },
  uptimeTargets: { value: "99.9%", label: "Uptime targets" },
  dailyUsers: { value: "50k+", label: "Daily users across clients" },
  support: { value: "24/7", label: "Incident support on plans" },
} satisfies Record<string, Stat>;
