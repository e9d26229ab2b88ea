/**
 * The contract's plain values, free of zod so the browser can import them without loading a
 * schema library (zod also probes `new Function` as it loads, which the site's CSP refuses).
 * The schema modules build on these; nothing here may import zod.
 */

/** Field lengths, checked by the server's schemas and mirrored by the forms' attributes. */
export const limits = {
  email: 254,
  name: 100,
  passwordMin: 8,
  passwordMax: 256,
  referralCode: 32,
} as const;

/** SPEC §9: 200 points give 100 PKR; 200 points is also the minimum. */
export const REDEEM_BLOCK = 200;
export const PKR_PER_BLOCK = 100;

/** What a balance is worth: whole blocks of 200 points only. */
export function redeemable(points: number): { points: number; pkr: number } {
  const blocks = Math.floor(Math.max(0, points) / REDEEM_BLOCK);
  return { points: blocks * REDEEM_BLOCK, pkr: blocks * PKR_PER_BLOCK };
}

export const pointsReasons = [
  "referral_bonus",
  "redemption",
  "redemption_returned",
  "redemption_forfeited",
  "adjustment",
  "client_referral",
] as const;
export type PointsReason = (typeof pointsReasons)[number];

/**
 * Points for referring a business that becomes a client (a lead marked won): the default of
 * REFERRAL_CLIENT_BONUS_POINTS, which the copy quotes in PKR through the redeem rate.
 */
export const REFERRAL_CLIENT_BONUS_POINTS = 2000;

/**
 * Credited referrals that unlock one consultancy hour: the default of REFERRAL_CONSULTATION_EVERY,
 * which the sign-up perks quote (a prerendered page cannot read the server's environment; the
 * dashboard shows the server's own figure).
 */
export const REFERRAL_CONSULTATION_EVERY = 3;

/** The reason an administrator gives for revoking a consultancy hour, at most this long. */
export const consultancyHourLimits = { reason: 500 } as const;

/** How the dashboard names each reason. */
export const pointsReasonLabels: Record<PointsReason, string> = {
  client_referral: "Referred client",
  referral_bonus: "Referral bonus",
  redemption: "Redeemed for PKR",
  redemption_returned: "Points returned",
  redemption_forfeited: "Points forfeited",
  adjustment: "Adjustment",
};

/**
 * A referral's life: "pending" until the referred account confirms its e-mail address, then
 * "credited" (the referrer got the points) or "flagged" (held for an administrator, who
 * approves or rejects it). "rejected" never pays; so is a pending referral whose account was
 * deleted before it confirmed.
 */
export const referralStatuses = ["pending", "credited", "flagged", "rejected"] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const referralStatusLabels: Record<ReferralStatus, string> = {
  pending: "Waiting for email confirmation",
  credited: "Confirmed, points credited",
  flagged: "Under review",
  rejected: "Not credited",
};

/** Why a referral was held for review or refused. */
export const referralFlagReasons = [
  "same-ip",
  "shared-ip",
  "monthly-cap",
  "account-deleted",
  "admin",
  "mailbox-credited-before",
  "own-domain",
  "shared-domain",
] as const;
export type ReferralFlagReason = (typeof referralFlagReasons)[number];

export const referralFlagReasonLabels: Record<ReferralFlagReason, string> = {
  "same-ip": "Signed up from an address the referrer used within 24 hours",
  "shared-ip": "Another referral of this referrer signed up from the same address within 24 hours",
  "monthly-cap": "The referrer reached the monthly limit of credited referrals",
  "account-deleted": "The referred account was deleted before confirming its address",
  admin: "Rejected by an administrator",
  "mailbox-credited-before":
    "This mailbox already earned a referral bonus (a deleted account signed up again)",
  "own-domain": "The friend's address is on the referrer's own (non-public) mail domain",
  "shared-domain": "Another friend of this referrer already uses the same (non-public) mail domain",
};

/** Hours an e-mail confirmation link stays valid. */
export const VERIFY_LINK_HOURS = 48;
