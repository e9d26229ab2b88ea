import { setTimeout as delay } from "node:timers/promises";
import { eventually } from "#test/app.ts";
import { decodeQuotedPrintable, listenSmtp } from "#test/smtp-sink.ts";

export type Delivered = { from: string; to: string[]; subject: string; raw: string; at: number };

/**
 * A real SMTP server that records each message with its envelope sender, and can take its time
 * before accepting one (like a slow mail provider), so tests can catch a delivery in progress.
 */
export async function startMailSink(options: { delayMs?: number } = {}) {
  const delivered: Delivered[] = [];
  /** Messages whose data has arrived but which are not accepted yet. */
  let inProgress = 0;
  const { server, url, close } = await listenSmtp(0, async (raw, envelope) => {
    inProgress++;
    await delay(options.delayMs ?? 0);
    delivered.push({
      from: envelope.mailFrom ? envelope.mailFrom.address : "",
      to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
      subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
      raw,
      at: Date.now(),
    });
    inProgress--;
  });
  // A client killed mid-message (the crash tests SIGKILL servers) resets its connection: that is
  // the client's failure, not the sink's.
  server.on("error", () => {});
  return { url, delivered, inProgress: () => inProgress, close };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** Confirmation tokens by address, from the sink's mail read so far (newest wins). */
const confirmationIndexes = new WeakMap<
  Delivered[],
  { read: number; tokens: Map<string, string> }
>();

/**
 * The token of the newest e-mail confirmation link the sink received for `email` (the link
 * `/verify-email?token=…` mailed at sign-up), or undefined while none has arrived.
 */
export function confirmationToken(sink: MailSink, email: string): string | undefined {
  let index = confirmationIndexes.get(sink.delivered);
  if (!index) {
    index = { read: 0, tokens: new Map() };
    confirmationIndexes.set(sink.delivered, index);
  }
  for (; index.read < sink.delivered.length; index.read++) {
    const mail = sink.delivered[index.read]!;
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(
      decodeQuotedPrintable(mail.raw),
    )?.[1];
    if (token) for (const to of mail.to) index.tokens.set(to, token);
  }
  return index.tokens.get(email.toLowerCase());
}

/** Polls until `check` returns something other than undefined, or fails after `timeoutMs`. */
export function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  return eventually(check, timeoutMs, what);
}
