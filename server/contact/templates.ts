import type { ContactMessage } from "#contract/contact.ts";
import { renderEmail } from "#server/mail/layout.tsx";
import type { Mail } from "#server/mail/transport.ts";
import { site } from "#site/facts.ts";
import { ContactNotificationEmail } from "./emails.tsx";

/** What people type may hold line breaks or control characters; a subject line may not. */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, " ").trim();

export function senderName(message: Pick<ContactMessage, "firstName" | "lastName">): string {
  return oneLine(`${message.firstName} ${message.lastName}`);
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Karachi",
});

/**
 * The company inbox's copy of a contact message. Reply-To is the sender, so answering the e-mail
 * answers the lead; the link opens it in the admin area to mark it handled.
 */
export function contactNotificationMail(options: {
  to: string;
  id: number;
  message: ContactMessage;
  receivedAt: Date;
  publicUrl: string;
}): Mail {
  const { message } = options;
  const name = senderName(message);
  const adminLink = `${options.publicUrl.replace(/\/+$/, "")}/admin/leads/${options.id}`;
  const rows: Array<[string, string]> = [
    ["Name", name],
    ["Email", message.email],
    ["Phone", message.phone || "–"],
    ["Company", message.company || "–"],
    ["Received", `${timeFormat.format(options.receivedAt)} (PKT)`],
  ];
  const text = [
    `A new message arrived through the contact form of ${site.brand.name}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    "",
    "Message:",
    message.message,
    "",
    "Reply to this e-mail to answer the sender directly.",
    `Open it in the admin area: ${adminLink}`,
  ].join("\n");
  const html = renderEmail(ContactNotificationEmail, {
    rows,
    message: message.message,
    adminLink,
  });
  const company = message.company ? `, ${oneLine(message.company)}` : "";
  return {
    to: options.to,
    subject: oneLine(`New enquiry from ${name}${company}`).slice(0, 200),
    text,
    html,
    headers: { "Reply-To": message.email },
  };
}
