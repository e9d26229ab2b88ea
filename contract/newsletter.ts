import { z } from "zod";
import { email } from "./fields";

export * from "./newsletter-fields";

export const NewsletterBody = z.strictObject({ email });
export type NewsletterBody = z.input<typeof NewsletterBody>;

/** The token of a confirmation or unsubscribe link. */
export const NewsletterTokenQuery = z.object({
  token: z.string().trim().max(128).optional().default(""),
});
