import { leadStatusLabels, type SpamSignal, spamSignalLabels } from "#contract/admin-fields.ts";
import { renderEmail } from "#server/mail/layout.tsx";
import type { Mail } from "#server/mail/transport.ts";
import { site } from "#site/facts.ts";
import { ContactNotificationEmail, type DigestLine, FollowUpDigestEmail } from "./emails.tsx";
import type { Written } from "./rules.ts";
import { siteTimeZone } from "./site-time.ts";
import type { DueFollowUp } from "./waiting-leads.ts";

/** What people type may hold line breaks or control characters; a subject or list line may not. */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, " ").trim();

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const showDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

type Waiting = { id: number; name: string; company: string; receivedOn: string };

/**
 * The leads of the days before the digest per source, with the calls booked among them, as
 * /admin/insights counts them for the same days (its sources table).
 */
export type SourceCounts = {
  from: string;
  to: string;
  rows: ReadonlyArray<{ source: string; enquiries: number; bookings: number }>;
};

/**
 * The morning digest to the company inbox: what the sales day starts with. Follow-ups due, new
 * leads nobody has contacted, and leads in Check, which may be a person's and wait for someone
 * to say so.
 */
export function followUpDigestMail(options: {
  to: string;
  today: string;
  followUps: readonly DueFollowUp[];
  fresh: readonly Waiting[];
  toCheck: ReadonlyArray<Waiting & { spamSignals: readonly SpamSignal[] }>;
  sources: SourceCounts;
  publicUrl: string;
}): Mail {
  const base = options.publicUrl.replace(/\/+$/, "");
  const who = (lead: { name: string; company: string }) =>
    oneLine(lead.company ? `${lead.name}, ${lead.company}` : lead.name);
  const followUps: DigestLine[] = options.followUps.map((lead) => ({
    text: `${who(lead)} (${leadStatusLabels[lead.status]}): ${
      lead.overdue ? `overdue since ${showDay(lead.nextFollowUpOn)}` : "due today"
    }`,
    href: `${base}/admin/leads/${lead.id}`,
  }));
  const fresh: DigestLine[] = options.fresh.map((lead) => ({
    text: `${who(lead)}: received ${showDay(lead.receivedOn)}`,
    href: `${base}/admin/leads/${lead.id}`,
  }));
  const toCheck: DigestLine[] = options.toCheck.map((lead) => ({
    text: [
      `${who(lead)}: received ${showDay(lead.receivedOn)}`,
      ...lead.spamSignals.map((signal) => spamSignalLabels[signal]),
    ].join(". "),
    href: `${base}/admin/leads/${lead.id}`,
  }));
  const { from, to, rows } = options.sources;
  const days = from === to ? showDay(from) : `${showDay(from)} to ${showDay(to)}`;
  const bySource: DigestLine[] = rows.map((row) => ({
    text: `${oneLine(row.source)}: ${counted(row.enquiries, "lead", "leads")}, ${counted(row.bookings, "call booked", "calls booked")}`,
    href: `${base}/admin/insights?from=${from}&to=${to}`,
  }));
  const leadsIn = rows.reduce((sum, row) => sum + row.enquiries, 0);
  const callsIn = rows.reduce((sum, row) => sum + row.bookings, 0);
  const sections = [
    { title: `Follow-ups due (${followUps.length})`, lines: followUps },
    { title: `New leads not yet contacted (${fresh.length})`, lines: fresh },
    {
      title: `To check: maybe spam, maybe a person in a hurry (${toCheck.length})`,
      lines: toCheck,
    },
    {
      title: `By source, ${days}: ${counted(leadsIn, "lead", "leads")}, ${counted(callsIn, "call booked", "calls booked")}`,
      lines: bySource,
    },
  ].filter((section) => section.lines.length > 0);
  const intro = `Good morning. This is what the ${site.brand.name} pipeline asks of you on ${showDay(options.today)}.`;
  const text = [
    intro,
    ...sections.flatMap((section) => [
      "",
      section.title,
      ...section.lines.map((line) => `- ${line.text}\n  ${line.href}`),
    ]),
  ].join("\n");
  return {
    to: options.to,
    subject: `Sales digest for ${showDay(options.today)}: ${[
      counted(followUps.length, "follow-up", "follow-ups"),
      counted(fresh.length, "new lead", "new leads"),
      ...(toCheck.length > 0 ? [`${toCheck.length} to check`] : []),
    ].join(", ")}`,
    text,
    html: renderEmail(FollowUpDigestEmail, { intro, sections }),
  };
}

function senderName(message: Pick<Written, "firstName" | "lastName">): string {
  return oneLine(`${message.firstName} ${message.lastName}`);
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: siteTimeZone,
});

/**
 * The company inbox's copy of a contact message. Reply-To is the sender, so answering the e-mail
 * answers the lead; the link opens it in the admin area to mark it handled.
 */
export function contactNotificationMail(options: {
  to: string;
  id: number;
  message: Written;
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
    `A new lead arrived through the contact form of ${site.brand.name}.`,
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
    subject: oneLine(`New lead from ${name}${company}`).slice(0, 200),
    text,
    html,
    headers: { "Reply-To": message.email },
  };
}
