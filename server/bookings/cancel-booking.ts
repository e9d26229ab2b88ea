import { eq, sql } from "drizzle-orm";
import type { Tx } from "#server/db/index.ts";
import { type BookingRow, bookingHolds, bookings } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { recordCallChange } from "#server/leads/record-call-change.ts";
import { callWhen, queueCallMails } from "./book-call.ts";
import { removeBookingEvent } from "./calendar-sync.ts";
import { lockedByLink } from "./check-link.ts";
import { cancellationMails, invitedCallOf } from "./mails.ts";
import { type BookingDeps, bookingMessages, lockedBooking, rebookPath } from "./rules.ts";
import { dropWaitingReminders } from "./send-reminders.ts";

export type CancelBookingInput = {
  id: number;
  /** The visitor, with the cancel link of their mail; or an administrator, from the calls list. */
  by: { token: string } | { adminId: string };
};

/** The booking to cancel, locked: a visitor's by a current link; an administrator's while booked. */
async function lockedToCancel(
  deps: Pick<BookingDeps, "links" | "clock">,
  tx: Tx,
  input: CancelBookingInput,
): Promise<BookingRow> {
  if ("token" in input.by)
    return lockedByLink(deps, tx, { id: input.id, purpose: "cancel", token: input.by.token });
  const row = await lockedBooking(tx, input.id);
  if (row.status !== "booked") throw new HttpError(409, bookingMessages.notBooked);
  if (row.endsAt.getTime() <= deps.clock().getTime())
    throw new HttpError(409, bookingMessages.over);
  return row;
}

/**
 * Cancels a booked call, by its visitor (the cancel link) or an administrator (the calls list,
 * audited by the admin area): the booking is marked cancelled and its version counts up (every
 * link made before is retired), its holds are deleted, so the time is free for the next
 * visitor, its waiting reminders go, its event leaves the consultant's calendar, and its lead
 * leaves Call booked for New with the change in its history. Both sides get METHOD:CANCEL with
 * the same UID and a higher SEQUENCE. One transaction; returns the booking as it now is.
 */
export async function cancelBooking(
  deps: Pick<BookingDeps, "db" | "links" | "clock" | "publicUrl" | "consultantEmail" | "queued">,
  input: CancelBookingInput,
): Promise<BookingRow> {
  const byVisitor = "token" in input.by;
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await lockedToCancel(deps, tx, input);
    const [changed] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: deps.clock(),
        linkVersion: sql`${bookings.linkVersion} + 1`,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await tx.delete(bookingHolds).where(eq(bookingHolds.bookingId, row.id));
    await dropWaitingReminders(tx, row.id);
    if (row.leadId !== null)
      await recordCallChange(
        { db: tx },
        {
          leadId: row.leadId,
          note: `Cancelled ${byVisitor ? "by the visitor" : "by an administrator"}: ${callWhen(row.startsAt.getTime(), row.consultant)}.`,
          adminId: "adminId" in input.by ? input.by.adminId : null,
          stage: { to: "new" },
        },
      );
    await queueCallMails(
      tx,
      cancellationMails(invitedCallOf(changed!, deps.consultantEmail), {
        publicUrl: deps.publicUrl,
        byVisitor,
        bookAgain: new URL(rebookPath(row.consultation), deps.publicUrl).href,
      }),
    );
    // The event leaves the consultant's own calendar once this commits (a job: CalDAV may be slow).
    await removeBookingEvent(tx, row);
    return changed!;
  });
  deps.queued();
  return cancelled;
}
