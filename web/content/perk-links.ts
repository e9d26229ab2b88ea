import { REFERRAL_CONSULTATION_EVERY } from "#contract/rules.ts";

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

/**
 * What earns a consultancy hour, in the words of the sign-up perks, the account's benefits, the
 * home page's invitation and the members' booking page: the count is REFERRAL_CONSULTATION_EVERY's
 * default from the contract (a prerendered page cannot read the server's setting; the dashboard
 * and the booking page show the server's own figure once they load it).
 */
export const consultancyHourPerk = `One consultancy hour for every ${REFERRAL_CONSULTATION_EVERY} friends who join and confirm their e-mail`;
/** The same inside a sentence. */
export const consultancyHourPerkInline = `o${consultancyHourPerk.slice(1)}`;
