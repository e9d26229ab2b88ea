import { feedPaths, insightsLabel, insightsPath } from "./paths.ts";

/** The words of the Insights list and its tag pages; the posts themselves are in content/posts/. */
export const insightsContent = {
  list: {
    path: insightsPath,
    meta: {
      title: `${insightsLabel}: notes from our web, CRM and design work`,
      description:
        "Practical notes from our projects: how we plan a Zoho CRM roll-out, fix a store's mobile checkout, and run web, app and design work for clients.",
    },
    eyebrow: insightsLabel,
    title: "Notes from the work we do for clients",
    lead: "What we learn planning CRM roll-outs, building stores and apps and designing for brands, written by the people who do the work.",
    tagsLabel: "Browse by service",
    allLabel: "All posts",
    ctaTitle: "Put these notes to work on your project",
    feeds: {
      label: "Follow by feed",
      rss: { label: "RSS", path: feedPaths.rss },
      atom: { label: "Atom", path: feedPaths.atom },
    },
  },
  tag: {
    /** "Insights on Zoho CRM" */
    title: (service: string) => `${insightsLabel} on ${service}`,
    description: (service: string) =>
      `Our notes on ${service}: how we plan, build and run this work for clients, written by the team that does it.`,
    lead: (service: string) => `Every post we have written about ${service}, newest first.`,
    serviceLink: (service: string) => `See our ${service} service`,
    ctaTitle: (service: string) => `Start your ${service} project with us`,
  },
} as const;
