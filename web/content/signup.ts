import { VERIFY_LINK_HOURS } from "#contract/rules.ts";
import { clientReferralPerk } from "./client-referral.ts";
import { perkLinks } from "./perk-links.ts";

/**
 * Words of the sign-up form, apart from the rest of the account area's (account.ts), because the
 * home page's sign-up popup loads them on every first visit. SPEC §8 messages quoted exactly.
 */

export const signupMessages = {
  signupSuccess: "✅ Registered! Please login now",
  signupError: "❌ Error",
} as const;

/** SPEC §9: what a sign-up gives and what inviting colleagues adds, each linked to where it is. */
export const signupPerks = {
  title: "What your free account unlocks",
  items: [
    [{ text: "Free CRM templates", to: perkLinks.templates }],
    [{ text: "An API automation cheatsheet", to: perkLinks.cheatsheet }],
    [{ text: "A free AI bot demo", to: perkLinks.assistant }],
    "Our newsletter",
  ],
  inviteTitle: "Invite colleagues and earn more",
  invite: [
    "Rewards for every colleague who joins with your link",
    clientReferralPerk,
    [{ text: "Early access to premium tools", to: perkLinks.earlyAccess }],
    [{ text: "Free consultancy hours", to: perkLinks.consultancy }],
  ],
} as const;

export const signupCopy = {
  meta: {
    title: "Create your free account",
    description:
      "Sign up free to get CRM templates, an API automation cheatsheet and an AI bot demo, and earn points by inviting colleagues.",
  },
  eyebrow: "Free account",
  title: "Create your free account",
  lead: "Sign up in a minute, with no card details: your e-mail address becomes your login. Collect points, share your referral link and unlock our free resources.",
  referralNote: "A colleague invited you: their referral code is already filled in.",
  submit: "Create a free account",
  haveAccount: "Already have an account?",
  login: "Log in",
  /** The success panel, under the specification's line. */
  finish: (email: string) =>
    `Open the link we sent to ${email} to finish: it confirms your address and works for ${VERIFY_LINK_HOURS} hours.`,
  finishLater: "Points from referrals are credited once your address is confirmed.",
} as const;
