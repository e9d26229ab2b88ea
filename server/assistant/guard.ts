import { processTerm } from "#site/search/engine.ts";
import { instructionsMark, systemPrompt } from "./prompt.ts";

/**
 * What the server checks in every sentence the model writes before the sentence leaves for the
 * browser. The instructions ask for the same, but a model can be talked round (a page's text,
 * a member's question); these checks cannot.
 */
export type Withheld = "instructions" | "unsupported-figure" | "unsupported-promise";

export const withheldNotice: Record<Withheld, string> = {
  instructions:
    "The model's answer began to repeat its own instructions, so it was withheld. Here is what our pages say instead.",
  "unsupported-figure":
    "The model's answer named a price or figure our pages do not state, so it was withheld. Here is what our pages say instead.",
  "unsupported-promise":
    "The model's answer made a promise our pages do not make, so it was withheld. Here is what our pages say instead.",
};

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Runs of this many words of the instructions: an answer holding one is quoting them. */
const runLength = 8;
const instructionRuns = (() => {
  const all = words(systemPrompt);
  const runs = new Set<string>();
  for (let at = 0; at + runLength <= all.length; at++)
    runs.add(all.slice(at, at + runLength).join(" "));
  return runs;
})();

function quotesInstructions(text: string): boolean {
  if (text.includes(instructionsMark)) return true;
  const all = words(text);
  for (let at = 0; at + runLength <= all.length; at++)
    if (instructionRuns.has(all.slice(at, at + runLength).join(" "))) return true;
  return false;
}

/** Figures as digits alone: "PKR 25,000" and "25000" are one figure. */
const figuresOf = (text: string) =>
  (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((figure) => figure.replace(/[,.]/g, ""));

/**
 * A figure that states something: with a currency or a percentage, a time or a quantity after
 * it, or above ten. A small count on its own ("3 steps", a list's "1.") is not checked.
 */
const statedFigures =
  /(?:(?:rs\.?|pkr|usd|us\$|\$|€|£|aed|eur|gbp)\s?\d[\d,.]*)|(?:\d[\d,.]*\s?(?:%|percent|k\b|m\b|million|thousand|lakh|crore|rupees?|dollars?|hours?|days?|weeks?|months?|years?|minutes?))|(?:\d[\d,.]*\d\d)/gi;

/** Words of a promise: the answer may use them only where a passage does. */
const promiseTerms = [
  "guarantee",
  "guaranteed",
  "refund",
  "warranty",
  "discount",
  "free",
  "unlimited",
  "lifetime",
].map((term) => processTerm(term) ?? term);

export type Evidence = { figures: Set<string>; terms: Set<string> };

/** What the passages state, as the checks compare it. */
export function evidenceOf(texts: readonly string[]): Evidence {
  const joined = texts.join("\n");
  return {
    figures: new Set(figuresOf(joined)),
    terms: new Set(words(joined).map((word) => processTerm(word) ?? word)),
  };
}

/** Why the sentence may not be shown, or null when it may. */
export function checkSentence(sentence: string, evidence: Evidence): Withheld | null {
  if (quotesInstructions(sentence)) return "instructions";
  for (const stated of sentence.match(statedFigures) ?? [])
    for (const figure of figuresOf(stated))
      if (!evidence.figures.has(figure)) return "unsupported-figure";
  const terms = new Set(words(sentence).map((word) => processTerm(word) ?? word));
  for (const term of promiseTerms)
    if (terms.has(term) && !evidence.terms.has(term)) return "unsupported-promise";
  return null;
}

/**
 * Cuts a stream of text into sentences as they complete, so each is checked whole before it
 * is sent: the browser still sees the answer grow, a sentence at a time.
 */
export function sentenceGate() {
  let pending = "";
  return {
    /** The sentences the new text completes (each with the space after it). */
    push(text: string): string[] {
      pending += text;
      const done: string[] = [];
      for (;;) {
        const end = /[.!?…](?=\s)\s+|\n+/.exec(pending);
        if (!end) break;
        const cut = end.index + end[0].length;
        done.push(pending.slice(0, cut));
        pending = pending.slice(cut);
      }
      return done;
    },
    /** What is left when the stream ends. */
    rest(): string {
      const last = pending;
      pending = "";
      return last;
    },
  };
}
