/**
 * What a referral code looks like, without zod: the page-start script checks a link's `ref`
 * with it before asking the server (web/lib/pre-hydration.ts).
 */

/** Referral codes use an alphabet without look-alike characters (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;
/** A whole code, upper case, as a regular expression's source. */
export const referralCodeSource = `^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`;
