import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra header fields: Reply-To, List-Unsubscribe and the like. */
  headers?: Record<string, string> | null;
  /** A calendar invitation (an .ics body), sent as the text/calendar part calendars act on. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; content: string } | null;
};

/** Nodemailer's options for a message: Reply-To as an address field, the rest as headers. */
function messageOptions(from: string, mail: Mail) {
  const { "Reply-To": replyTo, ...headers } = mail.headers ?? {};
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    ...(mail.icalEvent ? { icalEvent: { ...mail.icalEvent, filename: "invitation.ics" } } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}

export type MailTransport = {
  send: (mail: Mail, id: number) => Promise<void>;
  close: () => void;
};

type TransportSettings = {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  production: boolean;
};

/** Mail files hold reset links and addresses: a week is enough to read them during development. */
export const mailFileLifetimeMs = 7 * 24 * 3600 * 1000;
/** How often writing a file also sweeps the folder: at most once an hour. */
const sweepIntervalMs = 3600 * 1000;

export const noSmtpInProductionMessage =
  "SMTP_URL is not set: NO E-MAIL LEAVES THIS MACHINE. Password resets, confirmations and contact " +
  "messages are only written to files in DATA_DIR/mail (deleted after 7 days). Set SMTP_URL.";

/** Deletes the .eml files older than the lifetime; anything else in the folder is left alone. */
function sweepMailFiles(folder: string, now: number) {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // no folder yet: nothing written
  }
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = join(folder, name);
    try {
      if (now - statSync(file).mtimeMs > mailFileLifetimeMs) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another instance sharing DATA_DIR.
    }
  }
}

/**
 * SMTP when SMTP_URL is set. Otherwise (development) each message is written as an .eml file in
 * DATA_DIR/mail and its links are logged, so a person running the site locally can follow a
 * reset link. Production logs never carry the links, and say loudly that nothing is sent.
 */
export function createMailTransport(
  settings: TransportSettings,
  log: FastifyBaseLogger,
): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => {
        await smtp.sendMail(messageOptions(settings.from, mail));
      },
      close: () => smtp.close(),
    };
  }

  // An operator who forgot SMTP_URL would otherwise learn it from customers who got no mail.
  if (settings.production) log.error(noSmtpInProductionMessage);
  const folder = resolve(settings.dataDir, "mail");
  // Swept now and then while writing: a server that runs for weeks must not pile links up.
  let lastSweep = Date.now();
  sweepMailFiles(folder, lastSweep);
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    send: async (mail, id) => {
      const info = await writer.sendMail(messageOptions(settings.from, mail));
      if (Date.now() - lastSweep >= sweepIntervalMs) {
        lastSweep = Date.now();
        sweepMailFiles(folder, lastSweep);
      }
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(folder, `${stamp}-${id}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      if (settings.production) {
        log.error({ mail: { id, file } }, `mail NOT sent: ${noSmtpInProductionMessage}`);
        return;
      }
      const links = mail.text.match(/https?:\/\/\S+/g);
      log.info({ mail: { id, file, links } }, "mail saved as a file because SMTP_URL is not set");
    },
    close: () => writer.close(),
  };
}
