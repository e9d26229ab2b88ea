import { z } from "zod";

/** A plain confirmation. Success messages start with "✅" so the interface shows them in green. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;
