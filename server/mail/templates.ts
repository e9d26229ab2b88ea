import { site } from "#site/facts.ts";
import { ActionEmail, NoticeEmail, PasswordChangedEmail } from "./emails.tsx";
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

/** Whom a mail goes to: the address, and the name it greets (see greeting). */
export type Recipient = { to: string; name: string };

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
export function resetPasswordMail(
  options: Recipient & {
    link: string;
    validMinutes: number;
  },
): Mail {
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
export function passwordChangedMail(options: Recipient): Mail {
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

/** A notice to the member: the same words as text and as HTML, in the one layout. */
function noticeMail(
  options: Recipient & {
    subject: string;
    paragraphs: readonly string[];
  },
): Mail {
  const hello = greeting(options.name);
  const text = [hello, "", ...options.paragraphs.flatMap((p) => [p, ""]), site.brand.name].join(
    "\n",
  );
  const html = renderEmail(NoticeEmail, { greeting: hello, paragraphs: options.paragraphs });
  return { to: options.to, subject: options.subject, text, html };
}

const pkr = (value: number) => `PKR ${value.toLocaleString("en-US")}`;

/** Sent whenever the payout method changes: a change the owner did not make must be noticed. */
export function payoutMethodChangedMail(
  options: Recipient & {
    method: string;
    account: string;
  },
): Mail {
  const brand = site.brand.name;
  return noticeMail({
    ...options,
    subject: `Your ${brand} payout details were changed`,
    paragraphs: [
      `The payout details of your ${brand} account were just set to ${options.method}, account ending ${options.account}. Redemptions are paid there from now on.`,
      `If you did not make this change, change your password at once and tell us at ${site.contact.email} before the next payout; we review every payout before it is made.`,
    ],
  });
}

/** The receipt: what was paid, where, and the reference to look it up with the bank or wallet. */
export function redemptionPaidMail(
  options: Recipient & {
    pkr: number;
    points: number;
    method: string;
    account: string;
    reference: string;
    /** The member's dashboard, where the points history shows the payout. */
    dashboardUrl: string;
  },
): Mail {
  const brand = site.brand.name;
  return noticeMail({
    ...options,
    subject: `${brand}: ${pkr(options.pkr)} paid, reference ${options.reference}`,
    paragraphs: [
      `We have paid ${pkr(options.pkr)} for the ${options.points.toLocaleString("en-US")} points you redeemed, to your ${options.method} account ending ${options.account}.`,
      `Transaction reference: ${options.reference}. Your bank or wallet shows the same reference; the payout also appears as "Paid" in your points history: ${options.dashboardUrl}`,
      `If the money has not arrived within two business days, reply to ${site.contact.email} with this reference.`,
    ],
  });
}

/** An approved payout: the money is on its way. */
export function payoutApprovedMail(
  options: Recipient & { pkr: number; points: number; dashboardUrl: string },
): Mail {
  const brand = site.brand.name;
  return noticeMail({
    ...options,
    subject: `${brand}: your payout of ${pkr(options.pkr)} is approved`,
    paragraphs: [
      `We reviewed your redemption of ${options.points.toLocaleString("en-US")} points and approved a payout of ${pkr(options.pkr)} to the payout details on your account.`,
      `We e-mail you again with the transaction reference once it is paid, usually within two business days. Your dashboard shows where it stands: ${options.dashboardUrl}`,
    ],
  });
}

/** A referral credited: the friend masked, the points and the new balance. */
export function referralCreditedMail(
  options: Recipient & { friend: string; points: number; balance: number; dashboardUrl: string },
): Mail {
  const brand = site.brand.name;
  const points = options.points.toLocaleString("en-US");
  return noticeMail({
    ...options,
    subject: `${brand}: ${points} points for your referral`,
    paragraphs: [
      `${options.friend} joined ${brand} through your link and confirmed their e-mail address: ${points} points are in your balance, which is now ${options.balance.toLocaleString("en-US")} points.`,
      `Every 200 points can be redeemed for PKR 100 on your dashboard: ${options.dashboardUrl}`,
    ],
  });
}

/** Wrong passwords for the payout details, several in a row: someone may hold the session. */
export function payoutPasswordFailuresMail(
  options: Recipient & { failures: number; resetUrl: string },
): Mail {
  const brand = site.brand.name;
  return noticeMail({
    ...options,
    subject: `${brand}: wrong passwords for your payout details`,
    paragraphs: [
      `Someone signed in to your ${brand} account gave a wrong password ${options.failures} times while trying to change where your payouts go. Your payout details were not changed.`,
      `If that was not you, someone may have your session: choose a new password now (this also signs out every other device): ${options.resetUrl}`,
    ],
  });
}

/** A rejected redemption: the reason in the administrator's words, and what became of the points. */
export function redemptionRejectedMail(
  options: Recipient & {
    pkr: number;
    points: number;
    reason: string;
    returned: boolean;
  },
): Mail {
  const brand = site.brand.name;
  const points = options.points.toLocaleString("en-US");
  return noticeMail({
    ...options,
    subject: `${brand}: your redemption of ${points} points was not paid`,
    paragraphs: [
      `We reviewed your redemption of ${points} points (${pkr(options.pkr)}) and could not pay it. Reason: ${options.reason}`,
      options.returned
        ? `The ${points} points are back in your balance; you can redeem them again.`
        : `The ${points} points were forfeited under the referral programme's rules.`,
      `If you think this is a mistake, write to ${site.contact.email}.`,
    ],
  });
}
