import type { IconName } from "#web/components/ui/icon-names.ts";

/**
 * The admin area's pages, in the order of its sidebar and phone menu (admin-shell.tsx); their
 * own words are in admin.ts. Each `label` is the one name of its thing: the menu, the page's
 * heading, the overview, the dashboard and the administrators' e-mails all say it, and
 * admin-names.test.ts fails when one of them says one of its `otherNames` (URLs aside: the
 * payouts live at /admin/redemptions).
 */
export const adminNav: ReadonlyArray<{
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
  /** Words once used for the same thing, never to be used for it again. */
  otherNames?: readonly RegExp[];
}> = [
  { to: "/admin", label: "Overview", icon: "layout-dashboard", end: true },
  {
    to: "/admin/leads",
    label: "Leads",
    icon: "mail",
    otherNames: [/\bmessages\b/i, /\benquir(y|ies)\b/i],
  },
  {
    to: "/admin/calls",
    label: "Calls",
    icon: "calendar",
    otherNames: [/\bappointments?\b/i, /\bmeetings?\b/i],
  },
  { to: "/admin/subscribers", label: "Subscribers", icon: "newspaper" },
  { to: "/admin/users", label: "Accounts", icon: "users", otherNames: [/\busers\b/i] },
  {
    to: "/admin/redemptions",
    label: "Payouts",
    icon: "coins",
    otherNames: [/\bredemptions?\b/i],
  },
  { to: "/admin/referrals", label: "Referrals", icon: "handshake" },
  { to: "/admin/insights", label: "Insights", icon: "chart" },
  { to: "/admin/security", label: "Security log", icon: "shield" },
];

/** The one name of the admin page at `to`. */
export function adminName(to: string): string {
  const page = adminNav.find((item) => item.to === to);
  if (!page) throw new Error(`no admin page at ${to}`);
  return page.label;
}
