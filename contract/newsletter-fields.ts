/**
 * The newsletter's plain values, without zod, for the footer box in the browser. The schemas
 * are in ./newsletter.ts.
 */

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * The pages a browser lands on after a native form post or a link in an e-mail: each shows its
 * outcome as static HTML, so it reads the same with or without JavaScript.
 */
export const newsletterResultPaths = {
  /** Subscribed (or already subscribed): a confirmation e-mail is on its way. */
  pending: "/newsletter/check-your-inbox",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  /** A confirmation or unsubscribe link that is unknown or has expired. */
  linkInvalid: "/newsletter/link-expired",
  /** The address was refused, or too many attempts came from one place. */
  invalid: "/newsletter/check-address",
  tooMany: "/newsletter/try-later",
} as const;

/** Days a confirmation link stays valid. */
export const newsletterConfirmDays = 7;
