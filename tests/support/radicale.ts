import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { freePort } from "./ports.ts";

/**
 * A real CalDAV server for the calendar tests: Debian's Radicale (which `npm test` installs with
 * the browsers: tests/support/ensure-test-packages.ts), on a free port of 127.0.0.1, its
 * collections in a temporary folder, one user per consultant in a plain htpasswd file, so the
 * site's Basic authentication is checked too.
 */
export const radicalePath = process.env.RADICALE_PATH ?? "/usr/bin/radicale";

export type Radicale = {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** A user's calendar, made with MKCALENDAR: its address. */
  makeCalendar: (user: string, name: string) => Promise<string>;
  /** Stores one calendar object (a whole VCALENDAR) at `file` in the calendar. */
  put: (user: string, calendarUrl: string, file: string, ics: string) => Promise<void>;
  /** Every object in the calendar: its file name and text, as stored. */
  objects: (user: string, calendarUrl: string) => Promise<{ file: string; ics: string }[]>;
  /** Stops the server (it answers nothing until `start`): an unreachable calendar. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/** The password of every test user: `${user}-calendar-password`. */
export const radicalePassword = (user: string) => `${user}-calendar-password`;

const auth = (user: string) =>
  `Basic ${Buffer.from(`${user}:${radicalePassword(user)}`).toString("base64")}`;

export async function startRadicale(users: readonly string[]): Promise<Radicale> {
  if (!existsSync(radicalePath))
    throw new Error(
      `Not found: ${radicalePath}. Install with:\n  sudo apt-get update && sudo apt-get install -y radicale\nor set RADICALE_PATH (npm test installs it when run as root).`,
    );
  const folder = mkdtempSync(join(tmpdir(), "radicale-"));
  const port = await freePort();
  writeFileSync(
    join(folder, "users"),
    users.map((user) => `${user}:${radicalePassword(user)}\n`).join(""),
  );
  writeFileSync(
    join(folder, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${join(folder, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[storage]",
      `filesystem_folder = ${join(folder, "collections")}`,
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = "";

  async function start() {
    if (child && child.exitCode === null) return;
    const started = spawn(radicalePath, ["--config", join(folder, "config")], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH ?? "", HOME: folder },
    });
    child = started;
    started.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    started.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    // Listening within 20 s, or the start fails with what Radicale said.
    for (const deadline = Date.now() + 20_000; ; ) {
      if (started.exitCode !== null)
        throw new Error(`Radicale exited (${started.exitCode}):\n${output}`);
      try {
        await fetch(baseUrl, { signal: AbortSignal.timeout(500) });
        return;
      } catch {
        if (Date.now() > deadline)
          throw new Error(`Radicale did not answer on ${baseUrl}:\n${output}`);
      }
      await delay(100);
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }

  async function request(user: string, url: string, init: RequestInit) {
    const response = await fetch(url, {
      ...init,
      headers: { authorization: auth(user), ...init.headers },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method} ${url}: HTTP ${response.status} ${text}`);
    return text;
  }

  await start();
  return {
    baseUrl,
    async makeCalendar(user, name) {
      const url = `${baseUrl}/${user}/${name}/`;
      await request(user, url, { method: "MKCALENDAR" });
      return url;
    },
    async put(user, calendarUrl, file, ics) {
      await request(user, new URL(file, calendarUrl).href, {
        method: "PUT",
        headers: { "content-type": "text/calendar; charset=utf-8" },
        body: ics,
      });
    },
    async objects(user, calendarUrl) {
      const listing = await request(user, calendarUrl, {
        method: "PROPFIND",
        headers: { depth: "1", "content-type": "application/xml" },
        body: '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>',
      });
      const files = [...listing.matchAll(/<href>([^<]+\.ics)<\/href>/g)].map(([, href]) =>
        decodeURIComponent(href!.split("/").pop()!),
      );
      // One deleted between the listing and its GET is gone: left out.
      const found = await Promise.all(
        files.map(async (file) => {
          const response = await fetch(new URL(encodeURIComponent(file), calendarUrl), {
            headers: { authorization: auth(user) },
          });
          const ics = await response.text();
          if (response.status === 404) return null;
          if (!response.ok) throw new Error(`GET ${file}: HTTP ${response.status} ${ics}`);
          return { file, ics };
        }),
      );
      return found.filter((object) => object !== null);
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
