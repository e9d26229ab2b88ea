import { z } from "zod";
import { email } from "./fields.ts";

export * from "./newsletter-fields.ts";

export const NewsletterBody = z.strictObject({ email });
export type NewsletterBody = z.input<typeof NewsletterBody>;

/** The token of a confirmation or unsubscribe link. */
export const NewsletterTokenQuery = z.object({
  token: z.string().trim().max(128).optional().default(""),
});
