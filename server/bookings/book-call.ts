import { eq } from "drizzle-orm";
import type { BookedCall, BookingInput } from "#contract/bookings.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import type { Tx } from "#server/db/index.ts";
import { bookingHolds, bookings } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { attributeLead, type LeadVisit } from "#server/leads/attribute.ts";
import { createLeadFromBooking } from "#server/leads/create-from-booking.ts";
import { enqueueMail, enqueueMailToUnconfirmed } from "#server/mail/outbox.ts";
import type { Mail } from "#server/mail/transport.ts";
import type { Consultation } from "#site/booking/consultations.ts";
import { dayLabelIn, timeIn } from "#site/booking/slot-labels.ts";
import { slotsOf } from "./availability.ts";
import { writeBookingEvent } from "./calendar-sync.ts";
import { confirmationMails, invitedCallOf } from "./mails.ts";
import {
  type BookingDeps,
  bookingMessages,
  consultantName,
  consultationOr404,
  slotTaken,
  timeZone,
} from "./rules.ts";
import type { Slot } from "./slots.ts";

const minute = 60_000;
/** The grain of the holds: every duration and buffer is a multiple of it (content schema). */
export const holdMinutes = 15;

/** The quarter-hours a call holds: from its start to the end of its buffer after. */
export function holdsOf(start: number, end: number, bufferMinutes: number): Date[] {
  const held: Date[] = [];
  for (let at = start; at < end + bufferMinutes * minute; at += holdMinutes * minute)
    held.push(new Date(at));
  return held;
}

/** "Monday 29 March, 14:00 Karachi time, with Omar Farooq": how the company's side says it. */
export function callWhen(start: number, consultant: string): string {
  return `${dayLabelIn(start, timeZone)}, ${timeIn(start, timeZone)} Karachi time, with ${consultantName(consultant).name}`;
}

/** The next free slots after a refused start, for the refusal to offer. */
export async function nextFree(
  deps: Pick<BookingDeps, "db" | "clock" | "calendars">,
  consultation: Consultation,
  after: number,
): Promise<Slot[]> {
  const later = await slotsOf(deps, consultation, { from: after });
  const earlier = later.length > 0 ? [] : await slotsOf(deps, consultation);
  return later.length > 0 ? later : earlier;
}

/** The free slot that starts at `start` now, or a 409 that offers the next free ones. */
export async function freeSlotAt(
  deps: Pick<BookingDeps, "db" | "clock" | "calendars">,
  consultation: Consultation,
  start: number,
): Promise<Slot> {
  const [slot] = (await slotsOf(deps, consultation, { from: start, to: start + 1 })).filter(
    (free) => free.start === start,
  );
  if (!slot) throw slotTaken(await nextFree(deps, consultation, start));
  return slot;
}

/** Takes the call's quarter-hours on its consultant's diary; one already taken aborts the transaction. */
export async function takeHolds(
  tx: Tx,
  call: { bookingId: number; consultant: string; slot: Slot; bufferMinutes: number },
): Promise<void> {
  await tx.insert(bookingHolds).values(
    holdsOf(call.slot.start, call.slot.end, call.bufferMinutes).map((at) => ({
      consultant: call.consultant,
      at,
      bookingId: call.bookingId,
    })),
  );
}

/** Queues a call's two mails (mails.ts): the visitor's, then the consultant's. */
export async function queueCallMails(tx: Tx, [toVisitor, toConsultant]: Mail[]): Promise<void> {
  // Nobody has proved they own the visitor's address: it shares the cap of such mail.
  await enqueueMailToUnconfirmed(tx, toVisitor!);
  await enqueueMail(tx, toConsultant!);
}

export type BookCallInput = {
  request: BookingInput;
  visit: LeadVisit;
  /** The signed-in member: a consultation for members spends one of their consultancy hours. */
  member?: { id: string };
};

type Stored = { id: number; consultant: string };

/** Writes the booking, its holds and its lead; a hold already taken aborts the transaction. */
async function store(
  tx: Tx,
  deps: Pick<BookingDeps, "mailTo" | "publicUrl" | "consultantEmail" | "links" | "clock">,
  input: BookCallInput & { consultation: Consultation; slot: Slot; consultant: string },
  attribution: Awaited<ReturnType<typeof attributeLead>>,
): Promise<Stored> {
  const { request, consultation, slot, consultant } = input;
  // The visitor's answers, as the booking and its lead both keep them.
  const answers = {
    name: request.name,
    email: request.email,
    company: request.company,
    need: request.need,
    budget: request.budget ?? null,
  };
  const [row] = await tx
    .insert(bookings)
    .values({
      consultation: consultation.slug,
      consultant,
      startsAt: new Date(slot.start),
      endsAt: new Date(slot.end),
      bufferMinutes: consultation.bufferMinutes,
      ...answers,
      timeZone: request.timeZone ?? timeZone,
      userId: input.member?.id ?? input.visit.memberId,
      scheduledAt: deps.clock(),
    })
    .returning();
  const id = row!.id;
  await takeHolds(tx, {
    bookingId: id,
    consultant,
    slot,
    bufferMinutes: consultation.bufferMinutes,
  });
  const lead = await createLeadFromBooking(
    { db: tx, mailTo: deps.mailTo, publicUrl: deps.publicUrl },
    {
      booking: {
        id,
        title: consultation.title,
        when: callWhen(slot.start, consultant),
        ...answers,
        service: request.service ?? null,
      },
      attribution,
    },
  );
  await tx.update(bookings).set({ leadId: lead.id }).where(eq(bookings.id, id));
  await queueCallMails(
    tx,
    confirmationMails(invitedCallOf(row!, deps.consultantEmail), {
      publicUrl: deps.publicUrl,
      links: await deps.links.urlsOf(
        { id, version: row!.linkVersion, startsAt: row!.startsAt },
        deps.publicUrl,
      ),
    }),
  );
  // The consultant's own calendar gets the event once this commits (a job: CalDAV may be slow).
  await writeBookingEvent(tx, { id, consultant });
  return { id, consultant };
}

/**
 * Books a call: the start must be a free slot now (the same computation the picker showed), and
 * one of the consultants free then is given it. Two requests for one consultant's time race on
 * the holds' primary key: the loser tries the next consultant free then, and when none is left
 * gets a 409 with the next free slots. Every booking becomes a lead (server/leads/).
 */
export async function bookCall(
  deps: BookingDeps,
  input: BookCallInput,
  extra: (tx: Tx, booking: Stored) => Promise<void> = async () => {},
): Promise<BookedCall> {
  const consultation = consultationOr404(input.request.consultation);
  const member = consultation.audience === "members-with-hours" ? input.member : undefined;
  if (consultation.audience !== "anyone" && !member)
    throw new HttpError(403, bookingMessages.membersOnly);
  if (member) await deps.hours.check(member.id);
  const start = Date.parse(input.request.start);
  const slot = await freeSlotAt(deps, consultation, start);
  const attribution = await attributeLead(deps, input.visit);
  for (const consultant of slot.consultants) {
    try {
      const stored = await deps.db.transaction(async (tx) => {
        const booked = await store(
          tx,
          deps,
          { ...input, consultation, slot, consultant },
          attribution,
        );
        if (member) await deps.hours.spend(tx, { userId: member.id, bookingId: booked.id });
        await extra(tx, booked);
        return booked;
      });
      deps.queued();
      return {
        id: stored.id,
        consultation: consultation.slug,
        title: consultation.title,
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
        consultant: consultantName(stored.consultant),
        status: "booked",
        message: `Booked: ${consultation.title}, ${callWhen(slot.start, stored.consultant)}. A confirmation is on its way to ${input.request.email}.`,
      };
    } catch (error) {
      if (!isUniqueViolation(error, "booking_holds_pkey")) throw error;
    }
  }
  throw slotTaken(await nextFree(deps, consultation, start));
}
