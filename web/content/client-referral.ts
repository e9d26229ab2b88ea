import { REFERRAL_CLIENT_BONUS_POINTS, redeemable } from "#contract/rules.ts";

/**
 * The referred-client reward in PKR, from its points and the redeem rate (the server's
 * REFERRAL_CLIENT_BONUS_POINTS defaults to the same figure).
 */
export const clientReferralPkr = redeemable(REFERRAL_CLIENT_BONUS_POINTS).pkr;

/** The perk line of the sign-up perks and the dashboard. */
export const clientReferralPerk = `Refer a business that becomes our client: PKR ${clientReferralPkr.toLocaleString("en-US")}`;
