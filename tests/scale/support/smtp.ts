import type { AddressInfo } from "node:net";
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
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    inProgress: () => inProgress,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await sleep(50);
  }
}
