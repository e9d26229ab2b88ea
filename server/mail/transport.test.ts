import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createTestApp } from "#test/app.ts";
import { createMailTransport, mailFileLifetimeMs, noSmtpInProductionMessage } from "./transport.ts";

const day = 24 * 3600 * 1000;
const folders: string[] = [];

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "site-mail-files-"));
  folders.push(dir);
  mkdirSync(join(dir, "mail"));
  return dir;
}

/** A file in DATA_DIR/mail last written `ageMs` ago. */
function fileAged(dir: string, name: string, ageMs: number) {
  const file = join(dir, "mail", name);
  writeFileSync(file, "Subject: old\n\nhttp://site.test/reset-password?token=x\n");
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  return name;
}

function capturingLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const log = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { log, lines };
}

const mail = { to: "person@example.com", subject: "Hi", text: "Open http://site.test/x" };

afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("mail written to files (no SMTP_URL)", () => {
  test("files older than 7 days are deleted at start; newer ones and other files stay", () => {
    const dir = dataDir();
    const old = fileAged(dir, "2020-01-01-1.eml", 8 * day);
    const recent = fileAged(dir, "recent-2.eml", 6 * day);
    const notMail = fileAged(dir, "notes.txt", 30 * day);
    const transport = createMailTransport(
      { from: "no-reply@site.test", dataDir: dir, production: false },
      capturingLog().log,
    );
    const left = readdirSync(join(dir, "mail"));
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, notMail]));
    transport.close();
  });

  test("a server that keeps running sweeps again while it writes", async () => {
    const dir = dataDir();
    vi.useFakeTimers({ toFake: ["Date"] });
    const transport = createMailTransport(
      { from: "no-reply@site.test", dataDir: dir, production: false },
      capturingLog().log,
    );
    await transport.send(mail, 1);
    const [first] = readdirSync(join(dir, "mail"));
    // A week and an hour later, the first file is past its lifetime and the next write removes it.
    vi.setSystemTime(Date.now() + mailFileLifetimeMs + 3600 * 1000);
    await transport.send(mail, 2);
    const left = readdirSync(join(dir, "mail"));
    expect(left).toHaveLength(1);
    expect(left).not.toContain(first);
    transport.close();
  });

  test("no folder yet: starting is fine, and nothing is created until mail is written", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-mail-files-"));
    folders.push(dir);
    createMailTransport(
      { from: "no-reply@site.test", dataDir: dir, production: false },
      capturingLog().log,
    ).close();
    expect(existsSync(join(dir, "mail"))).toBe(false);
  });

  test("in production an error says at start, and with each mail, that nothing is sent", async () => {
    const dir = dataDir();
    const { log, lines } = capturingLog();
    const transport = createMailTransport(
      { from: "no-reply@site.test", dataDir: dir, production: true },
      log,
    );
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: noSmtpInProductionMessage })]);
    expect(noSmtpInProductionMessage).toMatch(/NO E-MAIL LEAVES THIS MACHINE/);
    await transport.send(mail, 7);
    const last = lines.at(-1)!;
    expect(last.level).toBe(50);
    expect(last.msg).toMatch(/^mail NOT sent/);
    // Production logs never carry the links.
    expect(JSON.stringify(lines)).not.toContain("http://site.test/x");
    transport.close();

    const development = capturingLog();
    createMailTransport(
      { from: "no-reply@site.test", dataDir: dir, production: false },
      development.log,
    ).close();
    expect(development.lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  test("a production server started without SMTP_URL logs the error, never just a warning", async () => {
    const t = await createTestApp("pglite", {
      env: { NODE_ENV: "production" },
      captureLogs: true,
    });
    try {
      const errors = t.logs
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg?.includes("SMTP_URL is not set"));
      expect(errors).toEqual([
        expect.objectContaining({ level: 50, msg: noSmtpInProductionMessage }),
      ]);
    } finally {
      await t.close();
    }
  });
});
