import { allConsultations } from "#content-collections";

/**
 * The booking page's words (/book, /book/<consultation>): the kinds of call from
 * content/consultations/, the consultants' names from content/team/.
 */
export const bookingCopy = {
  meta: {
    title: "Book a free consultation",
    description:
      "Pick a time for a free 30-minute call with one of our leads: your time zone, Karachi's beside it, no account needed.",
  },
  eyebrow: "Book a call",
  lead: "Pick a time that suits you: the times below are in your own time zone, with Karachi's beside them. No account needed; the invitation arrives by e-mail.",
  who: "You talk to",
  length: "Length",
  message: "Rather write? Send a message",
} as const;

/**
 * Every consultation has a page, for the prerender list: one for members (the consultancy hour)
 * says who may book it and, signed in, books it.
 */
export const bookingPaths = () =>
  (allConsultations as readonly { _meta: { path: string } }[]).map(
    (consultation) => `/book/${consultation._meta.path}`,
  );
