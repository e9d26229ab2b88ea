import type { AssistantEvent, AssistantSource } from "#contract/assistant-fields.ts";
import type { SiteSearch } from "#server/search/index.ts";
import { type PassageHit, queryTermsOf } from "#site/search/engine.ts";
import { type ChatEndpoint, ChatEndpointError, streamChat } from "./chat-endpoint.ts";
import { checkSentence, evidenceOf, sentenceGate, withheldNotice } from "./guard.ts";
import { chatMessages } from "./prompt.ts";

/** Passages the model reads (and the member sees as sources): the best few. */
const passageCount = 5;
/** A passage scoring less than this share of the best one adds nothing but noise. */
const relativeFloor = 0.25;
/**
 * A question is about the site when the best passages match at least half its words: "How much
 * does a logo cost?" does (logo, price), "Write me a poem about cats" does not (write).
 */
const coverageFloor = 0.5;

export const declinedAnswer =
  "I can only answer questions about our services and this website, and our pages say nothing about that. Try asking about a service, such as web development, Zoho CRM or AI automation, or send your question to our team.";

/** The passages that answer the question, or none when the question is not about the site. */
export function retrieve(search: SiteSearch, question: string): PassageHit[] {
  const found = search.passages(question, 20);
  const best = found[0];
  if (!best) return [];
  const asked = queryTermsOf(question);
  const chosen: PassageHit[] = [];
  const urls = new Set<string>();
  for (const hit of found) {
    if (chosen.length === passageCount || hit.score < best.score * relativeFloor) break;
    if (urls.has(hit.url)) continue;
    urls.add(hit.url);
    chosen.push(hit);
  }
  const matched = new Set(chosen.slice(0, 3).flatMap((hit) => hit.queryTerms));
  return asked.length > 0 && matched.size / asked.length >= coverageFloor ? chosen : [];
}

const excerpt = (text: string, length: number) => {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > 0 ? cut : length)}…`;
};

export const sourcesOf = (passages: readonly PassageHit[]): AssistantSource[] =>
  passages.map(({ title, heading, url, text }) => ({
    title,
    heading,
    url,
    text: excerpt(text, 600),
  }));

/** The answer without a model: the best passages, as the pages word them. */
export function passagesAnswer(passages: readonly PassageHit[]): string {
  const quoted = passages
    .slice(0, 2)
    .map((passage) => `${passage.heading}: ${excerpt(passage.text, 420)}`);
  return ["Here is what our pages say:", ...quoted].join("\n\n");
}

export type AnswerDeps = {
  search: SiteSearch;
  /** The language model's service, or null when none is configured. */
  endpoint: ChatEndpoint | null;
};

/**
 * Answers one question, telling the browser as it goes (`send`): the sources, then the answer,
 * then how it ended. With a model, each sentence is checked before it is sent (guard.ts); a
 * sentence that fails, or a model that fails, turns the answer into the passages themselves,
 * with a notice that says why.
 */
export async function answerQuestion(
  deps: AnswerDeps,
  input: { question: string; history: readonly { question: string; answer: string }[] },
  send: (event: AssistantEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const passages = retrieve(deps.search, input.question);
  send({ type: "sources", sources: sourcesOf(passages) });
  if (passages.length === 0) {
    send({ type: "delta", text: declinedAnswer });
    send({ type: "done", mode: "declined" });
    return;
  }
  if (!deps.endpoint) {
    send({ type: "delta", text: passagesAnswer(passages) });
    send({ type: "done", mode: "passages" });
    return;
  }
  const fallBack = (notice: string) => {
    send({ type: "replace", text: passagesAnswer(passages) });
    send({ type: "notice", message: notice });
    send({ type: "done", mode: "passages" });
  };
  const evidence = evidenceOf(
    passages.flatMap((passage) => [passage.title, passage.heading, passage.text]),
  );
  const gate = sentenceGate();
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  signal.addEventListener("abort", stop);
  let written = "";
  try {
    const messages = chatMessages(input.question, passages, input.history);
    const stream = streamChat(deps.endpoint, messages, upstream.signal);
    for (let next = await stream.next(); ; next = await stream.next()) {
      const sentences = next.done ? [gate.rest()] : gate.push(next.value);
      for (const sentence of sentences) {
        if (!sentence) continue;
        const withheld = checkSentence(sentence, evidence);
        if (withheld) {
          upstream.abort();
          return fallBack(withheldNotice[withheld]);
        }
        written += sentence;
        send({ type: "delta", text: sentence });
      }
      if (next.done) break;
    }
    if (signal.aborted) return;
    if (!written.trim())
      return fallBack("The language model gave no answer. Here is what our pages say instead.");
    send({ type: "done", mode: "model" });
  } catch (error) {
    if (!(error instanceof ChatEndpointError)) throw error;
    fallBack(`${error.message} Here is what our pages say instead.`);
  } finally {
    signal.removeEventListener("abort", stop);
  }
}
