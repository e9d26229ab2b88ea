import { ActionEmail } from "#server/mail/emails.tsx";
import { renderEmail } from "#server/mail/layout.tsx";
import { greeting } from "#server/mail/templates.ts";
import type { Mail } from "#server/mail/transport.ts";
import { site } from "#site/facts.ts";

/**
 * Sent when an account whose address is in ADMIN_EMAILS signs in before it holds the role. The
 * link leads to the password page: choosing the password proves the mailbox is the reader's, and
 * if someone else registered the address first, it takes the account from them as well.
 */
export function adminConfirmationMail(options: {
  to: string;
  name: string;
  link: string;
  validHours: number;
}): Mail {
  const brand = site.brand.name;
  const intro = `This address is listed as an administrator of the ${brand} website. Before the admin area opens for the account that uses it, we need to know the mailbox is yours.`;
  const step =
    "Open this link and choose the account's password. Administrator access starts then; log in again with that password.";
  const caution = `The link works once, for ${options.validHours} hours. If you did not create an account with this address yourself, open it anyway: choosing the password makes the account yours and signs out whoever created it.`;
  const text = [
    greeting(options.name),
    "",
    intro,
    "",
    step,
    "",
    options.link,
    "",
    caution,
    "",
    brand,
  ].join("\n");
  const html = renderEmail(ActionEmail, {
    greeting: greeting(options.name),
    before: [intro, step],
    link: options.link,
    linkLabel: "Confirm and choose the password",
    after: [caution],
  });
  return { to: options.to, subject: `Confirm your administrator access to ${brand}`, text, html };
}
