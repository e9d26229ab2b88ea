import type { BookingLinkPurpose } from "#contract/booking-fields.ts";
import type { BookingRow } from "#server/db/schema/index.ts";
import type { Mail } from "#server/mail/transport.ts";
import { consultationBySlug } from "#site/booking/consultations.ts";
import { dayLabelIn, timeIn } from "#site/booking/slot-labels.ts";
import { site } from "#site/facts.ts";
import { invitationOf } from "./invitation.ts";
import { consultantName, timeZone } from "./rules.ts";

export type InvitedCall = {
  id: number;
  title: string;
  start: Date;
  end: Date;
  /** The booking's version (bookings.link_version): the invitation's SEQUENCE. */
  sequence: number;
  visitor: { name: string; email: string; company: string; need: string; timeZone: string };
  consultant: { name: string; email: string };
};

/** The visitor's two links: to move the call, to cancel it (links.ts). */
export type CallLinks = Record<BookingLinkPurpose, string>;

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** "Monday 29 March, 10:00" in a zone. */
const whenIn = (at: Date, zone: string) =>
  `${dayLabelIn(at.getTime(), zone)}, ${timeIn(at.getTime(), zone)}`;

/** The call in the visitor's zone, with Karachi's time beside it when the two differ. */
function visitorTime(call: InvitedCall, at = call.start) {
  const yours = whenIn(at, call.visitor.timeZone);
  const karachi = whenIn(at, timeZone);
  return {
    yours,
    karachi,
    said:
      yours === karachi ? `${yours} (Karachi time)` : `${yours} your time (${karachi} in Karachi)`,
  };
}

/**
 * The invitation both sides get (invitation.ts): METHOD:REQUEST when the call is booked or
 * moved, METHOD:CANCEL when it is called off; the same UID, the booking's version as SEQUENCE.
 */
function invitation(call: InvitedCall, host: string, method: "request" | "cancel") {
  const { visitor, consultant } = call;
  const content = invitationOf({
    bookingId: call.id,
    host,
    method,
    sequence: call.sequence,
    start: call.start,
    end: call.end,
    summary: `${call.title}: ${site.brand.name} and ${oneLine(visitor.name)}`,
    description: `${call.title} with ${consultant.name} of ${site.brand.name}.\n\nWhat ${oneLine(visitor.name)} needs: ${visitor.need}`,
    organizer: { name: consultant.name, email: consultant.email },
    attendees: [
      { name: oneLine(visitor.name), email: visitor.email },
      { name: consultant.name, email: consultant.email },
    ],
  });
  return { method: method === "cancel" ? ("CANCEL" as const) : ("REQUEST" as const), content };
}

/** The paragraph of a visitor's mail that moves or cancels the call. */
const linksParagraph = (links: CallLinks) =>
  [
    `To move the call to another time: ${links.reschedule}`,
    `To cancel it: ${links.cancel}`,
    "Each link works once; a reply to this e-mail reaches us too.",
  ].join("\n");

/** A mail to the visitor: greeted by name, signed by the company; a reply reaches the consultant. */
function visitorMail(call: InvitedCall, subject: string, paragraphs: readonly string[]): Mail {
  return {
    to: call.visitor.email,
    subject,
    text: [`Hello ${oneLine(call.visitor.name)},`, ...paragraphs, site.brand.name].join("\n\n"),
    headers: { "Reply-To": call.consultant.email },
  };
}

const nameAndCompany = (visitor: InvitedCall["visitor"]) =>
  `${oneLine(visitor.name)}${visitor.company ? `, ${oneLine(visitor.company)}` : ""}`;

/**
 * The two confirmations of a booked call, each carrying the invitation (METHOD:REQUEST) that puts
 * it in a calendar: the visitor's, with the time in their zone and Karachi's and the links that
 * move or cancel it, and the consultant's, with the visitor's answers. The visitor's Reply-To is
 * the consultant, so a reply reaches a person. A moved call (`movedFrom`) gets the same pair,
 * saying what it was; the invitation's higher SEQUENCE replaces the event in both calendars.
 */
export function confirmationMails(
  call: InvitedCall,
  options: { publicUrl: string; links: CallLinks; movedFrom?: Date },
): Mail[] {
  const host = new URL(options.publicUrl).hostname;
  const { visitor, consultant } = call;
  const icalEvent = invitation(call, host, "request");
  const time = visitorTime(call);
  const was = options.movedFrom ? visitorTime(call, options.movedFrom) : null;
  const wasKarachi = options.movedFrom ? whenIn(options.movedFrom, timeZone) : null;
  return [
    {
      ...visitorMail(call, `${was ? "Moved" : "Booked"}: ${call.title}, ${time.yours}`, [
        was
          ? `Your ${call.title.toLowerCase()} with ${consultant.name} is moved to ${time.said}. It was ${was.yours}.`
          : `Your ${call.title.toLowerCase()} with ${consultant.name} is booked for ${time.said}.`,
        `The invitation attached ${was ? "updates your calendar" : "puts it in your calendar"}.`,
        linksParagraph(options.links),
      ]),
      icalEvent,
    },
    {
      to: consultant.email,
      subject: `${was ? "Call moved" : "New call"}: ${nameAndCompany(visitor)}, ${time.karachi}`,
      text: [
        was
          ? `${oneLine(visitor.name)} <${visitor.email}> moved ${call.title} with ${consultant.name} to ${time.karachi} Karachi time (it was ${wasKarachi}).`
          : `${oneLine(visitor.name)} <${visitor.email}> booked ${call.title} with ${consultant.name} for ${time.karachi} Karachi time.`,
        "",
        `What they need: ${visitor.need}`,
      ].join("\n"),
      headers: { "Reply-To": visitor.email },
      icalEvent,
    },
  ];
}

/**
 * A cancelled call's two mails, each with METHOD:CANCEL (same UID, higher SEQUENCE), which takes
 * the event out of both calendars. The visitor is told who cancelled and where to book again.
 */
export function cancellationMails(
  call: InvitedCall,
  options: { publicUrl: string; byVisitor: boolean; bookAgain: string },
): Mail[] {
  const host = new URL(options.publicUrl).hostname;
  const { visitor, consultant } = call;
  const icalEvent = invitation(call, host, "cancel");
  const time = visitorTime(call);
  return [
    {
      ...visitorMail(call, `Cancelled: ${call.title}, ${time.yours}`, [
        options.byVisitor
          ? `Your ${call.title.toLowerCase()} with ${consultant.name} on ${time.said} is cancelled, as you asked.`
          : `We are sorry: we had to cancel your ${call.title.toLowerCase()} with ${consultant.name} on ${time.said}.`,
        "The invitation attached takes it out of your calendar.",
        `To book another time: ${options.bookAgain}`,
      ]),
      icalEvent,
    },
    {
      to: consultant.email,
      subject: `Call cancelled: ${nameAndCompany(visitor)}, ${time.karachi}`,
      text: `${call.title} with ${oneLine(visitor.name)} <${visitor.email}> on ${time.karachi} Karachi time is cancelled ${options.byVisitor ? "by the visitor" : "by an administrator"}.`,
      headers: { "Reply-To": visitor.email },
      icalEvent,
    },
  ];
}

/** How long before the call each reminder goes out, by name (send-reminders.ts). */
export const reminderLeads = { "24h": 24 * 60 * 60_000, "1h": 60 * 60_000 } as const;
export type ReminderLead = keyof typeof reminderLeads;

/**
 * A reminder to the visitor, 24 hours or an hour before the call: when it is, with whom, and
 * the links to move or cancel it. No invitation: the one in their calendar is still right.
 */
export function reminderMail(call: InvitedCall, options: { links: CallLinks }): Mail {
  const time = visitorTime(call);
  return visitorMail(call, `Reminder: ${call.title}, ${time.yours}`, [
    `A reminder: your ${call.title.toLowerCase()} with ${call.consultant.name} is on ${time.said}.`,
    `What you told us you need: ${call.visitor.need}`,
    linksParagraph(options.links),
  ]);
}

/** A stored booking as its mails name it; the consultant's address from the configuration. */
export function invitedCallOf(
  row: BookingRow,
  consultantEmail: (consultant: string) => string,
): InvitedCall {
  return {
    id: row.id,
    title: consultationBySlug(row.consultation)?.title ?? row.consultation,
    start: row.startsAt,
    end: row.endsAt,
    sequence: row.linkVersion,
    visitor: {
      name: row.name,
      email: row.email,
      company: row.company,
      need: row.need,
      timeZone: row.timeZone,
    },
    consultant: {
      name: consultantName(row.consultant).name,
      email: consultantEmail(row.consultant),
    },
  };
}
