/**
 * Where each sign-up perk leads (SPEC §9's list): the page that gives it, or for a visitor
 * without an account the page that says how to get it. The library explains itself at
 * /resources (a member downloads at /dashboard/resources); the assistant and booking pages are
 * their own modules' (the consultancy hour's page says who may book it and how to earn one).
 */
export const perkLinks = {
  templates: "/resources#member-library",
  cheatsheet: "/resources#api-automation-cheatsheet",
  earlyAccess: "/resources#early-access",
  assistant: "/dashboard/assistant",
  consultancy: "/book/consultancy-hour",
} as const;
