import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html?: string | null };

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
        await smtp.sendMail({ from: settings.from, ...mail, html: mail.html ?? undefined });
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
      const info = await writer.sendMail({
        from: settings.from,
        ...mail,
        html: mail.html ?? undefined,
      });
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
