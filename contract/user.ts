import { z } from "zod";
import { name, password, text } from "./fields.ts";

export const User = z.object({
  name: z.string(),
  email: z.string(),
  /** Credited points only: referral bonuses still waiting for confirmation are not in it. */
  points: z.number().int().nonnegative(),
  /** Whether the owner has opened the confirmation link sent to the address. */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof User>;

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

import { pointsReasons } from "./rules.ts";

export { type PointsReason, pointsReasonLabels, pointsReasons } from "./rules.ts";

export const redemptionStatuses = ["pending", "paid"] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

export const PointsEntry = z.object({
  id: z.number().int(),
  reason: z.enum(pointsReasons),
  /** Positive when points were earned, negative when they were spent. */
  amount: z.number().int(),
  /** ISO 8601 date and time. */
  createdAt: z.string(),
  /** For redemptions only: whether the PKR has been paid out yet. */
  status: z.enum(redemptionStatuses).optional(),
  /** For a referred-client reward: the client's company, or "a business" when none was given. */
  client: z.string().optional(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;

/** Accounts that signed up with the user's code, by what has become of their bonus. */
export const ReferralSummary = z.object({
  /** Every sign-up with the code ("2 friends joined"). */
  joined: z.number().int(),
  /** Confirmed and credited ("1 confirmed"). */
  confirmed: z.number().int(),
  /** Not yet confirmed by the friend. */
  pending: z.number().int(),
  /** Held for review by the company. */
  inReview: z.number().int(),
  /** Points that confirmation (or review) would still credit. */
  pendingPoints: z.number().int(),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

/** Newest first; at most `POINTS_HISTORY_LIMIT` entries. */
export const PointsHistory = z.object({
  entries: z.array(PointsEntry),
  referrals: ReferralSummary,
});
export type PointsHistory = z.infer<typeof PointsHistory>;
export const POINTS_HISTORY_LIMIT = 200;
