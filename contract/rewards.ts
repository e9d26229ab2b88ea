import { z } from "zod";

export { PKR_PER_BLOCK, REDEEM_BLOCK, redeemable } from "./rules.ts";

export const RedeemResponse = z.object({ message: z.string() });
export type RedeemResponse = z.infer<typeof RedeemResponse>;
