/**
 * Words of the admin area's visit statistics page (/admin/insights). The report's own words are
 * in admin-insights-report.ts, which loads with the report.
 */
export const insightsContent = {
  meta: {
    title: "Insights",
    description: "Visitors, sources, enquiries and the referral funnel, counted by the site.",
  },
  title: "Insights",
  lead: "Which pages and sources bring visitors and enquiries, and whether referrals pay off. Counted by the site itself: no cookies, no third party, nothing from browsers that ask not to be tracked.",
  filterLabel: "Date range",
  from: "From",
  to: "To",
  export: "Export CSV",
} as const;
