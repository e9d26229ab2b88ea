import { z } from "zod";
import { contactDefaultSubject, contactHoneypotField, contactLimits } from "./contact-fields";

/**
 * The contact message, as the server that receives it (POST /api/contact) checks it. The browser
 * form keeps native validation only (required fields and input types) and takes its names and
 * limits from ./contact-fields.ts, so it does not load zod.
 */

export * from "./contact-fields";

const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

export const contactMessageSchema = z.object({
  firstName: z.string().trim().min(1).max(contactLimits.name),
  lastName: optionalText(contactLimits.name),
  company: optionalText(contactLimits.company),
  phone: optionalText(contactLimits.phone).refine((value) => value === "" || /\d/.test(value), {
    message: "A phone number needs at least one digit.",
  }),
  email: z.string().trim().max(contactLimits.email).pipe(z.email()),
  message: z.string().trim().min(1).max(contactLimits.message),
  subject: optionalText(contactLimits.subject).transform((value) => value || contactDefaultSubject),
  /** Anything here marks the sender as a bot; the server accepts and silently drops it. */
  [contactHoneypotField]: z.string().max(500).optional().default(""),
});

/** What the form sends. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server works with after parsing. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

export function isHoneypotFilled(message: Pick<ContactMessage, typeof contactHoneypotField>) {
  return message[contactHoneypotField].trim() !== "";
}
