import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, inject, vi } from "vitest";
import { gotoAndHydrate, visitorHeaders } from "./browser.ts";

/**
 * The mail the test server sent, and the one helper that confirms an address with the link in
 * it. The shared test server writes mail as .eml files under DATA_DIR/mail; a file with its own
 * server and SMTP sink passes the sink's mail instead.
 */

/** Every mail to an address, decoded, oldest first. */
export type MailSource = (address: string) => string[];

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The development mailbox of the shared test server (or of `dataDir`). */
export function mailFolder(dataDir: string = inject("dataDir")): MailSource {
  const folder = join(dataDir, "mail");
  return (address) => {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
    } catch {
      // The folder appears with the first mail.
    }
    const wanted = address.toLowerCase();
    // File names start with the time of sending: sorted, they are oldest first.
    return files
      .sort()
      .map((file) => readFileSync(join(folder, file), "utf8"))
      .filter((raw) => {
        const to = /^To: (.*)$/im.exec(raw)?.[1]?.toLowerCase() ?? "";
        return to.split(/[\s,<>]+/).includes(wanted);
      })
      .map(decodeQuotedPrintable);
  };
}

/** The newest mail to `address` that `pick` finds something in, waiting for it to arrive. */
export async function newestInMail<T>(
  address: string,
  pick: (text: string) => T | undefined,
  source: MailSource = mailFolder(),
  timeoutMs = 15_000,
): Promise<T> {
  // vi.waitFor rather than expect.poll: hooks (beforeAll) read mail too.
  return vi.waitFor(
    () => {
      const found = source(address)
        .reverse()
        .map(pick)
        .find((value) => value !== undefined);
      if (found === undefined) throw new Error(`no matching mail to ${address} arrived`);
      return found;
    },
    { timeout: timeoutMs, interval: 200 },
  );
}

/** The path of a confirmation link in a mail: /verify-email?token=… */
export const confirmationPathIn = (text: string) =>
  /\/verify-email\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];

/**
 * Confirms `address` with the newest confirmation link mailed to it: opened in `page` as its
 * owner would (waiting for the page to say so), else posted to the API. Returns the link's path.
 */
export async function confirmAddress(
  address: string,
  options: { base: string; page?: Page; source?: MailSource },
): Promise<string> {
  const path = await newestInMail(address, confirmationPathIn, options.source);
  if (options.page) {
    await gotoAndHydrate(options.page, `${options.base}${path}`);
    await options.page
      .getByRole("heading", { level: 1, name: "Your address is confirmed" })
      .waitFor();
    return path;
  }
  const token = new URL(path, options.base).searchParams.get("token");
  const response = await fetch(`${options.base}/api/auth/verify-email`, {
    method: "POST",
    headers: { ...visitorHeaders(), "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  expect(response.status, `confirming ${address}`).toBe(200);
  return path;
}
