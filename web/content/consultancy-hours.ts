import { consultancyHourPerk } from "./perk-links.ts";

/**
 * The words of the dashboard's card and the members' booking page; what earns an hour is the
 * sign-up perk's line (perk-links.ts), kept there so the sign-up pages load no more than it.
 */
export const consultancyHoursWords = {
  title: "Consultancy hours",
  /** Each figure the card shows, with its label. */
  figures: { unlocked: "Unlocked", booked: "Booked", used: "Used", available: "Left to book" },
  earn: (every: number) =>
    `Every ${every} friends who join with your link and confirm their e-mail unlock one hour of hands-on advice from one of our leads.`,
  toNext: (toNext: number) =>
    `${toNext} more ${toNext === 1 ? "friend unlocks" : "friends unlock"} your next hour.`,
  revoked: (count: number) =>
    `${count} ${count === 1 ? "hour was" : "hours were"} withdrawn after our review of the referrals that unlocked ${count === 1 ? "it" : "them"}.`,
  book: "Book your consultancy hour",
  callsTitle: "Your consultancy calls",
  states: { booked: "Booked", used: "Used" },
  failed: "Your consultancy hours could not be loaded. Reload the page to try again.",
  /** The members' booking page (/book/consultancy-hour). */
  page: {
    meta: {
      title: "Book your consultancy hour",
      description:
        "Members book the consultancy hours they earned by inviting colleagues: pick a time in your own time zone, with Karachi's beside it.",
    },
    lead: "Members book here the hours they earned by inviting colleagues: pick a time, in your own time zone with Karachi's beside it, and the invitation arrives by e-mail.",
    signedOut: `This call is for members who earned it. ${consultancyHourPerk}: log in to book yours, or create a free account to start inviting.`,
    login: "Log in",
    signup: "Create a free account",
    checking: "Checking your consultancy hours…",
    none: "You have no consultancy hour left to book.",
    have: (count: number) =>
      `You have ${count} consultancy ${count === 1 ? "hour" : "hours"} to book.`,
    dashboard: "See your referrals on the dashboard",
  },
} as const;
