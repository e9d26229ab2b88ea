/**
 * What the consultancy-hour use cases (one a file in this folder) share: their dependencies,
 * the rule that turns credited referrals into hours, and the two reads every figure starts
 * from (the referrals that count, the calls that spend an hour).
 *
 * Written from the farmer's side. Nothing is stored when an hour unlocks: hours are counted
 * from the member's referrals as they stand now, so a referral reversed later (no longer
 * `credited`) stops counting at once, and one an administrator found to be a farm is taken out
 * of the count by a revocation (revoke-hour.ts). A call spends an hour by naming its number on
 * the booking row, under a unique index that lets one number back one call that still stands
 * (db/schema/bookings.ts): parallel requests cannot both spend it, whatever the instances.
 */
import { and, asc, eq, isNotNull, ne, notExists, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/index.ts";
import { bookings, consultancyHourRevokedReferrals, referrals } from "#server/db/schema/index.ts";
import { consultantBySlug } from "#site/booking/consultations.ts";

export type HoursDeps = {
  db: Queryable;
  /** Credited referrals per hour (REFERRAL_CONSULTATION_EVERY). */
  every: number;
  clock: () => Date;
};

export const hourMessages = {
  none: (every: number, toNext: number) =>
    `You have no consultancy hour to book yet: every ${every} friends who join and confirm their e-mail unlock one, and ${toNext} more will unlock your next.`,
  spentMeanwhile: "Your consultancy hour was booked by another request just now.",
  accountNotFound: "There is no account with this number.",
  notTheHour: (every: number) =>
    `An hour is revoked with the ${every} credited referrals that unlocked it: reload the page, the account's referrals have changed.`,
} as const;

/** Hours `counted` referrals unlock, and how many more the next one needs. */
export function hoursOf(counted: number, every: number): { unlocked: number; toNext: number } {
  const unlocked = Math.floor(counted / every);
  return { unlocked, toNext: every - (counted - unlocked * every) };
}

/** The member's referrals that count toward hours: credited, and not taken out by a revocation. */
export const countingReferrals = (userId: string) =>
  and(
    eq(referrals.referrerId, userId),
    eq(referrals.status, "credited"),
    notExists(
      sql`(select 1 from ${consultancyHourRevokedReferrals} where ${consultancyHourRevokedReferrals.referralId} = ${referrals.id})`,
    ),
  );

/** How many of the member's referrals count toward hours now. */
export async function countedReferrals(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(referrals)
    .where(countingReferrals(userId));
  return row?.value ?? 0;
}

/** A call that spends one of the member's hours, cancelled ones left out. */
export type SpendingCall = {
  id: number;
  hour: number;
  startsAt: Date;
  endsAt: Date;
  consultant: string;
  status: string;
};

/** The member's calls that spend an hour and still stand (booked, held or missed), soonest first. */
export async function spendingCalls(db: Queryable, userId: string): Promise<SpendingCall[]> {
  const rows = await db
    .select({
      id: bookings.id,
      hour: bookings.consultancyHour,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      consultant: bookings.consultant,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        isNotNull(bookings.consultancyHour),
        ne(bookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => ({ ...row, hour: row.hour! }));
}

/** A call is used once its time has passed (held, or missed: a no-show spends the hour too). */
export const isUsed = (call: SpendingCall, now: Date) =>
  call.status === "no-show" || call.endsAt.getTime() <= now.getTime();

export const consultantNameOf = (slug: string) => consultantBySlug(slug)?.name ?? slug;
