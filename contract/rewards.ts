import { z } from "zod";

/** SPEC §9: 200 points give 100 PKR; 200 points is also the minimum. */
export const REDEEM_BLOCK = 200;
export const PKR_PER_BLOCK = 100;

/** What a balance is worth: whole blocks of 200 points only. */
export function redeemable(points: number): { points: number; pkr: number } {
  const blocks = Math.floor(Math.max(0, points) / REDEEM_BLOCK);
  return { points: blocks * REDEEM_BLOCK, pkr: blocks * PKR_PER_BLOCK };
}

export const RedeemResponse = z.object({ message: z.string() });
export type RedeemResponse = z.infer<typeof RedeemResponse>;
