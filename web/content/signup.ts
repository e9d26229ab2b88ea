import { VERIFY_LINK_HOURS } from "#contract/rules.ts";
import { site } from "#site/facts.ts";
import { clientReferralPerk, clientReferralPkr } from "./client-referral.ts";
import { consultancyHourPerk, perkLinks } from "./perk-links.ts";

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
    [{ text: consultancyHourPerk, to: perkLinks.consultancy }],
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
  /**
   * The banner at the top of /signup?ref=: in the prerendered page, shown by the page-start
   * script before the first paint (lib/pre-hydration.ts); the inviter's first name follows it
   * when the server knows the code.
   */
  invitation: {
    title: `You were invited to ${site.brand.name}`,
    /** After the inviter's first name, shown once it is known. */
    from: "sent you this invitation.",
    you: "You get a free account: CRM templates, an API automation cheatsheet, a free AI bot demo and your own referral link.",
    colleague: `Your colleague earns referral points once you confirm your e-mail address, and PKR ${clientReferralPkr.toLocaleString("en-US")} if your business later becomes our client.`,
  },
  submit: "Create a free account",
  haveAccount: "Already have an account?",
  login: "Log in",
  /**
   * The success panel: the specification's line, then the two steps it stands for, in order
   * (confirm the address, then log in), the second one the panel's button.
   */
  finishSteps: (email: string) => [
    `Confirm your e-mail address: open the link we sent to ${email} (it works for ${VERIFY_LINK_HOURS} hours).`,
    "Then log in with that address and your password.",
  ],
  finishLater: "Points from referrals are credited once your address is confirmed.",
} as const;
