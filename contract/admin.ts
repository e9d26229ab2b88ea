import { z } from "zod";
import {
  adminLimits,
  callFilters,
  leadEventKinds,
  leadFilters,
  leadLimits,
  leadReferredVia,
  leadStatuses,
  leadValueStatuses,
  redemptionFilters,
  referralDecisions,
  referralFilters,
  rejectPointsChoices,
  riskLevels,
  securityEventKinds,
  spamReasons,
  spamSignals,
  subscriberFilters,
  userRoles,
} from "./admin-fields.ts";
import { bookingStatuses } from "./booking-fields.ts";
import { counts } from "./common.ts";
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

export const CallListQuery = listQuery(callFilters, "upcoming");

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

export const LeadAttribution = z.object({
  landingPath: z.string().nullable(),
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  /** The last service page the visit viewed before the message. */
  servicePath: z.string().nullable(),
  /** The service that page presents, named as the Services menu names it. */
  service: z.string().nullable(),
  referrer: z
    .object({
      name: z.string(),
      email: z.string(),
      code: z.string(),
      via: z.enum(leadReferredVia),
    })
    .nullable(),
});
export type LeadAttribution = z.infer<typeof LeadAttribution>;

export const LeadEvent = z.object({
  id: z.number().int(),
  kind: z.enum(leadEventKinds),
  at: iso,
  /** The administrator who made the change (their name; "Deleted account" once deleted). */
  by: z.string(),
  fromStatus: z.enum(leadStatuses).nullable(),
  toStatus: z.enum(leadStatuses).nullable(),
  valuePkr: z.number().int().nullable(),
  lostReason: z.string().nullable(),
  note: z.string().nullable(),
  followUpOn: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof LeadEvent>;

/** What every view of a lead starts with. */
const leadHead = {
  id: z.number().int(),
  status: z.enum(leadStatuses),
  spamReason: z.enum(spamReasons).nullable(),
  /** How much the message looked sent by a bot when it arrived, and why (spamSignals). */
  spamScore: z.number().int(),
  spamSignals: z.array(z.enum(spamSignals)),
};

export const LeadSummary = z.object({
  ...leadHead,
  name: z.string(),
  company: z.string(),
  email: z.string(),
  /** The first words of the message. */
  excerpt: z.string(),
  createdAt: iso,
  valuePkr: z.number().int().nullable(),
  /** The next follow-up day (YYYY-MM-DD, the site's time zone), if one is set. */
  nextFollowUpOn: z.string().nullable(),
  /** The source of the visit that sent it, if one was found. */
  source: z.string().nullable(),
});
export type LeadSummary = z.infer<typeof LeadSummary>;
export const LeadPage = pageOf(LeadSummary);

/** A booked call as the calls list (the agenda) shows it. */
export const AdminCall = z.object({
  id: z.number().int(),
  /** The kind's title ("Free 30-minute consultation"). */
  title: z.string(),
  start: iso,
  end: iso,
  /** The consultant's name. */
  consultant: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  status: z.enum(bookingStatuses),
  /** The lead the booking became. */
  leadId: z.number().int().nullable(),
  cancelledAt: iso.nullable(),
});
export type AdminCall = z.infer<typeof AdminCall>;
export const AdminCallPage = pageOf(AdminCall);

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
  valuePkr: z.number().int().nullable(),
  lostReason: z.string().nullable(),
  nextFollowUpOn: z.string().nullable(),
  /**
   * Where the enquiry came from, from the site's own records (never from what the form sent):
   * the visit's landing page, source, medium and campaign, the last service page it viewed, and
   * the referrer with how they were found.
   */
  attribution: LeadAttribution,
  /** Every stage change, note and follow-up date, oldest first. */
  history: z.array(LeadEvent),
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

/**
 * A stage change: a deal value may come with a proposal or a win (kept when left out), a lost
 * reason with a loss.
 */
export const UpdateLeadBody = z
  .strictObject({
    status: z.enum(leadStatuses, { error: "must be one of the pipeline's stages." }),
    valuePkr: z
      .number({ error: "must be a whole number of PKR." })
      .int("must be a whole number of PKR.")
      .min(1, "must be at least 1 PKR.")
      .max(leadLimits.valuePkr, "is larger than any deal we record.")
      .optional(),
    lostReason: singleLine(
      z
        .string({ error: "must be text." })
        .trim()
        .max(leadLimits.lostReason, `must be at most ${leadLimits.lostReason} characters.`),
    ).optional(),
  })
  .refine(
    (body) =>
      body.valuePkr === undefined || (leadValueStatuses as readonly string[]).includes(body.status),
    {
      message: "A deal value goes with a proposal or a win.",
      path: ["valuePkr"],
    },
  )
  .refine((body) => body.lostReason === undefined || body.status === "lost", {
    message: "A lost reason goes with a lost lead.",
    path: ["lostReason"],
  });
export type UpdateLeadBody = z.input<typeof UpdateLeadBody>;

export const LeadNoteBody = z.strictObject({
  note: z
    .string({ error: "must be text." })
    .trim()
    .min(1, "is required.")
    .max(leadLimits.note, `must be at most ${leadLimits.note} characters.`)
    .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), "must not contain control characters."),
});
export type LeadNoteBody = z.input<typeof LeadNoteBody>;

/** Sets (a day) or clears (null) the next follow-up. */
export const LeadFollowUpBody = z.strictObject({
  on: calendarDay.nullable(),
});
export type LeadFollowUpBody = z.input<typeof LeadFollowUpBody>;

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
  /** The agent in words: "Chrome on Android", "curl"; null when none was sent. */
  browser: z.string().nullable(),
  /** What happened, in words ("Marked payout #12 paid: PKR 100 to Ali Khan"); "" when the kind says it all. */
  summary: z.string(),
  /** What else the event records, e.g. the route of a 429 or an administrator's action. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;
export const SecurityEventPage = pageOf(SecurityEvent);

const day = calendarDay.optional();

export const SecurityEventQuery = z.object({
  kind: z
    .enum([...securityEventKinds, "all"])
    .optional()
    .default("all"),
  /** Part of the account's e-mail address, or an exact client address. */
  q: search,
  /** First and last day (Karachi), inclusive. */
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

/**
 * One reason on a payout's evidence: a sentence in plain words, the technical detail behind it
 * (shown one click away), and where to look further (another member, a lead).
 */
export const RiskReason = z.object({
  text: z.string(),
  detail: z.string().nullable(),
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type RiskReason = z.infer<typeof RiskReason>;

/** The evidence on a payout: how much attention it needs, and why. */
export const Risk = z.object({ level: z.enum(riskLevels), reasons: z.array(RiskReason) });
export type Risk = z.infer<typeof Risk>;

/** A won lead whose client-referral points a payout spends. */
const payoutClientReward = z.object({
  leadId: z.number().int(),
  /** The lead's company, or the sender's name when none was given. */
  company: z.string(),
  valuePkr: z.number().nullable(),
  points: z.number().int(),
  wonAt: iso.nullable(),
  /** The administrator who last marked it won; null when unknown or deleted. */
  wonBy: z.string().nullable(),
  /** How it was tied to the member: their referral link, or as the member's own referrer. */
  via: z.enum(leadReferredVia).nullable(),
  href: z.string(),
});

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
  /** The won leads behind its client-referral points, up to this payout. */
  clientRewards: z.array(payoutClientReward),
});
export type AdminRedemption = z.infer<typeof AdminRedemption>;
export const RedemptionPage = pageOf(AdminRedemption);

/** One redemption with its payout account in full: what the pay dialog needs. */
export const AdminRedemptionDetail = AdminRedemption.extend({
  payoutAccount: z.string().nullable(),
});
export type AdminRedemptionDetail = z.infer<typeof AdminRedemptionDetail>;

/** A single line of text, as the mails that quote it need (one line, nothing invisible). */
const line = (max: number) =>
  singleLine(
    z
      .string({ error: "must be text." })
      .trim()
      .min(1, "is required.")
      .max(max, `must be at most ${max} characters.`),
  );

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

/**
 * The admin home page's figures; `checkLeads` are leads waiting in Check (maybe spam, maybe a
 * person), `flaggedReferrals` referrals held for review, and
 * `followUps` the open leads whose follow-up day is today or past (the site's time zone), most
 * overdue first.
 */
export const AdminOverview = counts(
  "newLeads",
  "checkLeads",
  "leadsThisWeek",
  "confirmedSubscribers",
  "pendingSubscribers",
  "users",
  "pendingRedemptions",
  "pendingPkr",
  "flaggedReferrals",
).extend({
  followUps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      company: z.string(),
      status: z.enum(leadStatuses),
      nextFollowUpOn: z.string(),
      overdue: z.boolean(),
    }),
  ),
  /** Calls booked for today (a Karachi day), cancelled ones left out, the first first. */
  todaysCalls: z.array(AdminCall),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
