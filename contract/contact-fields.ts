/**
 * The contact form's field names and limits, without zod, so the browser form can use them
 * without shipping the validation library (its compiler also trips the site's CSP). The
 * schema built from them is in ./contact.ts.
 */

/** The honeypot: a field people never see or reach, so only a bot fills it in. */
export const contactHoneypotField = "website";

export const contactLimits = {
  name: 80,
  company: 120,
  phone: 32,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

/** The hidden subject sent with every message, so the inbox can sort them. */
export const contactDefaultSubject = "New enquiry from the website contact form";

/** The server's answer to a contact message, success or failure. */
export type ContactResponse = { message: string };
