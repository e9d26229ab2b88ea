/**
 * The assistant's plain values and the shapes of its streamed answer, without zod: the browser
 * imports these (assistant.ts holds the schemas the server validates with).
 */

/** A question to the assistant, with the conversation so far (the server keeps none of it). */
export const assistantLimits = {
  question: 500,
  answer: 4000,
  /** Turns of the conversation the model is shown again, besides the new question. */
  history: 4,
  /** Turns a conversation sent to the team may hold. */
  turns: 20,
  note: 1000,
} as const;

/** A page an answer came from, with the passage itself as the search found it. */
export type AssistantSource = { title: string; heading: string; url: string; text: string };

/**
 * What POST /api/assistant/ask streams, one JSON object a line (application/x-ndjson):
 * the sources first, then the answer in pieces, then how it ended.
 */
export type AssistantEvent =
  | { type: "sources"; sources: AssistantSource[] }
  | { type: "delta"; text: string }
  /** The answer so far is withdrawn; this is the answer instead (a notice says why). */
  | { type: "replace"; text: string }
  | { type: "notice"; message: string }
  | { type: "done"; mode: AssistantMode };

/** How the answer was made: by the model from the passages, as the passages themselves, or declined. */
export type AssistantMode = "model" | "passages" | "declined";
