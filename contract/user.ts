import { z } from "zod";
import { counts } from "./common.ts";
import { name, password, text } from "./fields.ts";
import {
  ibanIssue,
  ibanProblem,
  normaliseIban,
  normaliseWallet,
  payoutLimits,
  payoutMethodKinds,
  walletProblem,
} from "./payout.ts";

export const User = z.object({
  name: z.string(),
  email: z.string(),
  /** Credited points only: referral bonuses still waiting for confirmation are not in it. */
  points: z.number().int().nonnegative(),
  /** Whether the owner has opened the confirmation link sent to the address. */
  emailVerified: z.boolean(),
  /** Present (true) for an administrator: the dashboard then opens with the admin area's work. */
  admin: z.literal(true).optional(),
});
export type User = z.infer<typeof User>;

/** How a deleted account appears wherever its rows are still shown, to members and administrators. */
export const deletedAccountName = "Deleted account";

export const ReferralLink = z.object({
  /** The page shows `${origin}/signup?ref=${code}`. */
  code: z.string(),
});
export type ReferralLink = z.infer<typeof ReferralLink>;

export const UpdateNameBody = z.strictObject({ name });
export type UpdateNameBody = z.input<typeof UpdateNameBody>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: text().min(1, "is required.").max(256, "must be at most 256 characters."),
  newPassword: password,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** Other sessions end; this one continues with the new token. */
export const ChangePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

export const DeleteAccountBody = z.strictObject({
  password: text().min(1, "is required.").max(256, "must be at most 256 characters."),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

import { pointsReasons, referralStatuses } from "./rules.ts";

export { type PointsReason, pointsReasonLabels, pointsReasons } from "./rules.ts";

/**
 * A redemption's life: "awaiting-details" until the member gives a payout method, then
 * "requested"; an administrator approves it and marks it "paid" with a transaction reference,
 * or rejects it (its points returned or forfeited). No PKR leaves without that decision.
 */
export const redemptionStatuses = [
  "awaiting-details",
  "requested",
  "approved",
  "paid",
  "rejected",
] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

export const PointsEntry = z.object({
  id: z.number().int(),
  reason: z.enum(pointsReasons),
  /** Positive when points were earned, negative when they were spent. */
  amount: z.number().int(),
  /** ISO 8601 date and time. */
  createdAt: z.string(),
  /** For redemptions (and their returns or forfeits): where the review stands. */
  status: z.enum(redemptionStatuses).optional(),
  /** A paid redemption's transaction reference. */
  reference: z.string().optional(),
  /** A rejected redemption's reason, and whether its points came back. */
  rejectReason: z.string().optional(),
  pointsReturned: z.boolean().optional(),
  /** For a referred-client reward: the client's company, or "a business" when none was given. */
  client: z.string().optional(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;

/** One friend who signed up with the user's code, as the dashboard lists them (masked). */
export const ReferralFriend = z.object({
  /** First name and initial, or "Deleted account". */
  name: z.string(),
  /** "s•••n@gmail.com"; empty once the account is deleted. */
  email: z.string(),
  status: z.enum(referralStatuses),
  joinedAt: z.string(),
});
export type ReferralFriend = z.infer<typeof ReferralFriend>;

/**
 * Accounts that signed up with the user's code, by what has become of their bonus: every
 * sign-up ("2 friends joined"); those who confirmed their address, whatever became of the bonus;
 * those not yet confirmed; confirmed and held for review by the company; confirmed and the bonus
 * credited; and the points that confirmation (or review) would still credit. Then the latest
 * friends, newest first.
 */
export const ReferralSummary = counts(
  "joined",
  "confirmed",
  "pending",
  "inReview",
  "credited",
  "pendingPoints",
).extend({ friends: z.array(ReferralFriend) });
export type ReferralSummary = z.infer<typeof ReferralSummary>;

/** Newest first; at most `POINTS_HISTORY_LIMIT` entries. */
export const PointsHistory = z.object({
  entries: z.array(PointsEntry),
  referrals: ReferralSummary,
});
export type PointsHistory = z.infer<typeof PointsHistory>;
export const POINTS_HISTORY_LIMIT = 200;

const currentPassword = text().min(1, "is required.").max(256, "must be at most 256 characters.");

/** A payout account number: at most `max` characters, kept in the form `normalise` gives it. */
const accountNumber = (max: number, normalise: (input: string) => string | null, problem: string) =>
  text()
    .max(max, problem)
    .transform((value, context) => {
      const normalised = normalise(value);
      if (normalised) return normalised;
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    });

const wallet = accountNumber(payoutLimits.wallet, normaliseWallet, walletProblem);
const iban = text()
  .max(payoutLimits.iban, ibanProblem)
  .transform((value, context) => {
    const issue = ibanIssue(value);
    if (issue === null) return normaliseIban(value)!;
    context.addIssue({ code: "custom", message: issue });
    return z.NEVER;
  });

/**
 * Where payouts go. The password is asked again: a changed payout method is how a stolen session
 * would steal a payout.
 */
export const PayoutMethodBody = z.discriminatedUnion("method", [
  z.strictObject({ method: z.enum(["jazzcash", "easypaisa"]), wallet, password: currentPassword }),
  z.strictObject({
    method: z.literal("bank"),
    iban,
    accountTitle: name.max(
      payoutLimits.accountTitle,
      `must be at most ${payoutLimits.accountTitle} characters.`,
    ),
    password: currentPassword,
  }),
]);
export type PayoutMethodBody = z.input<typeof PayoutMethodBody>;

/** The member's own payout method, masked (GET /api/user/payout-method); null when none. */
export const PayoutMethod = z
  .object({
    method: z.enum(payoutMethodKinds),
    /** The last four characters of the wallet number or IBAN. */
    account: z.string(),
    accountTitle: z.string().nullable(),
    updatedAt: z.string(),
  })
  .nullable();
export type PayoutMethod = z.infer<typeof PayoutMethod>;
