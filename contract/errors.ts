import { z } from "zod";

/**
 * The body of every error the API answers. `message` is one sentence the interface shows as it
 * is; when a request's input was refused, `field` names that input as the request named it
 * ("email", "newPassword"), so a form can mark and focus it without reading the message.
 */
export const ApiError = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
