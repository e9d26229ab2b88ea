/**
 * The contact form's field names and limits, without zod, so the browser form can use them
 * without shipping the validation library (its compiler also trips the site's CSP). The
 * schema built from them is in ./contact.ts.
 */
import { choices } from "./choices.ts";

/** The honeypot: a field people never see or reach, so only a bot fills it in. */
export const contactHoneypotField = "website";

/**
 * The time trap: a signed issue time the browser fetches from GET /api/contact/token when the
 * form comes to life. A message sent less than `contactMinFillMs` after it is treated as spam.
 */
export const contactTokenField = "formToken";
export const contactMinFillMs = 2_000;

export const contactLimits = {
  name: 80,
  company: 120,
  phone: 32,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

/**
 * The fields a person fills in, in the order the form shows them, and how the server names each
 * in its messages ("Email: must be a valid email address.").
 */
export const { values: contactFields, labels: contactFieldLabels } = choices({
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  message: "Message",
});
export type ContactField = (typeof contactFields)[number];

/** The hidden subject sent with every message, so the inbox can sort them. */
export const contactDefaultSubject = "New enquiry from the website contact form";

/** Where the server sends a browser that posted the form natively (without JavaScript). */
export const contactResultPaths = {
  sent: "/contact/sent",
  error: "/contact/error",
  /** Where the error page opens: the heading right above the problem and the form. */
  errorAnchor: "resend-title",
} as const;
