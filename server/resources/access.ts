import type { ResourceAccess } from "#contract/resources.ts";
import type { CatalogueEntry } from "./catalogue.ts";

/** Karachi is UTC+5 all year (no daylight saving): an early-access day starts at its midnight. */
const karachiOffset = "+05:00";

/** The moment a day (YYYY-MM-DD) begins in Karachi. */
export const karachiDayStart = (day: string) => new Date(`${day}T00:00:00${karachiOffset}`);

/** What a member's access to a resource depends on. */
export type Member = { confirmed: boolean; creditedReferrals: number };

/**
 * Whether `member` (null: nobody signed in) may have `entry` at `now`. A public resource is open
 * to everyone; a members-only one needs a confirmed address, and early access on top of that
 * either enough credited referrals or its day for everyone to have come.
 */
export function accessTo(entry: CatalogueEntry, member: Member | null, now: Date): ResourceAccess {
  if (!entry.membersOnly) return { state: "open" };
  if (!member?.confirmed) return { state: "confirm-email" };
  const early = entry.earlyAccess;
  if (!early) return { state: "open" };
  const byReferrals = early.referrals !== undefined && member.creditedReferrals >= early.referrals;
  const byDate = early.openToAllFrom !== undefined && now >= karachiDayStart(early.openToAllFrom);
  if (byReferrals || byDate) return { state: "open" };
  return {
    state: "locked",
    ...(early.referrals !== undefined ? { referrals: early.referrals } : {}),
    have: member.creditedReferrals,
    ...(early.openToAllFrom !== undefined ? { openToAllFrom: early.openToAllFrom } : {}),
  };
}
