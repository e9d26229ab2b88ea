import { z } from "zod";
import { assistantLimits } from "./assistant-fields.ts";

export * from "./assistant-fields.ts";

const question = z
  .string()
  .trim()
  .min(2, "Please type a question.")
  .max(
    assistantLimits.question,
    `Please keep a question under ${assistantLimits.question} characters.`,
  );

export const AssistantTurn = z.strictObject({
  question: z.string().trim().max(assistantLimits.question),
  answer: z.string().max(assistantLimits.answer),
});

export const AssistantQuestion = z.strictObject({
  question,
  history: z.array(AssistantTurn).max(assistantLimits.history).default([]),
});
export type AssistantQuestion = z.input<typeof AssistantQuestion>;

/** A page an answer came from. */
export const AssistantSource = z.object({
  title: z.string().max(200),
  heading: z.string().max(200),
  url: z
    .string()
    .max(300)
    .regex(/^\/[^/\\]/, "a path on this site"),
  /** The passage itself, as the search found it. */
  text: z.string().max(2000),
});

/** A conversation the member sends to the team, or turns into a booked call. */
export const AssistantConversation = z.strictObject({
  intent: z.enum(["message", "call"]),
  turns: z
    .array(
      AssistantTurn.extend({
        sources: z
          .array(AssistantSource.pick({ title: true, url: true }))
          .max(8)
          .default([]),
      }),
    )
    .min(1, "Ask the assistant something first.")
    .max(assistantLimits.turns),
  note: z
    .string()
    .trim()
    .max(assistantLimits.note, `Please keep the note under ${assistantLimits.note} characters.`)
    .default(""),
});
export type AssistantConversation = z.input<typeof AssistantConversation>;
/** A conversation as the server reads it, defaults filled in. */
export type SentConversation = z.output<typeof AssistantConversation>;

export const AssistantSent = z.object({ message: z.string(), leadId: z.number().int() });
