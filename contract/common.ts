import { z } from "zod";

/** Every error the API answers: one sentence the interface can show as it is. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A plain confirmation. Success messages start with "✅" so the interface shows them in green. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;
