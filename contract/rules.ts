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

export const pointsReasons = ["referral_bonus", "redemption", "adjustment"] as const;
export type PointsReason = (typeof pointsReasons)[number];

/** How the dashboard names each reason. */
export const pointsReasonLabels: Record<PointsReason, string> = {
  referral_bonus: "Referral bonus",
  redemption: "Redeemed for PKR",
  adjustment: "Adjustment",
};
