// A CommonJS module: Node exposes it to ES modules as one default export.
import { DOMAINS as freeDomains } from "free-email-domains-list";
import mailchecker from "mailchecker";
import { getDomain } from "tldts";

/** Providers that ignore dots in the local part: j.doe@ and jdoe@ are one mailbox. */
const dotBlind = new Set(["gmail.com", "googlemail.com"]);

/** The same provider under another name. */
const aliases: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * Free mail services anyone can open an address at: two friends on gmail.com share a provider,
 * not an organisation, so the referral rules never treat such a domain as "one domain".
 * Everything else (a company's or a private domain) is one owner, who may run a catch-all.
 *
 * An exact list, never a pattern: a pattern like `gmail\.[a-z]{2,3}` also matched gmail.xyz,
 * which anyone can register and run a catch-all on. The maintained list (free-email-domains-list,
 * about 96,000 names, updated weekly upstream) plus the national variants Pakistani members use
 * that it lacks.
 */
const publicProviders: ReadonlySet<string> = new Set([
  ...freeDomains,
  "yahoo.com.pk",
  "hotmail.com.pk",
  "outlook.com.pk",
  "live.com.pk",
]);

/** The domain part of an address, lower case ("" when there is none). */
export function mailDomainOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : (aliases[address.slice(at + 1)] ?? address.slice(at + 1));
}

/** Whether the domain, exactly as written, is a free mail service, i.e. not one owner's domain. */
export function isPublicMailDomain(domain: string): boolean {
  return publicProviders.has(domain);
}

/**
 * The domain one owner controls, from the Public Suffix List (tldts): mail.acme.pk and
 * x.acme.pk are both acme.pk, since whoever owns acme.pk makes any sub-domain at will;
 * example.com.pk is its own (com.pk is a public suffix). Null for a free mail service and for a
 * domain without a registrable part (a bare suffix, an address literal).
 */
export function privateMailDomainOf(domain: string | null | undefined): string | null {
  if (!domain || isPublicMailDomain(domain)) return null;
  const registrable = getDomain(domain, { allowPrivateDomains: false });
  if (!registrable || isPublicMailDomain(registrable)) return null;
  return registrable;
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
