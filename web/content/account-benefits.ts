import { PKR_PER_BLOCK, REDEEM_BLOCK } from "#contract/rules.ts";
import { consultancyHourPerkInline, perkLinks } from "./perk-links.ts";

/**
 * What an account gives, on the account doors' navy panel (components/account/auth-panel.tsx).
 * Apart from the account area's other words, which the sign-up page does not need to download.
 */
export const accountBenefits = {
  title: "What your account gives you",
  items: [
    [
      { text: "Free CRM templates", to: perkLinks.templates },
      ", ",
      { text: "an API automation cheatsheet", to: perkLinks.cheatsheet },
      " and ",
      { text: "a free AI bot demo", to: perkLinks.assistant },
    ],
    "A personal referral link that earns you points when colleagues join",
    `Points you can redeem: ${REDEEM_BLOCK} points give PKR ${PKR_PER_BLOCK}`,
    [
      { text: "Early access to premium tools", to: perkLinks.earlyAccess },
      " and ",
      { text: consultancyHourPerkInline, to: perkLinks.consultancy },
    ],
  ],
};
