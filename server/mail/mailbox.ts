// A CommonJS module: Node exposes it to ES modules as one default export.
import mailchecker from "mailchecker";

/** Providers that ignore dots in the local part: j.doe@ and jdoe@ are one mailbox. */
const dotBlind = new Set(["gmail.com", "googlemail.com"]);

/** The same provider under another name. */
const aliases: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * Free mail services anyone can open an address at: two friends on gmail.com share a provider,
 * not an organisation, so the referral rules never treat such a domain as "one domain".
 * Everything else (a company's or a private domain) is one owner, who may run a catch-all.
 */
const publicProviders = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "mail.com",
  "fastmail.com",
  "tutanota.com",
  "tuta.io",
  "web.de",
]);

/** The domain part of an address, lower case ("" when there is none). */
export function mailDomainOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : (aliases[address.slice(at + 1)] ?? address.slice(at + 1));
}

/**
 * Whether the domain is a free mail service (and its national variants: hotmail.fr, yahoo.com.pk,
 * outlook.de), i.e. not one owner's domain.
 */
export function isPublicMailDomain(domain: string): boolean {
  if (publicProviders.has(domain)) return true;
  const provider =
    /^(gmail|googlemail|outlook|hotmail|live|yahoo|ymail|gmx|web|aol)\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.exec(
      domain,
    );
  return provider !== null;
}

/**
 * The mailbox an address reaches: lower case, without a "+tag" (every common mail server,
 * and any catch-all, delivers name+anything@ to name@, so a tag is never a new mailbox), and
 * for Gmail without dots. Used to refuse a second account (and a self-referral) for a mailbox
 * that already has one under a variant spelling, and to credit a mailbox's referral once.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
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
