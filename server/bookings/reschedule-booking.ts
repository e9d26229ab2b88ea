import { eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "#server/db/errors.ts";
import { type BookingRow, bookingHolds, bookings } from "#server/db/schema/index.ts";
import { fieldError } from "#server/http/errors.ts";
import { recordCallChange } from "#server/leads/record-call-change.ts";
import { callWhen, freeSlotAt, nextFree, queueCallMails, takeHolds } from "./book-call.ts";
import { writeBookingEvent } from "./calendar-sync.ts";
import { bookingByLink, lockedByLink } from "./check-link.ts";
import { confirmationMails, invitedCallOf } from "./mails.ts";
import {
  type BookingDeps,
  bookingMessages,
  consultationOr404,
  consultationWith,
  slotTaken,
} from "./rules.ts";
import { dropWaitingReminders } from "./send-reminders.ts";

export type RescheduleBookingInput = { id: number; token: string; start: string };

/**
 * Moves a booked call to another free time of its consultant, with the visitor's reschedule
 * link. The new time must be free now (the picker's computation, for that consultant only);
 * then, in one transaction, the link's version is checked again and counted up (the link and
 * its cancel twin are spent; new ones come with the mail), the old holds are deleted and the new
 * ones taken (a time taken meanwhile fails on their primary key: 409 with the next free times),
 * waiting reminders go (those of the new time follow: send-reminders.ts), the consultant's
 * calendar event is moved, and the lead's history says what moved. Both sides get the updated invitation: the same UID, a higher SEQUENCE.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  input: RescheduleBookingInput,
): Promise<BookingRow> {
  const link = { id: input.id, purpose: "reschedule" as const, token: input.token };
  const current = await bookingByLink(deps, link);
  const consultation = consultationWith(
    consultationOr404(current.consultation),
    current.consultant,
  );
  const start = Date.parse(input.start);
  if (start === current.startsAt.getTime()) throw fieldError("start", bookingMessages.sameTime);
  const slot = await freeSlotAt(deps, consultation, start);
  try {
    const moved = await deps.db.transaction(async (tx) => {
      const row = await lockedByLink(deps, tx, link);
      const [changed] = await tx
        .update(bookings)
        .set({
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          bufferMinutes: consultation.bufferMinutes,
          scheduledAt: deps.clock(),
          linkVersion: sql`${bookings.linkVersion} + 1`,
        })
        .where(eq(bookings.id, row.id))
        .returning();
      await tx.delete(bookingHolds).where(eq(bookingHolds.bookingId, row.id));
      await takeHolds(tx, {
        bookingId: row.id,
        consultant: row.consultant,
        slot,
        bufferMinutes: consultation.bufferMinutes,
      });
      await dropWaitingReminders(tx, row.id);
      if (row.leadId !== null)
        await recordCallChange(
          { db: tx },
          {
            leadId: row.leadId,
            note: `Moved by the visitor to ${callWhen(slot.start, row.consultant)} (it was ${callWhen(row.startsAt.getTime(), row.consultant)}).`,
            adminId: null,
          },
        );
      const links = await deps.links.urlsOf(
        { id: changed!.id, version: changed!.linkVersion, startsAt: changed!.startsAt },
        deps.publicUrl,
      );
      await queueCallMails(
        tx,
        confirmationMails(invitedCallOf(changed!, deps.consultantEmail), {
          publicUrl: deps.publicUrl,
          links,
          movedFrom: row.startsAt,
        }),
      );
      // The consultant's own calendar gets the event at its new time once this commits.
      await writeBookingEvent(tx, row);
      return changed!;
    });
    deps.queued();
    return moved;
  } catch (error) {
    if (!isUniqueViolation(error, "booking_holds_pkey")) throw error;
    throw slotTaken(await nextFree(deps, consultation, start));
  }
}
