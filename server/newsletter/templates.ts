import { newsletterConfirmDays } from "#contract/newsletter-fields.ts";
import { renderEmail } from "#server/mail/layout.tsx";
import type { Mail } from "#server/mail/transport.ts";
import { site } from "#site/facts.ts";
import { NewsletterEmail } from "./emails.tsx";

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

export const newsletterLinks = {
  confirm: (publicUrl: string, token: string) =>
    `${base(publicUrl)}/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
  unsubscribe: (publicUrl: string, token: string) =>
    `${base(publicUrl)}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
};

/**
 * Every newsletter e-mail goes through here, so each one carries the one-click unsubscribe
 * link: in the text, and as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), which mail
 * apps show as their own "Unsubscribe" button and answer with a POST to the same address.
 */
export function newsletterMail(options: {
  to: string;
  subject: string;
  /** Paragraphs of plain text; a paragraph that is a URL becomes a link in the HTML part. */
  paragraphs: readonly string[];
  unsubscribeUrl: string;
}): Mail {
  const brand = site.brand.name;
  const footer = `You receive this because this address was entered in the newsletter box on our website. Unsubscribe with one click: ${options.unsubscribeUrl}`;
  const text = [...options.paragraphs, brand, "", "--", footer].join("\n\n");
  const html = renderEmail(NewsletterEmail, {
    paragraphs: options.paragraphs,
    unsubscribeUrl: options.unsubscribeUrl,
  });
  return {
    to: options.to,
    subject: options.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Double opt-in: nothing is sent to the address until this link is opened. */
export function confirmSubscriptionMail(options: {
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Mail {
  return newsletterMail({
    to: options.to,
    subject: `Confirm your subscription to the ${site.brand.name} newsletter`,
    paragraphs: [
      "Hello,",
      `Please confirm that you want project notes and offers from ${site.brand.name}, about once a month. Open this link to confirm:`,
      options.confirmUrl,
      `The link works for ${newsletterConfirmDays} days. If you did not ask for this, ignore this e-mail: without your confirmation we send nothing more.`,
    ],
    unsubscribeUrl: options.unsubscribeUrl,
  });
}

export function welcomeMail(options: { to: string; unsubscribeUrl: string }): Mail {
  return newsletterMail({
    to: options.to,
    subject: `You are subscribed to the ${site.brand.name} newsletter`,
    paragraphs: [
      "Hello,",
      "Thank you for confirming. From now on you will get our project notes and offers, about once a month.",
      `If you want to talk about a project before then, reply to any of our e-mails or write to ${site.contact.email}.`,
    ],
    unsubscribeUrl: options.unsubscribeUrl,
  });
}
