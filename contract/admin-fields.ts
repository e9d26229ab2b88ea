/**
 * The admin area's plain values, without zod, for the browser. The schemas are in ./admin.ts.
 */
import { choices } from "./choices.ts";
import type { NewsletterStatus } from "./newsletter-fields.ts";

/** users.role: an account's standing. */
export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * A lead's stage in the pipeline, in the order a deal moves through it. Check and Spam are out
 * of it: Check holds what may be spam and may be a person (an administrator decides), Spam only
 * what is surely a bot or was marked so by hand.
 */
export const { values: leadStatuses, labels: leadStatusLabels } = choices({
  new: "New",
  "call-booked": "Call booked",
  contacted: "Contacted",
  proposal: "Proposal sent",
  won: "Won",
  lost: "Lost",
  check: "Check",
  spam: "Spam",
});
export type LeadStatus = (typeof leadStatuses)[number];

/** The stages a deal value belongs to: what was proposed, or what was won. */
export const leadValueStatuses = ["proposal", "won"] as const satisfies readonly LeadStatus[];

/**
 * How a lead reached the company, as its history names it. A new way in (a booked call, the
 * site assistant) adds its value here and a use case beside server/leads/create-from-contact.ts.
 */
export const { values: leadOrigins, labels: leadOriginLabels } = choices({
  contact: "Contact form",
  assistant: "Site assistant",
  booking: "Booked call",
});
export type LeadOrigin = (typeof leadOrigins)[number];

/**
 * What the history of a lead records: its arrival, a stage change, a note, a follow-up date set
 * or cleared, a change of its booked call.
 */
export const { values: leadEventKinds, labels: leadEventKindLabels } = choices({
  received: "Received",
  status: "Stage changed",
  note: "Note",
  "follow-up": "Follow-up date",
  /** A booked call moved, cancelled or missed (server/bookings/), by the visitor or an administrator. */
  call: "Call",
});
export type LeadEventKind = (typeof leadEventKinds)[number];

/** Who a change of a booked call is by when the visitor made it, with their e-mail's link. */
export const callChangedByVisitor = "The visitor";

/** How a lead's referrer was found: the visit's referral link, or the signed-in member's sponsor. */
export const { values: leadReferredVia, labels: leadReferredViaLabels } = choices({
  link: "Arrived through the referral link",
  member: "Sent by a member the referrer invited",
});
export type LeadReferredVia = (typeof leadReferredVia)[number];

export const leadLimits = { note: 2000, lostReason: 300, valuePkr: 1_000_000_000_000 } as const;

/** "inbox" is every lead neither to check nor spam; "open" the ones in the pipeline not yet won or lost. */
export const { values: leadFilters, labels: leadFilterLabels } = choices({
  inbox: "Inbox (not Check or Spam)",
  open: "Open (new, contacted, proposal sent)",
  ...leadStatusLabels,
  all: "All leads",
});
export type LeadFilter = (typeof leadFilters)[number];

/** Why a lead is spam: the only sure verdict, or an administrator's. */
export const { values: spamReasons, labels: spamReasonLabels } = choices({
  honeypot: "The hidden bot field was filled in",
  admin: "Marked as spam by an administrator",
});
export type SpamReason = (typeof spamReasons)[number];

/**
 * What makes a contact message look sent by a bot, short of a sure verdict: each adds to its
 * spam score, and a score from 2 up sends the message to Check (server/leads/spam-score.ts has
 * the points; docs/decisions/014-spam-is-a-score.md the why).
 */
export const { values: spamSignals, labels: spamSignalLabels } = choices({
  "too-fast": "Sent within 2 seconds of the form opening",
  "no-token": "Sent without the form's token (a script, or a browser without JavaScript)",
  "bad-token": "Sent with a form token the site did not issue (forged, or from before an update)",
  "token-reused": "Sent with a form token another message had already used",
  links: "Links in the message",
  "spam-phrases": "Words that spam uses (search rankings, backlinks, crypto…)",
  "disposable-address": "A throw-away e-mail address",
});
export type SpamSignal = (typeof spamSignals)[number];

/** Each newsletter status (newsletter-fields.ts), as the subscriber list shows it. */
export const subscriberStatusLabels: Record<NewsletterStatus, string> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const { values: subscriberFilters, labels: subscriberFilterLabels } = choices({
  all: "All",
  ...subscriberStatusLabels,
});
export type SubscriberFilter = (typeof subscriberFilters)[number];

/** The calls list (/admin/calls): the agenda of calls to come first. */
export const { values: callFilters, labels: callFilterLabels } = choices({
  upcoming: "Upcoming",
  past: "Past (held or no-show)",
  cancelled: "Cancelled",
  all: "All",
});
export type CallFilter = (typeof callFilters)[number];

/** How the admin area names a redemption's status, in the order of its filter's menu. */
export const redemptionStatusLabels = {
  requested: "Requested",
  approved: "Approved",
  "awaiting-details": "Awaiting payout details",
  paid: "Paid",
  rejected: "Rejected",
} as const;

/** Each status, the open ones named by what they wait for (a key keeps its place when relabelled). */
export const { values: redemptionFilters, labels: redemptionFilterLabels } = choices({
  all: "All (open first)",
  ...redemptionStatusLabels,
  requested: "Requested (to review)",
  approved: "Approved (to pay)",
});

/** How much attention a payout's evidence asks for. */
export const { values: riskLevels, labels: riskLevelLabels } = choices({
  none: "No warning signs",
  review: "Review",
  high: "High risk",
});
export type RiskLevel = (typeof riskLevels)[number];

/** What happens to a rejected redemption's points. */
export const { values: rejectPointsChoices, labels: rejectPointsLabels } = choices({
  return: "Return the points to the member",
  forfeit: "Forfeit the points",
});
export type RedemptionFilter = (typeof redemptionFilters)[number];

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 50;
/** Longest search text and payout note. */
export const adminLimits = { search: 200, note: 500, reason: 300, reference: 100 } as const;

export const { values: referralFilters, labels: referralFilterLabels } = choices({
  flagged: "Under review",
  pending: "Waiting for confirmation",
  credited: "Credited",
  rejected: "Not credited",
  all: "All referrals",
});
export type ReferralFilter = (typeof referralFilters)[number];

export const referralDecisions = ["approve", "reject"] as const;
export type ReferralDecision = (typeof referralDecisions)[number];

/** What the audit log records (security_events.kind). */
export const { values: securityEventKinds, labels: securityEventLabels } = choices({
  "login-success": "Login",
  "login-failure": "Failed login",
  "login-throttled": "Login slowed down (too many failures)",
  "rate-limited": "Rate limit reached (429)",
  "admin-refused": "Administrator area refused (403)",
  signup: "Sign-up",
  "verification-sent": "Confirmation link sent",
  "email-verified": "Email address confirmed",
  "password-changed": "Password changed",
  "password-reset": "Password reset with a link",
  logout: "Logout",
  "logout-everywhere": "Logged out everywhere",
  "session-expired": "Session ended after inactivity",
  "account-deleted": "Account deleted",
  "payout-method-changed": "Payout details changed",
  "payout-password-failed": "Wrong password for payout details",
  "admin-granted": "Administrator role granted",
  "admin-revoked": "Administrator role revoked",
  "admin-action": "Administrator action",
});
export type SecurityEventKind = (typeof securityEventKinds)[number];
