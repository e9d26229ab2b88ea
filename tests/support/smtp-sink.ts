import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { eventually } from "./app.ts";

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and subjects. */
export function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): ReceivedMail {
  const subject =
    /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
  return { to, subject, text: decodeQuotedPrintable(raw), raw };
}

/**
 * A real SMTP server on 127.0.0.1 (`port` 0: any free one) that hands each message, whole, to
 * `receive` with its envelope, and accepts it once `receive` is done.
 */
export async function listenSmtp(
  port: number,
  receive: (raw: string, envelope: SMTPServerEnvelope) => Promise<void> | void,
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await receive(Buffer.concat(chunks).toString("utf8"), session.envelope);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    server,
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server that keeps what it receives: the tests' mail sink. `ignore` drops mail
 * whose subject matches, for tests about other mail (every sign-up sends a confirmation).
 */
export async function startSmtpSink(port = 0, options: { ignore?: RegExp } = {}) {
  const received: ReceivedMail[] = [];
  const {
    port: actualPort,
    url,
    close,
  } = await listenSmtp(port, (raw, envelope) => {
    const to = envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
    const mail = parse(raw, to);
    if (!options.ignore?.test(mail.subject)) received.push(mail);
  });
  return {
    port: actualPort,
    url,
    received,
    /** Mail to this address, in arrival order. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitFor: (address: string, count = 1, timeoutMs = 10_000) =>
      eventually(
        () => {
          const mails = received.filter((mail) => mail.to.includes(address.toLowerCase()));
          return mails.length >= count ? mails : undefined;
        },
        timeoutMs,
        `${count} mail(s) to ${address}`,
      ),
    close,
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The token of the reset link in a mail. */
export function resetTokenIn(mail: ReceivedMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error("no reset link in the mail");
  return match[1];
}

/** Subjects of the confirmation mail every sign-up sends. */
export const confirmationSubject = /^Confirm your e-mail address/;

/** The token of the confirmation link in a mail. */
export function verifyTokenIn(mail: ReceivedMail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error("no confirmation link in the mail");
  return match[1];
}
