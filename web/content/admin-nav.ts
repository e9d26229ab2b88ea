import type { IconName } from "#web/components/ui/icon-names.ts";

/**
 * The admin area's pages, in the order of its sidebar and phone menu (admin-shell.tsx); their
 * own words are in admin.ts.
 */
export const adminNav: ReadonlyArray<{ to: string; label: string; icon: IconName; end?: boolean }> =
  [
    { to: "/admin", label: "Overview", icon: "layout-dashboard", end: true },
    { to: "/admin/leads", label: "Leads", icon: "mail" },
    { to: "/admin/subscribers", label: "Subscribers", icon: "newspaper" },
    { to: "/admin/users", label: "Users", icon: "users" },
    { to: "/admin/redemptions", label: "Payouts", icon: "coins" },
    { to: "/admin/referrals", label: "Referrals", icon: "handshake" },
    { to: "/admin/insights", label: "Insights", icon: "chart" },
    { to: "/admin/security", label: "Security", icon: "shield" },
  ];
