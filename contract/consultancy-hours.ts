import { z } from "zod";
import { count } from "./common.ts";
import { singleLine } from "./fields.ts";
import { consultancyHourLimits } from "./rules.ts";

/**
 * Consultancy hours (issue 37, step 7): every REFERRAL_CONSULTATION_EVERY credited referrals
 * unlock one hour, booked through /book/consultancy-hour. The member's figures
 * (GET /api/consultancy-hours) and an administrator's view of one account's hours, with the
 * revocation of an hour whose referrals were a farm (/api/admin/users/:id/consultancy-hours).
 */

export { consultancyHourLimits };

const iso = z.string().describe("ISO 8601 date and time");

/** A call that spends an hour: booked (still to come) or used (its time has passed). */
export const HourCall = z.object({
  id: z.number().int(),
  start: iso,
  end: iso,
  consultant: z.string(),
  state: z.enum(["booked", "used"]),
});
export type HourCall = z.infer<typeof HourCall>;

/** A member's consultancy hours. */
export const ConsultancyHours = z.object({
  /** Credited referrals per hour (the server's REFERRAL_CONSULTATION_EVERY). */
  every: z.number().int().min(1),
  /** Credited referrals that count toward hours: not reversed, not taken out by a revocation. */
  credited: count,
  /** Hours those referrals unlock. */
  unlocked: count,
  /** Hours an administrator revoked (their referrals no longer count). */
  revoked: count,
  /** Calls booked that are still to come. */
  booked: count,
  /** Calls whose time has passed (held, or missed). */
  used: count,
  /** Hours left to book: unlocked, less booked and used; never below 0. */
  available: count,
  /** Credited referrals still needed for the next hour. */
  toNext: z.number().int().min(1),
  calls: z.array(HourCall),
});
export type ConsultancyHours = z.infer<typeof ConsultancyHours>;

/** A credited referral as the member's page in the admin area lists it. */
export const HourReferral = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  creditedAt: iso.nullable(),
});
export type HourReferral = z.infer<typeof HourReferral>;

/** One account's consultancy hours, for an administrator (GET /api/admin/users/:id/consultancy-hours). */
export const AccountHours = z.object({
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    deleted: z.boolean(),
    emailVerified: z.boolean(),
    createdAt: iso,
  }),
  hours: ConsultancyHours,
  /**
   * Each unlocked hour with the referrals that unlocked it (credited order, `every` a group),
   * the first unlocked first.
   */
  unlocked: z.array(
    z.object({ number: z.number().int().min(1), referrals: z.array(HourReferral) }),
  ),
  /** Credited referrals toward the next hour. */
  toward: z.array(HourReferral),
  revocations: z.array(
    z.object({
      id: z.number().int(),
      at: iso,
      by: z.string(),
      reason: z.string(),
      referrals: z.array(HourReferral),
    }),
  ),
});
export type AccountHours = z.infer<typeof AccountHours>;

export const AccountParams = z.object({ id: z.uuid("is not an account number.") });

/**
 * Revoking an hour: the referrals that unlocked it, as the member's page listed them (exactly
 * `every` of them, each credited and still counting), and why.
 */
export const RevokeHourBody = z.object({
  referrals: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: "must list referral numbers." })
    .min(1, "must list the hour's referrals.")
    .max(1000),
  reason: singleLine(
    z
      .string({ error: "is required." })
      .trim()
      .min(1, "is required.")
      .max(
        consultancyHourLimits.reason,
        `must be at most ${consultancyHourLimits.reason} characters.`,
      ),
  ),
});
export type RevokeHourBody = z.input<typeof RevokeHourBody>;
