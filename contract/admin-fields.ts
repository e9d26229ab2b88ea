/**
 * The admin area's plain values, without zod, for the browser. The schemas are in ./admin.ts.
 */

/** users.role: an account's standing. */
export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

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

export const spamReasons = [
  "honeypot",
  "too-fast",
  "no-token",
  "bad-token",
  "token-reused",
  "admin",
] as const;
export type SpamReason = (typeof spamReasons)[number];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "The hidden bot field was filled in",
  "too-fast": "Sent within 2 seconds of the form opening",
  "no-token": "Sent without the form's token (a script, or a browser without JavaScript)",
  "bad-token": "Sent with a form token the site did not issue (forged, or from before an update)",
  "token-reused": "Sent with a form token another message had already used",
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

export const referralFilters = ["flagged", "pending", "credited", "rejected", "all"] as const;
export type ReferralFilter = (typeof referralFilters)[number];

export const referralFilterLabels: Record<ReferralFilter, string> = {
  flagged: "Under review",
  pending: "Waiting for confirmation",
  credited: "Credited",
  rejected: "Not credited",
  all: "All referrals",
};

export const referralDecisions = ["approve", "reject"] as const;
export type ReferralDecision = (typeof referralDecisions)[number];

/** What the audit log records (security_events.kind). */
export const securityEventKinds = [
  "login-success",
  "login-failure",
  "login-throttled",
  "rate-limited",
  "signup",
  "verification-sent",
  "email-verified",
  "password-changed",
  "password-reset",
  "logout",
  "logout-everywhere",
  "session-expired",
  "account-deleted",
  "admin-granted",
  "admin-revoked",
  "admin-action",
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEventLabels: Record<SecurityEventKind, string> = {
  "login-success": "Login",
  "login-failure": "Failed login",
  "login-throttled": "Login slowed down (too many failures)",
  "rate-limited": "Rate limit reached (429)",
  signup: "Sign-up",
  "verification-sent": "Confirmation link sent",
  "email-verified": "Email address confirmed",
  "password-changed": "Password changed",
  "password-reset": "Password reset with a link",
  logout: "Logout",
  "logout-everywhere": "Logged out everywhere",
  "session-expired": "Session ended after inactivity",
  "account-deleted": "Account deleted",
  "admin-granted": "Administrator role granted",
  "admin-revoked": "Administrator role revoked",
  "admin-action": "Administrator action",
};
