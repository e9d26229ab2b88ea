import {
  type SpamReason,
  type SpamSignal,
  spamReasonLabels,
  spamSignalLabels,
} from "#contract/admin-fields.ts";
import { contactMinFillMs } from "#contract/contact-fields.ts";
import { isDisposableAddress } from "#server/mail/mailbox.ts";
import type { Written } from "./rules.ts";

/**
 * What each signal adds to a message's spam score. One signal alone that a person can easily
 * give (a link to their own site) stays under `spamCheckScore`; any signal a bot typically
 * gives reaches it. Links count one each, up to three.
 */
export const spamSignalPoints: Record<Exclude<SpamSignal, "links">, number> = {
  "too-fast": 2,
  "no-token": 3,
  "bad-token": 3,
  "token-reused": 2,
  "spam-phrases": 3,
  "disposable-address": 2,
};
const maxLinkPoints = 3;

/** The spam score from which a message waits in Check instead of New. */
export const spamCheckScore = 2;

/**
 * Phrases of the messages bots send to every contact form (search rankings, link building,
 * traffic, crypto, gambling), matched as whole words and case-blind. A company that sells web
 * development gets real questions about SEO, so "SEO" alone is not one.
 */
const spamPhrases = [
  /\b(first|1st|top) page of google\b/i,
  /\b(rank|ranking|rankings) (your|ur) (site|website|business)\b/i,
  /\bback ?links?\b/i,
  /\bguest posts?\b/i,
  /\b(increase|boost|more) (your )?(website )?traffic\b/i,
  /\b(buy|cheap) (followers|likes|views|reviews)\b/i,
  /\b(crypto|bitcoin|forex) (trading|investment|profits?|signals)\b/i,
  /\b(casino|betting|viagra|cialis|payday loans?)\b/i,
  /\bwhat ?s ?app me\b/i,
  /\bunsubscribe by replying\b/i,
];

/** An address a link can be: a scheme, a "www.", or a bare domain with a path. */
const linkPattern = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|xyz|ru|top)\/\S*/gi;

/** What the contact form saw besides the words: its honeypot and its signed token. */
export type FormSignals = {
  honeypot: boolean;
  token:
    | { state: "missing" }
    | { state: "invalid" }
    | { state: "valid"; ageMs: number; nonce: string };
  /** Another message already used the token's nonce. */
  tokenReused?: boolean;
};

/**
 * A contact message's spam verdict. Only a sure sign files it as spam: the honeypot, a field no
 * person sees. Anything else is a score of the signals it shows; from `spamCheckScore` up the
 * message waits in Check for a person to decide, below it goes to New. Either way it is kept.
 */
export type SpamJudgement =
  | { stage: "spam"; spamReason: SpamReason; spamScore: number; spamSignals: SpamSignal[] }
  | { stage: "check" | "new"; spamScore: number; spamSignals: SpamSignal[] };

export function judgeContactMessage(written: Written, form: FormSignals): SpamJudgement {
  const points = new Map<SpamSignal, number>();
  const { token } = form;
  if (token.state === "missing") points.set("no-token", spamSignalPoints["no-token"]);
  else if (token.state === "invalid") points.set("bad-token", spamSignalPoints["bad-token"]);
  else if (token.ageMs < contactMinFillMs) points.set("too-fast", spamSignalPoints["too-fast"]);
  if (form.tokenReused) points.set("token-reused", spamSignalPoints["token-reused"]);
  const text = `${written.subject}\n${written.company}\n${written.message}`;
  const links = text.match(linkPattern)?.length ?? 0;
  if (links > 0) points.set("links", Math.min(links, maxLinkPoints));
  if (spamPhrases.some((phrase) => phrase.test(text)))
    points.set("spam-phrases", spamSignalPoints["spam-phrases"]);
  if (isDisposableAddress(written.email))
    points.set("disposable-address", spamSignalPoints["disposable-address"]);

  const spamSignals = [...points.keys()];
  const spamScore = [...points.values()].reduce((sum, value) => sum + value, 0);
  if (form.honeypot) return { stage: "spam", spamReason: "honeypot", spamScore, spamSignals };
  return { stage: spamScore >= spamCheckScore ? "check" : "new", spamScore, spamSignals };
}

/** The judgement as the lead's history says it: the signals and the score. */
export function describeJudgement(judged: SpamJudgement): string | null {
  const reasons = [
    ...(judged.stage === "spam" ? [spamReasonLabels[judged.spamReason]] : []),
    ...judged.spamSignals.map((signal) => spamSignalLabels[signal]),
  ];
  if (reasons.length === 0) return null;
  return `${reasons.join("; ")} (spam score ${judged.spamScore})`;
}
