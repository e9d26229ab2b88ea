import { z } from "zod";

/** A plain confirmation. Success messages start with "✅" so the interface shows them in green. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** How many of something: a whole number, never below zero. */
export const count = z.number().int().nonnegative();

/** An object of tallies named in the order given, each a `count`. */
export function counts<const Name extends string>(...names: Name[]) {
  const shape = Object.fromEntries(names.map((name) => [name, count]));
  return z.object(shape as Record<Name, typeof count>);
}
