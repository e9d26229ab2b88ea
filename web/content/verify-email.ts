import { VERIFY_LINK_HOURS } from "#contract/rules.ts";

/**
 * Words of the page the confirmation e-mail links to (/verify-email), apart from account.ts so
 * the dashboard and settings do not carry them.
 */
export const verifyEmailCopy = {
  meta: {
    title: "Confirm your e-mail address",
    description: "Confirm the e-mail address of your account with the link we sent you.",
  },
  eyebrow: "E-mail confirmation",
  checking: {
    title: "Confirming your address",
    lead: "This takes a moment. Keep this page open. If a friend invited you, confirming is what credits them their referral points.",
    status: "Checking your link…",
  },
  done: {
    title: "Your address is confirmed",
    lead: "Thank you. If a friend invited you, this confirmation is what credits them their referral points. Points you earn by inviting others can now reach you, and you can redeem them for PKR.",
  },
  failed: {
    title: "This link did not work",
    lead: `Confirmation links work once, for ${VERIFY_LINK_HOURS} hours, and only until a newer one is sent.`,
  },
  goToDashboard: "Go to Your Dashboard",
  goToLogin: "Log In",
  tryAgain: "Try Again",
  newLinkTitle: "Get a new link",
  newLinkLoggedIn: "We send a fresh link to the address of your account.",
  newLinkLoggedOut: "Log in to request a new link. We send it to the address of your account.",
} as const;

export const verifyEmailMessages = {
  error: "❌ We could not confirm your address. Please try again.",
  offline: "❌ We could not reach our server. Check your connection and try again.",
  missingToken:
    "❌ This confirmation link is incomplete. Open it straight from the e-mail, or ask for a new one.",
} as const;
