/**
 * The admin area's plain values, without zod, for the browser. The schemas are in ./admin.ts.
 */

export const leadStatuses = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** "inbox" is every message that is not spam. */
export const leadFilters = ["inbox", "new", "handled", "spam", "all"] as const;
export type LeadFilter = (typeof leadFilters)[number];

export const leadFilterLabels: Record<LeadFilter, string> = {
  inbox: "Inbox (not spam)",
  new: "New",
  handled: "Handled",
  spam: "Spam",
  all: "All messages",
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  handled: "Handled",
  spam: "Spam",
};

export const spamReasons = ["honeypot", "too-fast", "admin"] as const;
export type SpamReason = (typeof spamReasons)[number];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "The hidden bot field was filled in",
  "too-fast": "Sent within 2 seconds of the form opening",
  admin: "Marked as spam by an administrator",
};

export const subscriberFilters = ["all", "pending", "confirmed", "unsubscribed"] as const;
export type SubscriberFilter = (typeof subscriberFilters)[number];

export const subscriberFilterLabels: Record<SubscriberFilter, string> = {
  all: "All",
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const redemptionFilters = ["all", "pending", "paid"] as const;
export type RedemptionFilter = (typeof redemptionFilters)[number];

export const redemptionFilterLabels: Record<RedemptionFilter, string> = {
  all: "All (pending first)",
  pending: "Pending",
  paid: "Paid",
};

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 50;
/** Longest search text and payout note. */
export const adminLimits = { search: 200, note: 500 } as const;
