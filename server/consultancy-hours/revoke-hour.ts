import { and, eq, inArray } from "drizzle-orm";
import { isUniqueViolation } from "#server/db/errors.ts";
import type { Db } from "#server/db/index.ts";
import {
  consultancyHourRevocations,
  consultancyHourRevokedReferrals,
  referrals,
  users,
} from "#server/db/schema/index.ts";
import { fieldError, HttpError } from "#server/http/errors.ts";
import { countingReferrals, type HoursDeps, hourMessages } from "./rules.ts";

/**
 * An administrator revokes one of a member's hours: the `every` credited referrals that unlocked
 * it (as the member's page listed them) stop counting toward hours, so the member has one hour
 * fewer from now on. Named by its referrals rather than by a number, so a page loaded before the
 * referrals changed cannot revoke another hour than the one it showed. A call already booked on
 * it stays booked (whoever cancels the call gives nothing back: the hour is gone); one already
 * used is taken from the member's next hour. The admin area's hook writes it to the security log.
 */
export async function revokeHour(
  deps: Omit<HoursDeps, "db"> & { db: Db },
  input: { userId: string; referrals: readonly number[]; reason: string; adminId: string },
): Promise<void> {
  const { every } = deps;
  const ids = [...new Set(input.referrals)];
  await deps.db.transaction(async (tx) => {
    // The member's row, locked: a booking spending an hour waits for the revocation, or goes first.
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("no key update");
    if (!member) throw new HttpError(404, hourMessages.accountNotFound);
    const counting =
      ids.length === every
        ? await tx
            .select({ id: referrals.id })
            .from(referrals)
            .where(and(countingReferrals(input.userId), inArray(referrals.id, ids)))
        : [];
    if (counting.length !== every)
      throw fieldError("referrals", hourMessages.notTheHour(every), 409);
    const [revocation] = await tx
      .insert(consultancyHourRevocations)
      .values({ userId: input.userId, revokedBy: input.adminId, reason: input.reason })
      .returning({ id: consultancyHourRevocations.id });
    try {
      await tx
        .insert(consultancyHourRevokedReferrals)
        .values(ids.map((referralId) => ({ referralId, revocationId: revocation!.id })));
    } catch (error) {
      // Another administrator revoked it at the same moment.
      if (isUniqueViolation(error))
        throw fieldError("referrals", hourMessages.notTheHour(every), 409);
      throw error;
    }
  });
}
