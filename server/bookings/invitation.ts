import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/**
 * A booked call as a calendar invitation (RFC 5545, with ical-generator): METHOD:REQUEST when it
 * is booked or moved, METHOD:CANCEL when it is called off. Times are written in UTC, so every
 * calendar shows them in its owner's zone. One UID per booking and a rising SEQUENCE make a moved
 * or cancelled call replace the event already in the diary rather than add another.
 */
export type InvitationInput = {
  bookingId: number;
  /** The site's host, the UIDs' domain: "booking-12@example.com". */
  host: string;
  method: "request" | "cancel";
  /** Starts at 0; each change counts one up. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: readonly { name: string; email: string }[];
};

/**
 * A booking's one UID, everywhere it is a calendar event: the invitations mailed and the event in
 * the consultant's calendar (calendar-sync.ts), so each replaces the other rather than doubling it.
 */
export const bookingUid = (bookingId: number, host: string) => `booking-${bookingId}@${host}`;

export function invitationOf(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: input.host, product: "bookings", language: "EN" },
    method: input.method === "cancel" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: bookingUid(input.bookingId, input.host),
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: new Date(),
    summary: input.summary,
    description: input.description,
    status: input.method === "cancel" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: input.attendees.map((attendee) => ({ ...attendee, rsvp: true })),
  });
  return calendar.toString();
}
