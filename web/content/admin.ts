/**
 * Words that several admin pages share. Each new page's own words are in a file of its own
 * (admin-referrals.ts, admin-security.ts), so no page carries another's. The contract's label
 * tables (contract/admin-fields.ts, rules.ts) name the statuses, filters, flag reasons and event
 * kinds.
 */

/** Whether an account's e-mail address is confirmed, as a badge. */
export const addressWords = {
  column: "Address",
  confirmed: "Confirmed",
  unconfirmed: "Not confirmed",
  /** The same, where the column does not say it is about the address. */
  confirmedLong: "Address confirmed",
  unconfirmedLong: "Address not confirmed",
} as const;

/** The redemptions list: where each payout's points came from. */
export const redemptionReferrals = {
  column: "Referrals",
  summary: (count: number, credited: number) =>
    count === 0
      ? "No referrals"
      : `${count} ${count === 1 ? "referral" : "referrals"}, ${credited} credited`,
  points: (points: number) => `${points.toLocaleString("en-US")} points`,
  neverBack: "Never signed in again",
} as const;

export const overviewReferrals = {
  label: "Referrals to review",
  note: "Held back from crediting: same connection as the referrer, or over the monthly limit",
  action: "Review referrals",
} as const;

/** Today's calls: the overview's list and the dashboard's admin work (bookings of a Karachi day). */
export const todaysCallsWords = {
  title: "Today's calls",
  none: "No calls booked for today (Karachi time).",
  /** The link to the calls list (its menu name). */
  all: (calls: string) => `All ${calls.toLowerCase()}`,
  /** After the time and the person: what kind of call, with whom, and a missed one said so. */
  call: (title: string, consultant: string, status: string) =>
    `${title} with ${consultant}${status === "no-show" ? " (did not show)" : ""}`,
} as const;
