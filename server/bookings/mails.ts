import type { Mail } from "#server/mail/transport.ts";
import { dayLabelIn, timeIn } from "#site/booking/slot-labels.ts";
import { site } from "#site/facts.ts";
import { invitationOf } from "./invitation.ts";
import { timeZone } from "./rules.ts";

export type InvitedCall = {
  id: number;
  title: string;
  start: Date;
  end: Date;
  sequence: number;
  visitor: { name: string; email: string; company: string; need: string; timeZone: string };
  consultant: { name: string; email: string };
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** "Monday 29 March, 10:00" in a zone. */
const whenIn = (at: Date, zone: string) =>
  `${dayLabelIn(at.getTime(), zone)}, ${timeIn(at.getTime(), zone)}`;

/**
 * The two confirmations of a booked call, each carrying the invitation (METHOD:REQUEST) that puts
 * it in a calendar: the visitor's, with the time in their zone and Karachi's, and the
 * consultant's, with the visitor's answers. The visitor's Reply-To is the consultant, so a reply
 * to move or cancel reaches a person.
 */
export function confirmationMails(call: InvitedCall, options: { publicUrl: string }): Mail[] {
  const host = new URL(options.publicUrl).hostname;
  const { visitor, consultant } = call;
  const invitation = invitationOf({
    bookingId: call.id,
    host,
    method: "request",
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
  const icalEvent = { method: "REQUEST" as const, content: invitation };
  const yours = whenIn(call.start, visitor.timeZone);
  const karachi = whenIn(call.start, timeZone);
  const sameZone = yours === karachi;
  return [
    {
      to: visitor.email,
      subject: `Booked: ${call.title}, ${yours}`,
      text: [
        `Hello ${oneLine(visitor.name)},`,
        "",
        `Your ${call.title.toLowerCase()} with ${consultant.name} is booked for ${yours}${sameZone ? " (Karachi time)" : ` your time (${karachi} in Karachi)`}.`,
        "",
        "The invitation attached puts it in your calendar. To move or cancel the call, reply to this e-mail.",
        "",
        `${site.brand.name}`,
      ].join("\n"),
      headers: { "Reply-To": consultant.email },
      icalEvent,
    },
    {
      to: consultant.email,
      subject: `New call: ${oneLine(visitor.name)}${visitor.company ? `, ${oneLine(visitor.company)}` : ""}, ${karachi}`,
      text: [
        `${oneLine(visitor.name)} <${visitor.email}> booked ${call.title} with ${consultant.name} for ${karachi} Karachi time.`,
        "",
        `What they need: ${visitor.need}`,
      ].join("\n"),
      headers: { "Reply-To": visitor.email },
      icalEvent,
    },
  ];
}
