import { eq } from "drizzle-orm";
import { isUniqueViolation } from "#server/db/errors.ts";
import type { Tx } from "#server/db/index.ts";
import { bookings, users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { countedReferrals, type HoursDeps, hourMessages, hoursOf, spendingCalls } from "./rules.ts";

/**
 * Before a member's consultancy hour is booked: 403 when they have none left, so no slot is
 * held for nothing. The booking's own transaction checks again (spendHour), under a lock.
 */
export async function checkHour(deps: HoursDeps, userId: string): Promise<void> {
  const [counted, calls] = await Promise.all([
    countedReferrals(deps.db, userId),
    spendingCalls(deps.db, userId),
  ]);
  const { unlocked, toNext } = hoursOf(counted, deps.every);
  if (calls.length >= unlocked)
    throw new HttpError(403, hourMessages.none(deps.every, toNext), {}, "consultation");
}

/**
 * In the booking's transaction: the call spends the member's lowest hour number no standing call
 * holds, if their referrals unlock one more than their standing calls spend. The member's row
 * lock makes requests of one member take turns, so each counts the others' calls; the unique
 * index (db/schema/bookings.ts) would refuse a second call on one hour even without it. The lock
 * is NO KEY UPDATE: the booking row just inserted holds a KEY SHARE lock on the member's row
 * (its foreign key), which FOR UPDATE would wait on, each request for the other's: a deadlock.
 */
export async function spendHour(
  deps: Pick<HoursDeps, "every">,
  tx: Tx,
  input: { userId: string; bookingId: number },
): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("no key update");
  const counted = await countedReferrals(tx, input.userId);
  const calls = (await spendingCalls(tx, input.userId)).filter(
    (call) => call.id !== input.bookingId,
  );
  if (calls.length >= hoursOf(counted, deps.every).unlocked)
    throw new HttpError(403, hourMessages.spentMeanwhile, {}, "consultation");
  const taken = new Set(calls.map((call) => call.hour));
  let hour = 1;
  while (taken.has(hour)) hour += 1;
  try {
    await tx
      .update(bookings)
      .set({ consultancyHour: hour })
      .where(eq(bookings.id, input.bookingId));
  } catch (error) {
    if (isUniqueViolation(error, "bookings_consultancy_hour_once"))
      throw new HttpError(403, hourMessages.spentMeanwhile, {}, "consultation");
    throw error;
  }
}
