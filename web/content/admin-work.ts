import type { AdminOverview } from "#contract/admin.ts";
import type { IconName } from "#web/components/ui/icon-names.ts";
import { todaysCallsWords } from "./admin.ts";
import { adminName } from "./admin-nav.ts";

/** One piece of the administrator's work, as the dashboard lists it: a count and where it waits. */
export type AdminWorkItem = {
  label: string;
  count: number;
  note?: string;
  to: string;
  icon: IconName;
};

const pkr = (value: number) => `PKR ${new Intl.NumberFormat("en-PK").format(value)}`;

/**
 * What an administrator's dashboard opens with, from the admin overview's figures: open payouts,
 * new leads and leads in Check, follow-ups due, today's calls. The extension point for more
 * work: a source of its own adds its items here, and the dashboard shows them in the same list,
 * nothing else to change.
 */
export function adminWorkOf(overview: AdminOverview): AdminWorkItem[] {
  const leads = adminName("/admin/leads");
  const payouts = adminName("/admin/redemptions");
  return [
    {
      label: `Open ${payouts.toLowerCase()}`,
      count: overview.pendingRedemptions,
      note: `${pkr(overview.pendingPkr)} requested or approved`,
      to: "/admin/redemptions?status=requested",
      icon: "coins",
    },
    {
      label: `New ${leads.toLowerCase()}`,
      count: overview.newLeads,
      to: "/admin/leads?status=new",
      icon: "mail",
    },
    {
      label: `${leads} to check`,
      count: overview.checkLeads,
      note: "Maybe spam, maybe a person in a hurry",
      to: "/admin/leads?status=check",
      icon: "flag",
    },
    {
      label: "Follow-ups due",
      count: overview.followUps.length,
      to: "/admin",
      icon: "calendar",
    },
    {
      label: todaysCallsWords.title,
      count: overview.todaysCalls.length,
      to: "/admin/calls",
      icon: "phone",
    },
  ];
}

export const adminWorkContent = {
  title: "Admin work",
  lead: "What waits for you in the admin area.",
  loading: "Loading the admin area's work…",
  failed: "The admin area's figures could not be loaded; the admin area itself may say why.",
  open: "Open the admin area",
} as const;
