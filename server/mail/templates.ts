import { site } from "#web/content/site";
import type { Mail } from "./transport";

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** The password-reset e-mail: plain text first, with a simple HTML alternative. */
/** The HTML frame every mail of the site shares; `body` is markup its template escaped. */
export const htmlDocument = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0b1533; line-height: 1.5">
${body}
</body></html>`;

export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): Mail {
  const brand = site.brand.name;
  const text = [
    `Hello ${options.name},`,
    "",
    `Someone asked to reset the password of your ${brand} account. To choose a new password, open this link:`,
    "",
    options.link,
    "",
    `The link works once, for ${options.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    "",
    `${brand}`,
  ].join("\n");
  const html = htmlDocument(`<p>Hello ${escapeHtml(options.name)},</p>
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
    `Hello ${options.name},`,
    "",
    `The password of your ${brand} account has just been changed, and every other session was signed out.`,
    "",
    `If you made this change, there is nothing more to do. If you did not, use "Forgot password" on the login page to choose a new password at once, and tell us at ${contact}.`,
    "",
    brand,
  ].join("\n");
  const html = htmlDocument(`<p>Hello ${escapeHtml(options.name)},</p>
<p>The password of your ${escapeHtml(brand)} account has just been changed, and every other session was signed out.</p>
<p>If you made this change, there is nothing more to do. If you did not, use “Forgot password” on the login page to choose a new password at once, and tell us at <a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>.</p>
<p>${escapeHtml(brand)}</p>`);
  return { to: options.to, subject: `Your ${brand} password was changed`, text, html };
}
