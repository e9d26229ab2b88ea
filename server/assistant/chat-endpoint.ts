import type { ChatMessage } from "./prompt.ts";

/** The language model's service: any OpenAI-compatible chat completions API. */
export type ChatEndpoint = {
  url: string;
  model: string;
  key: string;
  /** How long it may stay silent, before its first word or between two. */
  timeoutMs: number;
};

/** The model's service failed; `message` says how, in words a member can read. */
export class ChatEndpointError extends Error {
  override name = "ChatEndpointError";
}

/** The base URL as configured, or the full chat completions address. */
export const completionsUrl = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, "")}/chat/completions`;

/**
 * Asks the model for a streamed answer and yields its text as it comes (server-sent events,
 * `data: {choices:[{delta:{content}}]}` lines up to `data: [DONE]`). The key goes in the
 * Authorization header only. Every failure is a ChatEndpointError: the service refusing
 * (its status, never its body, which could echo what it was sent), silence past the timeout,
 * a connection that breaks, or an answer that is not a stream.
 */
export async function* streamChat(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const silence = new AbortController();
  let timer = setTimeout(() => silence.abort(), endpoint.timeoutMs);
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), endpoint.timeoutMs);
  };
  const seconds = Math.round(endpoint.timeoutMs / 100) / 10;
  const timedOut = () =>
    new ChatEndpointError(
      `The language model did not answer within ${seconds} second${seconds === 1 ? "" : "s"}.`,
    );
  try {
    let response: Response;
    try {
      response = await fetch(completionsUrl(endpoint.url), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          authorization: `Bearer ${endpoint.key}`,
        },
        body: JSON.stringify({
          model: endpoint.model,
          messages,
          stream: true,
          temperature: 0.2,
          max_tokens: 400,
        }),
        signal: AbortSignal.any([signal, silence.signal]),
      });
    } catch {
      if (silence.signal.aborted) throw timedOut();
      if (signal.aborted) return;
      throw new ChatEndpointError("The language model's service could not be reached.");
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new ChatEndpointError(
        `The language model's service refused the question (HTTP ${response.status}).`,
      );
    }
    wait();
    const decoder = new TextDecoder();
    let buffered = "";
    try {
      for await (const chunk of response.body) {
        wait();
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        const lines = buffered.split(/\r?\n/);
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          const text = deltaOf(line);
          if (text === null) return;
          if (text) yield text;
        }
      }
    } catch (error) {
      if (error instanceof ChatEndpointError) throw error;
      if (silence.signal.aborted) throw timedOut();
      if (signal.aborted) return;
      throw new ChatEndpointError("The language model's answer broke off.");
    }
    const last = deltaOf(buffered);
    if (last) yield last;
  } finally {
    clearTimeout(timer);
  }
}

/** The text of one server-sent event line: "" for anything else, null at the end of the stream. */
function deltaOf(line: string): string | null {
  const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
  if (data === undefined) return "";
  if (data === "[DONE]") return null;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new ChatEndpointError(
      "The language model's service sent an answer that could not be read.",
    );
  }
  const body = event as { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
  if (body.error) throw new ChatEndpointError("The language model's service reported an error.");
  const content = body.choices?.[0]?.delta?.content;
  return typeof content === "string" ? content : "";
}
