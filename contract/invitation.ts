import { z } from "zod";
import { referralCodeSource } from "./referral-code.ts";

/** GET /api/invitations/inviter?code=: the referral code of a /signup?ref= link. */
export const InviterQuery = z.object({
  code: z
    .string({ error: "is required." })
    .trim()
    .toUpperCase()
    .regex(new RegExp(referralCodeSource), "must be a referral code."),
});

/**
 * Whom an invitation is from, as the invited person may see it: the first word of the name the
 * referrer chose, nothing else (never the address). Letters, marks, apostrophes and hyphens only,
 * so it can go into the page as text and into a stylesheet string alike. Null when no account has
 * the code (a typo, a deleted account): the page shows the banner without a name.
 */
export const Inviter = z.object({ firstName: z.string().nullable() });
export type Inviter = z.infer<typeof Inviter>;

/** The part of a chosen name the invitation shows: its first word, letters and joiners only. */
export function firstNameOf(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  const clean = first.replace(/[^\p{L}\p{M}'’-]/gu, "").slice(0, 40);
  return clean.length > 0 ? clean : null;
}
