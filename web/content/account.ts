import {
  PKR_PER_BLOCK,
  pointsReasonLabels,
  REDEEM_BLOCK,
  redeemable,
  VERIFY_LINK_HOURS,
} from "#contract/rules.ts";
import { site } from "#site/facts.ts";
import { accountBenefits } from "./account-benefits.ts";
import { requiredNote } from "./form-words.ts";

/**
 * Words of the account area. The messages of SPEC §8 are quoted exactly; a message that starts
 * with a tick mark shows green, any other red (see the Feedback component).
 */

/** The rate of SPEC §9: this many points give this many rupees, and no fewer can be redeemed. */
export const redeemRate = { points: REDEEM_BLOCK, rupees: PKR_PER_BLOCK } as const;

export { fieldLimits, newPasswordHint, requiredNote } from "./form-words.ts";
export { pointsReasonLabels, redeemable };

export const accountMessages = {
  loginError: "❌ Login error",
  forgotSuccess: "✅ Reset link sent to your email",
  forgotError: "❌ Failed to send reset link",
  redeemError: "❌ Redeem failed",
  resetSuccess: "✅ Password updated. You can log in now.",
  resetError: "❌ We could not update your password. Please try again.",
  resetMissingToken:
    "❌ This reset link is incomplete. Ask for a new one below and open it straight from the e-mail.",
  passwordsDiffer: "❌ The two passwords do not match. Type the same new password twice.",
  nameSaved: "✅ Your name is saved.",
  nameError: "❌ We could not save your name. Please try again.",
  passwordChanged: "✅ Your password is changed. Use the new one next time you log in.",
  passwordChangeError: "❌ We could not change your password. Please try again.",
  deleteError: "❌ We could not delete your account. Please try again.",
  accountDeleted: "✅ Your account is deleted. Thank you for being with us.",
  historyError: "❌ We could not load your points history just now. Reload the page to try again.",
  logoutEverywhereError:
    "❌ We could not log you out everywhere. Check your connection and try again.",
  resendError: "❌ We could not send a new link. Please try again in a minute.",
} as const;

export const accountContent = {
  requiredNote,
  login: {
    meta: {
      title: "Log in",
      description:
        "Log in to your account to see your points, share your referral link and redeem rewards.",
    },
    eyebrow: "Your account",
    title: "Log in to your account",
    lead: "See your points, share your referral link and redeem rewards.",
    forgotTitle: "Reset your password",
    forgotLead:
      "Enter the e-mail address you signed up with. We will send you a link to choose a new password.",
    submit: "Log In",
    forgot: "Forgot Password?",
    sendReset: "Send Reset Link",
    backToLogin: "Back to Login",
    backHome: "Back to Home",
    noAccount: "New here?",
    signup: "Create a free account",
  },
  reset: {
    meta: {
      title: "Choose a new password",
      description: "Choose a new password for your account with the link we sent you.",
    },
    eyebrow: "Password reset",
    title: "Choose a new password",
    lead: "Type your new password twice. The link in your e-mail works once.",
    leadNewLink: "Reset links work once and only for a short time. Ask for a fresh one below.",
    checking: "Checking your reset link…",
    submit: "Save New Password",
    goToLogin: "Go to Login",
    newLinkTitle: "Send a new link",
    newLinkLead: "Enter your e-mail address and we will send a fresh reset link.",
    sendNewLink: "Send a New Link",
  },
  /** Asking for another confirmation link, from the dashboard banner or the confirmation page. */
  resend: {
    button: "Send a New Link",
  },
  benefits: accountBenefits,
  nav: {
    label: "Account",
    overview: "Overview",
    resources: "Resources",
    assistant: "Assistant",
    profile: "Profile",
    settings: "Settings",
    logout: "Logout",
    loggingOut: "Logging out…",
  },
  dashboard: {
    meta: {
      title: "Your dashboard",
      description: "Your points, your referral link and your rewards.",
    },
    eyebrow: "Dashboard",
    welcome: (name: string) => `Welcome, ${name}`,
    lead: "Share your link, collect points and redeem them for rewards.",
    /** The page's lead: the balance, and the redeem action beside it. */
    balance: {
      title: "Your points",
      unit: (points: number) => (points === 1 ? "point" : "points"),
    },
    account: { title: "Your account", email: "E-mail" },
    inReviewPoints: (points: number) => `${points.toLocaleString("en-US")} in review for payout`,
    pendingPoints: (points: number) => `+${points.toLocaleString("en-US")} on the way`,
    unverified: {
      title: "Confirm your e-mail address",
      lead: (email: string) =>
        `We sent a confirmation link to ${email}. Open it to complete your account: redeeming points needs a confirmed address. The link works for ${VERIFY_LINK_HOURS} hours.`,
      noMail: "No e-mail? Look in your spam folder, or get a new link.",
    },
    referral: {
      title: "Your referral link",
      lead: "Send this link to colleagues. You earn points when they sign up with it and confirm their e-mail address.",
      label: "Referral link",
      copy: "Copy Link",
      whatsapp: "Share on WhatsApp",
      newTab: "(opens in a new tab)",
      copyMessage: "Copy Invitation",
      copiedMessageAnnouncement: "Invitation with your referral link copied to the clipboard.",
      /** What WhatsApp and Copy Invitation send: why to join, then the link. */
      shareText: (link: string) =>
        `I use ${site.brand.name} (IT, software and design from Karachi). A free account gets you their CRM templates, an API automation cheatsheet and a free AI bot demo. Sign up with my link and confirm your e-mail address: ${link}`,
      copied: "Copied",
      copiedAnnouncement: "Referral link copied to the clipboard.",
      copyFailed: "❌ Your browser blocked copying. Select the link and copy it yourself.",
      steps: [
        "Copy your link and send it to a colleague.",
        "They sign up with it: the referral code is filled in for them.",
        `They confirm their e-mail address, and the points land in your balance. Redeem them from ${redeemRate.points} points.`,
      ],
      summary: {
        title: "Your referrals",
        none: "No one has joined with your link yet.",
        joined: (joined: number, confirmed: number) =>
          `${joined.toLocaleString("en-US")} ${joined === 1 ? "friend" : "friends"} joined, ${confirmed.toLocaleString("en-US")} confirmed`,
        pending: "Waiting for their e-mail confirmation",
        inReview: "In review",
        credited: "Credited",
        pendingPoints: "Points on the way",
        note: "Points for a referral arrive once your friend confirms their address. Some are reviewed by hand first, for example colleagues who signed up from one office connection or share a company mail domain; a review usually takes one business day.",
        friendsTitle: "Friends who joined",
        friendStatus: {
          pending: "Waiting for confirmation",
          flagged: "In review, usually within one business day",
          credited: "Points credited",
          rejected: "Not credited",
        },
        more: (shown: number, total: number) =>
          `The latest ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} are listed.`,
      },
    },
    redeem: {
      rate: `${redeemRate.points} points = PKR ${redeemRate.rupees}`,
      lead: `Every full ${redeemRate.points} points of your balance turn into PKR ${redeemRate.rupees}. Each payout is reviewed by our team, usually within one business day, and paid to your payout details below.`,
      available: (points: number, rupees: number) =>
        `You can redeem ${points.toLocaleString("en-US")} points for PKR ${rupees.toLocaleString("en-US")} now.`,
      button: "Redeem Points",
      short: (missing: number) =>
        `Collect ${missing} more ${missing === 1 ? "point" : "points"} to redeem.`,
      confirmFirst: "Payouts go to confirmed accounts only.",
      unverified:
        "Confirm your e-mail address to redeem: open the link we sent you, or get a new one above.",
    },
    payout: {
      title: "Payout details",
      lead: "We pay redeemed points to this account once our team has reviewed the payout. Changing it needs your password, and we e-mail you whenever it changes.",
      none: "No payout details yet.",
      current: (method: string, account: string, title: string | null) =>
        `${method}, ${account}${title ? ` (${title})` : ""}`,
      waiting:
        "⚠️ A redemption is waiting for your payout details: add them, and it goes to our team for review.",
      add: "Add Payout Details",
      change: "Change Payout Details",
      loading: "Loading the form…",
      method: "Payout method",
      wallet: "Wallet number",
      walletHint: "The mobile number of your JazzCash or Easypaisa account, like 0300 1234567.",
      iban: "IBAN",
      ibanHint: "24 characters starting with PK, as your bank's app shows it; spaces are fine.",
      accountTitle: "Account title",
      password: "Your password",
      passwordHint: "Asked again so that nobody else can redirect your payouts.",
      save: "Save Payout Details",
      saved: "✅ Payout details saved. We e-mailed you a notice of the change.",
      error: "❌ We could not save your payout details. Please try again.",
    },
    history: {
      title: "Points history",
      empty: "No points yet. Share your referral link to collect your first ones.",
      status: {
        awaitingDetails: "Waiting for your payout details",
        requested: "In review",
        approved: "Approved, payment on its way",
        paid: (reference: string) => `Paid — ref ${reference}`,
        rejected: (reason: string, returned: boolean) =>
          `Rejected: ${reason.replace(/\.$/, "")}, points ${returned ? "returned" : "forfeited"}`,
      },
      columns: { date: "Date", activity: "Activity", points: "Points", balance: "Balance" },
    },
  },
  profile: {
    meta: {
      title: "Your profile",
      description: "Update the name on your account.",
    },
    eyebrow: "Profile",
    title: "Your profile",
    lead: "Keep your details up to date. Your e-mail address is your login and cannot be changed here.",
    detailsTitle: "Personal details",
    name: "Name",
    email: "E-mail",
    save: "Save Name",
  },
} as const;
