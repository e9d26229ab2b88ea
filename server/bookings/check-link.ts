import { eq } from "drizzle-orm";
import type { BookingLinkPurpose } from "#contract/booking-fields.ts";
import type { LinkedCall } from "#contract/bookings.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { type BookingRow, bookings } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { consultationBySlug } from "#site/booking/consultations.ts";
import { callWhen } from "./book-call.ts";
import {
  type BookingDeps,
  bookedCallOf,
  bookingMessages,
  lockedBooking,
  rebookPath,
} from "./rules.ts";

export type LinkInput = { id: number; purpose: BookingLinkPurpose; token: string };

/**
 * The version a link was made for, or the refusal: 403 for a link that is not this booking's
 * link for this purpose (forged, tampered, another booking's, the other link's), 410 once the
 * call's time has come. Both name the token, the field at fault.
 */
async function linkVersion(deps: Pick<BookingDeps, "links">, input: LinkInput): Promise<number> {
  const link = await deps.links.check(input.token, input);
  if (link.state === "invalid") throw new HttpError(403, bookingMessages.linkInvalid, {}, "token");
  if (link.state === "expired") throw new HttpError(410, bookingMessages.linkExpired, {}, "token");
  return link.version;
}

/** 410 unless the booking is still as the link knew it: booked, and not changed since. */
function assertCurrent(row: BookingRow, version: number): void {
  if (row.linkVersion !== version || row.status !== "booked")
    throw new HttpError(410, bookingMessages.linkUsed, {}, "token");
}

/**
 * The booking a link is for, locked in the caller's transaction for the change it makes: the
 * comparison with the stored version and the change are one, so a link used twice at once
 * works once.
 */
export async function lockedByLink(
  deps: Pick<BookingDeps, "links">,
  tx: Tx,
  input: LinkInput,
): Promise<BookingRow> {
  const version = await linkVersion(deps, input);
  const row = await lockedBooking(tx, input.id);
  assertCurrent(row, version);
  return row;
}

/** The same without a lock, for a look before the change (what the pages show, a slot check). */
export async function bookingByLink(
  deps: Pick<BookingDeps, "links"> & { db: Queryable },
  input: LinkInput,
): Promise<BookingRow> {
  const version = await linkVersion(deps, input);
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.id, input.id));
  if (!row) throw new HttpError(404, bookingMessages.notFound);
  assertCurrent(row, version);
  return row;
}

/**
 * What a reschedule or cancel link is for, without using it: its page asks on load, so a link
 * that no longer works says so at once, rather than after a time is picked.
 */
export async function checkBookingLink(
  deps: Pick<BookingDeps, "db" | "links">,
  input: LinkInput,
): Promise<LinkedCall> {
  const row = await bookingByLink(deps, input);
  const consultation = consultationBySlug(row.consultation);
  return {
    ...bookedCallOf(row, `${callWhen(row.startsAt.getTime(), row.consultant)}.`),
    consultantSlug: row.consultant,
    durationMinutes:
      consultation?.durationMinutes ?? (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000,
    rebookPath: rebookPath(row.consultation),
  };
}
