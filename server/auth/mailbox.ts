// A CommonJS module: Node exposes it to ES modules as one default export.
import mailchecker from "mailchecker";

/** Providers that ignore dots in the local part: j.doe@ and jdoe@ are one mailbox. */
const dotBlind = new Set(["gmail.com", "googlemail.com"]);

/** The same provider under another name. */
const aliases: Record<string, string> = { "googlemail.com": "gmail.com" };

/** Providers that deliver name+anything@ to name@ (sub-addressing). */
const plusTagged = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "fastmail.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
]);

/**
 * The mailbox an address reaches: lower case, and for providers that ignore them, without dots
 * and without a "+tag". Used to refuse a second account (and a self-referral) for a mailbox that
 * already has one under a variant spelling.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (plusTagged.has(domain)) local = local.split("+")[0] || local;
  if (dotBlind.has(domain)) local = local.replaceAll(".", "") || local;
  return `${local}@${aliases[domain] ?? domain}`;
}

const disposable = mailchecker.blacklist();

/**
 * Whether the address belongs to a throw-away mail service (mailchecker's offline list, which
 * also covers their sub-domains).
 */
export function isDisposableAddress(email: string): boolean {
  let domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  for (;;) {
    if (disposable.has(domain)) return true;
    const dot = domain.indexOf(".");
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
}
