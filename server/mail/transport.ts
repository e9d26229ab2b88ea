import { mkdirSync, writeFileSync } from "node:fs";
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

/**
 * SMTP when SMTP_URL is set. Otherwise (development) each message is written as an .eml file in
 * DATA_DIR/mail and its links are logged, so a person running the site locally can follow a
 * reset link. Production logs never carry the links.
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

  const folder = resolve(settings.dataDir, "mail");
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    send: async (mail, id) => {
      const info = await writer.sendMail(messageOptions(settings.from, mail));
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(folder, `${stamp}-${id}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      const links = settings.production ? undefined : mail.text.match(/https?:\/\/\S+/g);
      log.info({ mail: { id, file, links } }, "mail saved as a file because SMTP_URL is not set");
    },
    close: () => writer.close(),
  };
}
