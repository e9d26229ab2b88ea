import type { AssistantQuestion } from "#contract/assistant.ts";
import type { AssistantEvent } from "#contract/assistant-fields.ts";
import { apiBase } from "./api.ts";
import { endSessionAfter, getToken } from "./session.ts";

export type AskOutcome = { ok: true } | { ok: false; message: string };

/**
 * Asks the assistant and hands each event of its streamed answer to `onEvent` as it arrives
 * (POST /api/assistant/ask, one JSON object a line). A refusal (400, 403, 429) comes back as its
 * message; a 401 ends the session as every other request's does.
 */
export async function askAssistant(
  body: AssistantQuestion,
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
): Promise<AskOutcome> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${apiBase}/assistant/ask`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/x-ndjson",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return {
      ok: false,
      message: "The assistant could not be reached. Check your connection and try again.",
    };
  }
  if (!response.ok || !response.body) {
    if (response.status === 401) endSessionAfter(401);
    const error = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return {
      ok: false,
      message:
        typeof error?.message === "string"
          ? error.message
          : `The assistant did not answer (error ${response.status}).`,
    };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as AssistantEvent);
    }
  } catch {
    return { ok: false, message: "The answer broke off. Please ask again." };
  }
  return { ok: true };
}
