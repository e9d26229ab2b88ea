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

/**
 * The pages a booked call's e-mail links to (/book/reschedule, /book/cancel): each link does
 * one thing, once; the call comes from the link, asked of the server when the page opens.
 */
export const bookingChangeCopy = {
  reschedule: {
    meta: {
      title: "Move your call",
      description: "Pick another time for your booked call, with the link from its e-mail.",
    },
    title: "Move your call",
    lead: "Pick another time with the same person: the times below are in your own time zone, with Karachi's beside them.",
  },
  cancel: {
    meta: {
      title: "Cancel your call",
      description: "Cancel your booked call, with the link from its e-mail.",
    },
    title: "Cancel your call",
    lead: "If the time no longer suits you, cancel the call here; you can book another whenever you like.",
  },
  eyebrow: "Book a call",
  heading: "Your call",
  checking: "Checking your link…",
  missing:
    "This page needs the link from the e-mail about your call. Open that link again, or book a new call.",
  failed: "Your link could not be checked. Check your connection and reload the page.",
  bookNew: "Book a call",
  confirm: "Cancel the call",
  cancelling: "Cancelling…",
  keep: "Nothing changes until you press the button; to keep the call, just close this page.",
  cancelled: "Your call is cancelled",
  cancelledLead:
    "The cancellation is in your e-mail, with an update that takes the call out of your calendar.",
  bookAgain: "Book another time",
  cancelFailed: "The call could not be cancelled. Check your connection and try again.",
} as const;
