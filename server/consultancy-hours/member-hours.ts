import { eq, sql } from "drizzle-orm";
import type { ConsultancyHours } from "#contract/consultancy-hours.ts";
import type { Queryable } from "#server/db/index.ts";
import { consultancyHourRevocations } from "#server/db/schema/index.ts";
import {
  consultantNameOf,
  countedReferrals,
  type HoursDeps,
  hoursOf,
  isUsed,
  type SpendingCall,
  spendingCalls,
} from "./rules.ts";

/** Hours revoked from the member by an administrator. */
async function revokedHours(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(consultancyHourRevocations)
    .where(eq(consultancyHourRevocations.userId, userId));
  return row?.value ?? 0;
}

/**
 * The member's hours from what counts now: unlocked by their credited referrals, less the calls
 * that spend one (booked, or used once their time has passed). An hour unlocked by a referral
 * reversed since is gone if it was not spent; one already spent stays spent, so `available`
 * stays at 0 until new referrals make up for it.
 */
export function hoursFigures(
  every: number,
  counted: number,
  revoked: number,
  calls: readonly SpendingCall[],
  now: Date,
): ConsultancyHours {
  const { unlocked, toNext } = hoursOf(counted, every);
  const shown = calls.map((call) => ({
    id: call.id,
    start: call.startsAt.toISOString(),
    end: call.endsAt.toISOString(),
    consultant: consultantNameOf(call.consultant),
    state: isUsed(call, now) ? ("used" as const) : ("booked" as const),
  }));
  const used = shown.filter((call) => call.state === "used").length;
  const booked = shown.length - used;
  return {
    every,
    credited: counted,
    unlocked,
    revoked,
    booked,
    used,
    available: Math.max(0, unlocked - booked - used),
    toNext,
    calls: shown,
  };
}

/** GET /api/consultancy-hours: the signed-in member's hours. */
export async function memberHours(deps: HoursDeps, userId: string): Promise<ConsultancyHours> {
  const { db } = deps;
  const [counted, revoked, calls] = await Promise.all([
    countedReferrals(db, userId),
    revokedHours(db, userId),
    spendingCalls(db, userId),
  ]);
  return hoursFigures(deps.every, counted, revoked, calls, deps.clock());
}
