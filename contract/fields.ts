import { z } from "zod";
import { limits } from "./rules.ts";

/**
 * Field rules written once, used by the forms in the browser and by the server's validation.
 * Messages complete a sentence that starts with the field's label ("Password: must be…"), which
 * is how the server reports them and how a form can show them under the field.
 */

export { limits };

/** "is required." when the value is missing, "must be text." when it has another type. */
const textError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "is required." : "must be text.";

/** A string that is required and must be text, trimmed at both ends. */
export const text = () => z.string({ error: textError });

/** Control characters have no place in what people type on one line. */
const noControlCharacters = /^[^\p{Cc}]*$/u;
/** CR, LF and the other line breaks (vertical tab, form feed, NEL, Unicode line/paragraph). */
const noLineBreaks = /^[^\n\v\f\r\x85\u2028\u2029]*$/u;

/**
 * Invisible format characters (Unicode category Cf: bidirectional overrides and isolates such
 * as U+202E, zero-width spaces, word joiners, the byte-order mark), which can make a name read
 * backwards or look like another in admin lists and mails. The zero-width joiner and
 * non-joiner stay allowed between two letters, where Urdu and Persian spelling needs them.
 */
const noInvisibleFormatting = /^(?:[^\p{Cf}]|(?<=\p{L}\p{M}*)[\u200C\u200D](?=\p{L}))*$/u;

export const singleLineMessages = {
  lineBreak: "must be on one line, without line breaks.",
  control: "must not contain control characters.",
  invisible: "must not contain invisible formatting characters (such as text-direction marks).",
} as const;

/**
 * The rule of every single-line field (names, company, subject, search, tags): one line, no
 * control characters and no invisible format characters. A line break in a name or subject would otherwise be folded into an e-mail
 * header ("Name\r\nBcc: x") or a CSV row.
 */
export const singleLine = (schema: z.ZodString) =>
  schema
    .regex(noLineBreaks, singleLineMessages.lineBreak)
    .regex(noControlCharacters, singleLineMessages.control)
    .regex(noInvisibleFormatting, singleLineMessages.invisible);

/**
 * What a visitor's form (contact, booking) sends: "must be text." when not a string, trimmed,
 * at most `max` characters.
 */
export const formText = (max: number) =>
  z.string({ error: "must be text." }).trim().max(max, `must be at most ${max} characters.`);

/** One line of a visitor's form: `formText`, single-line (it may reach an e-mail header). */
export const formLine = (max: number) => singleLine(formText(max));

/**
 * The address a visitor's form (contact, booking) asks for: required, trimmed, at most `max`
 * characters. Its case is kept, unlike an account's `email`: it is only written back to.
 */
export const formEmail = (max: number) =>
  z
    .string({ error: "is required." })
    .trim()
    .min(1, "is required.")
    .max(max, `must be at most ${max} characters.`)
    .pipe(z.email("must be a valid email address."));

export const email = text()
  .trim()
  .toLowerCase()
  .max(limits.email, `must be at most ${limits.email} characters.`)
  .email("must be a valid email address.");

/** No composition rules (NIST SP 800-63B); the server also refuses the most common passwords. */
export const password = z
  .string({ error: textError })
  .min(limits.passwordMin, `must be at least ${limits.passwordMin} characters.`)
  .max(limits.passwordMax, `must be at most ${limits.passwordMax} characters.`);

export const name = singleLine(
  text()
    .trim()
    .min(1, "is required.")
    .max(limits.name, `must be at most ${limits.name} characters.`),
);

/** How the server names each field in its messages. */
export const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  password: "Password",
  referralCode: "Referral code",
  token: "Reset link",
  currentPassword: "Current password",
  newPassword: "New password",
  "idempotency-key": "Idempotency-Key",
  method: "Payout method",
  wallet: "Wallet number",
  iban: "IBAN",
  accountTitle: "Account title",
  reason: "Reason",
  reference: "Transaction reference",
  points: "Points",
  // The beacon's page view and the report's range (contract/insights.ts).
  path: "Path",
  viewport: "Viewport",
  landing: "Landing",
  referrer: "Referrer",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  ref: "Referral code",
  from: "From",
  to: "To",
};
