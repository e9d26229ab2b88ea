import { z } from "zod";
import {
  contactDefaultSubject,
  contactHoneypotField,
  contactLimits,
  contactTokenField,
} from "./contact-fields.ts";
import { formEmail, formLine, formText } from "./fields.ts";

/**
 * The contact message, as the server that receives it (POST /api/contact) checks it. The browser
 * form keeps native validation only (required fields and input types) and takes its names and
 * limits from ./contact-fields.ts, so it does not load zod. Messages complete a sentence that
 * starts with the field's label, as the server reports them ("Email: must be a valid email
 * address.").
 */

export * from "./contact-fields.ts";

/** Control characters other than line breaks and tabs have no place in what people type. */
const controlCharacters = /[^\P{Cc}\t\n\r]/u;
const noControl = (value: string) => !controlCharacters.test(value);

/** The message: several lines. */
const text = (max: number) =>
  formText(max).refine(noControl, "must not contain control characters.");

/** Every other field is one line (the name and subject go into the e-mail's headers). */
const optionalLine = (max: number) => formLine(max).optional().default("");

export const contactMessageSchema = z.object({
  firstName: formLine(contactLimits.name).min(1, "is required."),
  lastName: optionalLine(contactLimits.name),
  company: optionalLine(contactLimits.company),
  phone: optionalLine(contactLimits.phone).refine((value) => value === "" || /\d/.test(value), {
    message: "needs at least one digit.",
  }),
  email: formEmail(contactLimits.email),
  message: text(contactLimits.message).min(1, "is required."),
  subject: optionalLine(contactLimits.subject).transform((value) => value || contactDefaultSubject),
  /** Anything here marks the sender as a bot; the server answers as usual and keeps it as spam. */
  [contactHoneypotField]: z.string().max(500).optional().default(""),
  /** The signed time the form came to life (absent when the browser runs no JavaScript). */
  [contactTokenField]: z.string().max(200).optional().default(""),
});

/** What the form sends. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server works with after parsing. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

export function isHoneypotFilled(message: Pick<ContactMessage, typeof contactHoneypotField>) {
  return message[contactHoneypotField].trim() !== "";
}

/** The answer to GET /api/contact/token. */
export const ContactToken = z.object({ token: z.string() });
export type ContactToken = z.infer<typeof ContactToken>;
