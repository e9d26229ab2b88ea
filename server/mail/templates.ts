import { site } from "#site/facts.ts";
import type { Mail } from "./transport.ts";

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** One word of letters, with inner hyphens or apostrophes ("Anne-Marie", "O'Neil"). */
const nameWord = /^\p{L}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*$/u;
const greetingNameMax = 20;

/**
 * The salutation of every e-mail sent to a person: "Hello Sana," or, when the name could be
 * anything but a name, "Hello,". A name is whatever someone typed at sign-up, for an address
 * nobody proved: printed whole it would put their words ("URGENT: verify at https://…") in our
 * mail. So only its first word is used, and only if it is letters: one word of letters can hold
 * no link, no domain and no sentence.
 */
export function greeting(name?: string | null): string {
  const first = (name ?? "").normalize("NFC").trim().split(/\s+/)[0] ?? "";
  return first.length <= greetingNameMax && nameWord.test(first) ? `Hello ${first},` : "Hello,";
}

/** The HTML frame every mail of the site shares; `body` is markup its template escaped. */
export const htmlDocument = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0b1533; line-height: 1.5">
${body}
</body></html>`;

/** The password-reset e-mail: plain text first, with a simple HTML alternative. */
export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): Mail {
  const brand = site.brand.name;
  const text = [
    greeting(options.name),
    "",
    `Someone asked to reset the password of your ${brand} account. To choose a new password, open this link:`,
    "",
    options.link,
    "",
    `The link works once, for ${options.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    "",
    `${brand}`,
  ].join("\n");
  const html = htmlDocument(`<p>${escapeHtml(greeting(options.name))}</p>
<p>Someone asked to reset the password of your ${escapeHtml(brand)} account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(options.link)}">Choose a new password</a></p>
<p style="word-break: break-all; font-size: 14px">${escapeHtml(options.link)}</p>
<p>The link works once, for ${options.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>${escapeHtml(brand)}</p>`);
  return { to: options.to, subject: `Reset your ${brand} password`, text, html };
}

/** Tells the owner whenever the password changes, so a change they did not make is noticed. */
export function passwordChangedMail(options: { to: string; name: string }): Mail {
  const brand = site.brand.name;
  const contact = site.contact.email;
  const text = [
    greeting(options.name),
    "",
    `The password of your ${brand} account has just been changed, and every other session was signed out.`,
    "",
    `If you made this change, there is nothing more to do. If you did not, use "Forgot password" on the login page to choose a new password at once, and tell us at ${contact}.`,
    "",
    brand,
  ].join("\n");
  const html = htmlDocument(`<p>${escapeHtml(greeting(options.name))}</p>
<p>The password of your ${escapeHtml(brand)} account has just been changed, and every other session was signed out.</p>
<p>If you made this change, there is nothing more to do. If you did not, use “Forgot password” on the login page to choose a new password at once, and tell us at <a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>.</p>
<p>${escapeHtml(brand)}</p>`);
  return { to: options.to, subject: `Your ${brand} password was changed`, text, html };
}

/**
 * Confirms the address after sign-up (or on request). It greets without the account's name: the
 * name is whatever the person typed, and this mail goes to an address nobody has proved yet.
 */
export function verifyEmailMail(options: { to: string; link: string; validHours: number }): Mail {
  const brand = site.brand.name;
  const text = [
    "Hello,",
    "",
    `Please confirm that this is your e-mail address, so your ${brand} account is complete and referral rewards can be credited and redeemed. Open this link:`,
    "",
    options.link,
    "",
    `The link works once, for ${options.validHours} hours. If you did not create an account, ignore this e-mail: nothing happens without the link.`,
    "",
    brand,
  ].join("\n");
  const html = htmlDocument(`<p>Hello,</p>
<p>Please confirm that this is your e-mail address, so your ${escapeHtml(brand)} account is complete and referral rewards can be credited and redeemed.</p>
<p><a href="${escapeHtml(options.link)}">Confirm my e-mail address</a></p>
<p style="word-break: break-all; font-size: 14px">${escapeHtml(options.link)}</p>
<p>The link works once, for ${options.validHours} hours. If you did not create an account, ignore this e-mail: nothing happens without the link.</p>
<p>${escapeHtml(brand)}</p>`);
  return { to: options.to, subject: `Confirm your e-mail address for ${brand}`, text, html };
}
