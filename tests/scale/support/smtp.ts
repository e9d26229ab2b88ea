import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { SMTPServer } from "smtp-server";

export type Delivered = { from: string; to: string[]; subject: string; raw: string; at: number };

/**
 * A real SMTP server that records each message with its envelope sender, and can take its time
 * before accepting one (like a slow mail provider), so tests can catch a delivery in progress.
 */
export async function startMailSink(options: { delayMs?: number } = {}) {
  const delivered: Delivered[] = [];
  /** Messages whose data has arrived but which are not accepted yet. */
  let inProgress = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inProgress++;
        setTimeout(() => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject,
            raw,
            at: Date.now(),
          });
          inProgress--;
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A client killed mid-message (the crash tests SIGKILL servers) resets its connection: that is
  // the client's failure, not the sink's.
  server.on("error", () => {});
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    inProgress: () => inProgress,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** Undoes quoted-printable soft line breaks and =XX escapes: enough to read a link. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

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
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await delay(50); // the next look at the state
  }
}
