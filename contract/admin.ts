import { z } from "zod";
import {
  adminLimits,
  leadFilters,
  leadStatuses,
  redemptionFilters,
  referralDecisions,
  referralFilters,
  rejectPointsChoices,
  riskLevels,
  securityEventKinds,
  spamReasons,
  subscriberFilters,
  userRoles,
} from "./admin-fields.ts";
import { singleLine } from "./fields.ts";
import { newsletterStatuses } from "./newsletter-fields.ts";
import { payoutMethodKinds } from "./payout.ts";
import { referralFlagReasons, referralStatuses } from "./rules.ts";
import { redemptionStatuses } from "./user.ts";

export * from "./admin-fields.ts";

const iso = z.string().describe("ISO 8601 date and time");

/** The signed-in administrator (GET /api/admin/me): 401 anonymous, 403 for other users. */
export const AdminMe = z.object({ name: z.string(), email: z.string() });
export type AdminMe = z.infer<typeof AdminMe>;

const search = singleLine(
  z.string().trim().max(adminLimits.search, `must be at most ${adminLimits.search} characters.`),
)
  .optional()
  .default("");
const page = z.coerce.number().int().min(1).max(100_000).optional().default(1);

/** The query of an admin list: a search, a filter of `filters` (`fallback` when none), the page. */
const listQuery = <const F extends readonly [string, ...string[]]>(
  filters: F,
  fallback: F[number],
) => z.object({ q: search, status: z.enum(filters).optional().default(fallback), page });

export const LeadListQuery = listQuery(leadFilters, "inbox");
export type LeadListQuery = z.input<typeof LeadListQuery>;

/** The same filters, for the CSV export (every matching row, no pages). */
export const LeadExportQuery = LeadListQuery.omit({ page: true });

export const SubscriberListQuery = listQuery(subscriberFilters, "all");
export const SubscriberExportQuery = SubscriberListQuery.omit({ page: true });

export const UserListQuery = z.object({ q: search, page });

export const RedemptionListQuery = listQuery(redemptionFilters, "all").omit({ q: true });

export const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows matching the filters, across every page. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** What every view of a contact message starts with. */
const leadHead = {
  id: z.number().int(),
  status: z.enum(leadStatuses),
  spamReason: z.enum(spamReasons).nullable(),
};

export const LeadSummary = z.object({
  ...leadHead,
  name: z.string(),
  company: z.string(),
  email: z.string(),
  /** The first words of the message. */
  excerpt: z.string(),
  createdAt: iso,
});
export type LeadSummary = z.infer<typeof LeadSummary>;
export const LeadPage = pageOf(LeadSummary);

export const forwardStates = ["pending", "sent", "failed"] as const;

export const Lead = z.object({
  ...leadHead,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: iso,
  handledAt: iso.nullable(),
  /** Passing the message on to CONTACT_FORWARD_URL, when that is set. */
  forward: z
    .object({
      state: z.enum(forwardStates),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});
export type Lead = z.infer<typeof Lead>;

export const UpdateLeadBody = z.strictObject({ status: z.enum(leadStatuses) });
export type UpdateLeadBody = z.infer<typeof UpdateLeadBody>;

export const Subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(newsletterStatuses),
  createdAt: iso,
  confirmedAt: iso.nullable(),
  unsubscribedAt: iso.nullable(),
});
export type Subscriber = z.infer<typeof Subscriber>;
export const SubscriberPage = pageOf(Subscriber);

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The stored role: an address in ADMIN_EMAILS shows "admin" once its owner has confirmed it. */
  role: z.enum(userRoles),
  points: z.number().int(),
  /** Accounts that signed up with this user's referral code. */
  referrals: z.number().int(),
  emailVerified: z.boolean(),
  createdAt: iso,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const UserPage = pageOf(AdminUser);

/** A referral as a payout's history lists it: the friend, and what became of the bonus. */
const referralHistory = z.object({
  referredEmail: z.string(),
  status: z.enum(referralStatuses),
  flagReason: z.enum(referralFlagReasons).nullable(),
  points: z.number().int(),
  createdAt: iso,
  verifiedAt: iso.nullable(),
});

/** One sign-up with a referrer's code, as the admin area shows it. */
export const AdminReferral = z.object({
  id: z.number().int(),
  referrerName: z.string(),
  referrerEmail: z.string(),
  /** "Deleted account" once the referred person deleted it; the row itself stays. */
  referredName: z.string(),
  ...referralHistory.shape,
  decidedAt: iso.nullable(),
});
export type AdminReferral = z.infer<typeof AdminReferral>;
export const ReferralPage = pageOf(AdminReferral);

export const ReferralListQuery = listQuery(referralFilters, "flagged");

export const DecideReferralBody = z.strictObject({ decision: z.enum(referralDecisions) });
export type DecideReferralBody = z.infer<typeof DecideReferralBody>;

export const SecurityEvent = z.object({
  id: z.number().int(),
  at: iso,
  kind: z.enum(securityEventKinds),
  /** The account's current address, or "Deleted account"; null when none was involved. */
  userEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What else the event records, e.g. the route of a 429 or an administrator's action. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;
export const SecurityEventPage = pageOf(SecurityEvent);

/** A calendar day the log can hold: PostgreSQL knows no year 0, and the day after must exist. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-24.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return false;
    const year = date.getUTCFullYear();
    return date.toISOString().slice(0, 10) === value && year >= 2000 && year <= 2999;
  }, "must be a real date between the years 2000 and 2999.");
const day = calendarDay.optional();

export const SecurityEventQuery = z.object({
  kind: z
    .enum([...securityEventKinds, "all"])
    .optional()
    .default("all"),
  /** Part of the account's e-mail address, or an exact client address. */
  q: search,
  /** First and last day (UTC), inclusive. */
  from: day,
  to: day,
  page,
});
export type SecurityEventQuery = z.input<typeof SecurityEventQuery>;

/** A referral behind a payout, with what the evidence needs; the address only while it exists. */
const payoutReferral = referralHistory.extend({
  /** The friend's mail domain, kept after the account is deleted. */
  domain: z.string().nullable(),
  /** "Network 1", "Network 2"… when several friends signed up from one network; else null. */
  network: z.string().nullable(),
  /** Whether the friend logged in again after confirming the address. */
  signedInAgain: z.boolean(),
});

/** The evidence on a payout: how much attention it needs, and why, in plain words. */
export const Risk = z.object({ level: z.enum(riskLevels), reasons: z.array(z.string()) });
export type Risk = z.infer<typeof Risk>;

export const AdminRedemption = z.object({
  id: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  points: z.number().int(),
  pkr: z.number().int(),
  status: z.enum(redemptionStatuses),
  /** The administrator's note when paying. */
  note: z.string().nullable(),
  createdAt: iso,
  decidedAt: iso.nullable(),
  paidAt: iso.nullable(),
  /** The transaction reference of a paid redemption. */
  reference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  pointsReturned: z.boolean().nullable(),
  /** Whether the account's address was confirmed (redeeming requires it). */
  emailVerified: z.boolean(),
  accountCreatedAt: iso,
  /** Where it goes (as approved, else the member's current method), masked; null when none. */
  payout: z.object({ method: z.enum(payoutMethodKinds), account: z.string() }).nullable(),
  risk: Risk,
  /** Every referral of the account up to this payout, with its status: what the points came from. */
  referrals: z.array(payoutReferral),
});
export type AdminRedemption = z.infer<typeof AdminRedemption>;
export const RedemptionPage = pageOf(AdminRedemption);

/** One redemption with its payout account in full: what the pay dialog needs. */
export const AdminRedemptionDetail = AdminRedemption.extend({
  payoutAccount: z.string().nullable(),
});
export type AdminRedemptionDetail = z.infer<typeof AdminRedemptionDetail>;

/** A single line of text, as the mails that quote it need (no line breaks or control characters). */
const line = (max: number) =>
  z
    .string({ error: "must be text." })
    .trim()
    .min(1, "is required.")
    .max(max, `must be at most ${max} characters.`)
    .regex(/^[^\p{Cc}]*$/u, "must be one line of text.");

export const PayRedemptionBody = z.strictObject({
  reference: line(adminLimits.reference),
  note: z
    .string({ error: "must be text." })
    .trim()
    .max(adminLimits.note, `must be at most ${adminLimits.note} characters.`)
    .optional()
    .default(""),
});
export type PayRedemptionBody = z.input<typeof PayRedemptionBody>;

export const RejectRedemptionBody = z.strictObject({
  reason: line(adminLimits.reason),
  points: z.enum(rejectPointsChoices),
});
export type RejectRedemptionBody = z.input<typeof RejectRedemptionBody>;

/** The admin home page's figures. */
export const AdminOverview = z.object({
  newLeads: z.number().int(),
  leadsThisWeek: z.number().int(),
  confirmedSubscribers: z.number().int(),
  pendingSubscribers: z.number().int(),
  users: z.number().int(),
  pendingRedemptions: z.number().int(),
  pendingPkr: z.number().int(),
  /** Referrals held for review. */
  flaggedReferrals: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
