import { referralFilterLabels, referralFilters } from "#contract/admin-fields.ts";

/** Words of the admin area's referral review (/admin/referrals). */
export const referralsContent = {
  meta: {
    title: "Referrals",
    description:
      "Sign-ups with a referral code: those held for review, waiting for confirmation, credited or refused.",
  },
  title: "Referrals",
  lead: "Every sign-up with a referral code. A referral pays once the new account confirms its address; some are held for you to approve or reject first.",
  search: { label: "Search referrals", placeholder: "Name or e-mail of either person" },
  /** The table: its caption, what its rows are, the line when empty, its columns in order. */
  table: {
    caption: "Referrals",
    noun: "referrals",
    empty: "No referrals match this search.",
    columns: [
      "Joined with the code",
      "Referrer",
      "Status",
      { label: "Points", numeric: true },
      "Dates",
      "Decision",
    ],
  },
  status: { label: "Show", values: referralFilters, labels: referralFilterLabels },
  dates: { joined: "Signed up", confirmed: "Confirmed", decided: "Decided" },
  notYet: "not yet",
  approve: "Approve",
  reject: "Reject",
  approveLabel: (referred: string, referrer: string) =>
    `Approve the referral of ${referred} by ${referrer}`,
  rejectLabel: (referred: string, referrer: string) =>
    `Reject the referral of ${referred} by ${referrer}`,
  dialog: {
    approve: {
      title: "Approve this referral?",
      lead: (referrer: string, referred: string, points: number) =>
        `${referrer} gets ${points.toLocaleString("en-US")} points for the sign-up of ${referred}.`,
      confirm: "Approve and Credit Points",
      done: (referrer: string, points: number) =>
        `✅ Approved: ${points.toLocaleString("en-US")} points credited to ${referrer}.`,
    },
    reject: {
      title: "Reject this referral?",
      lead: (referrer: string, referred: string) =>
        `${referrer} gets no points for the sign-up of ${referred}. This cannot be undone.`,
      confirm: "Reject Referral",
      done: (referrer: string) => `✅ Rejected: no points for ${referrer}.`,
    },
    cancel: "Cancel",
    failed: "The decision could not be saved. Try again.",
  },
} as const;
