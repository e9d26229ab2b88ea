import { eq, sql } from "drizzle-orm";
import { type BookingRow, bookings } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { recordCallChange } from "#server/leads/record-call-change.ts";
import { callWhen } from "./book-call.ts";
import { type BookingDeps, bookingMessages, lockedBooking } from "./rules.ts";

/** The lost reason a missed call leaves on its lead. */
export const noShowReason = "No-show: did not join the booked call";

/**
 * Marks a booked call whose time has come as a no-show (an administrator, from the calls list,
 * audited by the admin area): the booking says so and its version counts up (no link works for
 * it any more), and its lead, while still in Call booked, moves to Lost with that reason, the
 * change in its history. The holds stay: the time was the consultant's. One transaction.
 */
export async function markNoShow(
  deps: Pick<BookingDeps, "db" | "clock">,
  input: { id: number; adminId: string },
): Promise<BookingRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, input.id);
    if (row.status !== "booked") throw new HttpError(409, bookingMessages.notBooked);
    if (row.startsAt.getTime() > deps.clock().getTime())
      throw new HttpError(409, bookingMessages.notYet);
    const [changed] = await tx
      .update(bookings)
      .set({ status: "no-show", linkVersion: sql`${bookings.linkVersion} + 1` })
      .where(eq(bookings.id, row.id))
      .returning();
    if (row.leadId !== null)
      await recordCallChange(
        { db: tx },
        {
          leadId: row.leadId,
          note: `No-show: ${callWhen(row.startsAt.getTime(), row.consultant)}.`,
          adminId: input.adminId,
          stage: { to: "lost", lostReason: noShowReason },
        },
      );
    return changed!;
  });
}
