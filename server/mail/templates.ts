import { site } from "#site/facts.ts";
import { ActionEmail, PasswordChangedEmail } from "./emails.tsx";
import { renderEmail } from "./layout.tsx";
import type { Mail } from "./transport.ts";

/**
 * Escapes text for HTML that is written by hand. The mails do not use it: their HTML part is
 * rendered by React (./layout.tsx), which escapes on its own. The contact form's error page does.
 */
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

/** The password-reset e-mail: plain text first, with a simple HTML alternative. */
export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): Mail {
  const brand = site.brand.name;
  const hello = greeting(options.name);
  const request = `Someone asked to reset the password of your ${brand} account. To choose a new password, open this link:`;
  const terms = `The link works once, for ${options.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  const text = [hello, "", request, "", options.link, "", terms, "", `${brand}`].join("\n");
  const html = renderEmail(ActionEmail, {
    greeting: hello,
    before: [request],
    link: options.link,
    linkLabel: "Choose a new password",
    after: [terms],
  });
  return { to: options.to, subject: `Reset your ${brand} password`, text, html };
}

/** Tells the owner whenever the password changes, so a change they did not make is noticed. */
export function passwordChangedMail(options: { to: string; name: string }): Mail {
  const brand = site.brand.name;
  const contact = site.contact.email;
  const hello = greeting(options.name);
  const text = [
    hello,
    "",
    `The password of your ${brand} account has just been changed, and every other session was signed out.`,
    "",
    `If you made this change, there is nothing more to do. If you did not, use "Forgot password" on the login page to choose a new password at once, and tell us at ${contact}.`,
    "",
    brand,
  ].join("\n");
  const html = renderEmail(PasswordChangedEmail, { greeting: hello });
  return { to: options.to, subject: `Your ${brand} password was changed`, text, html };
}

/**
 * Confirms the address after sign-up (or on request). It greets without the account's name: the
 * name is whatever the person typed, and this mail goes to an address nobody has proved yet.
 */
export function verifyEmailMail(options: { to: string; link: string; validHours: number }): Mail {
  const brand = site.brand.name;
  const request = `Please confirm that this is your e-mail address, so your ${brand} account is complete and referral rewards can be credited and redeemed.`;
  const terms = `The link works once, for ${options.validHours} hours. If you did not create an account, ignore this e-mail: nothing happens without the link.`;
  const text = [
    "Hello,",
    "",
    `${request} Open this link:`,
    "",
    options.link,
    "",
    terms,
    "",
    brand,
  ].join("\n");
  const html = renderEmail(ActionEmail, {
    greeting: "Hello,",
    before: [request],
    link: options.link,
    linkLabel: "Confirm my e-mail address",
    after: [terms],
  });
  return { to: options.to, subject: `Confirm your e-mail address for ${brand}`, text, html };
}
