import { Link, useLoaderData } from "react-router";
import type { AdminOverview } from "#contract/admin.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { useAdmin } from "#web/components/admin/admin-context.ts";
import { formatNumber, formatTime } from "#web/components/admin/format.ts";
import { loadAdmin } from "#web/components/admin/load.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon, type IconName } from "#web/components/ui/icon.tsx";
import { overviewReferrals, todaysCallsWords } from "#web/content/admin.ts";
import { adminName } from "#web/content/admin-nav.ts";
import { pageMeta } from "#web/lib/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Admin overview",
    description: "New leads, leads to check, payouts, subscribers and accounts at a glance.",
    path: "/admin",
    index: false,
  });

export async function clientLoader() {
  return loadAdmin<AdminOverview>("/admin/overview");
}

type Figure = {
  label: string;
  value: string;
  note: string;
  to: string;
  icon: IconName;
  action: string;
};

/** The overview's tiles, each named with the one name of the page it opens (admin-nav.ts). */
export function figures(data: AdminOverview): Figure[] {
  const leads = adminName("/admin/leads");
  const payouts = adminName("/admin/redemptions");
  return [
    {
      label: `New ${leads.toLowerCase()}`,
      value: formatNumber(data.newLeads),
      note: `${formatNumber(data.leadsThisWeek)} received in the last 7 days, spam not counted`,
      to: "/admin/leads?status=new",
      icon: "mail",
      action: `Open new ${leads.toLowerCase()}`,
    },
    {
      label: `${leads} to check`,
      value: formatNumber(data.checkLeads),
      note: "Maybe spam, maybe a person in a hurry: kept out of the inbox until someone reads them",
      to: "/admin/leads?status=check",
      icon: "flag",
      action: `Check ${leads.toLowerCase()}`,
    },
    {
      label: `${payouts} to review or pay`,
      value: formatNumber(data.pendingRedemptions),
      note: `PKR ${formatNumber(data.pendingPkr)} requested or approved`,
      to: "/admin/redemptions?status=requested",
      icon: "coins",
      action: `Review ${payouts.toLowerCase()}`,
    },
    {
      label: overviewReferrals.label,
      value: formatNumber(data.flaggedReferrals),
      note: overviewReferrals.note,
      to: "/admin/referrals?status=flagged",
      icon: "flag",
      action: overviewReferrals.action,
    },
    {
      label: "Newsletter subscribers",
      value: formatNumber(data.confirmedSubscribers),
      note: `${formatNumber(data.pendingSubscribers)} waiting to confirm`,
      to: "/admin/subscribers?status=confirmed",
      icon: "newspaper",
      action: "See subscribers",
    },
    {
      label: adminName("/admin/users"),
      value: formatNumber(data.users),
      note: "Visitors who signed up for the account area",
      to: "/admin/users",
      icon: "users",
      action: "See accounts",
    },
  ];
}

export default function Overview() {
  const { admin } = useAdmin();
  const { data, error } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AccountHeading
        eyebrow="Admin"
        title={`Hello, ${admin.name}`}
        lead="What needs attention today: new leads and leads to check first, then payouts and referrals held for review."
      />
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <TodaysCalls calls={data.todaysCalls} />
          <FollowUpsDue items={data.followUps} />
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {figures(data).map((figure) => (
              <li
                key={figure.label}
                className="flex flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
              >
                <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <Icon name={figure.icon} className="size-5 text-accent-700" />
                  {figure.label}
                </h2>
                <p className="mt-2 text-4xl font-bold text-ink-900 tabular-nums">{figure.value}</p>
                <p className="mt-1 text-sm text-slate-600">{figure.note}</p>
                <Link
                  to={figure.to}
                  className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-3 font-semibold text-accent-700 hover:underline"
                >
                  {figure.action}
                  <Icon name="arrow-right" aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The calls booked for today (Karachi), the first first, each opening its lead. */
function TodaysCalls({ calls }: { calls: AdminOverview["todaysCalls"] }) {
  return (
    <section
      id="todays-calls"
      aria-labelledby="todays-calls-title"
      className="mb-6 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="todays-calls-title" className="text-lg font-semibold text-ink-900">
          {`${todaysCallsWords.title} (${formatNumber(calls.length)})`}
        </h2>
        <Link
          to="/admin/calls"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:underline"
        >
          {todaysCallsWords.all(adminName("/admin/calls"))}
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {calls.length === 0 ? (
        <p className="mt-2 text-slate-700">{todaysCallsWords.none}</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {calls.map((booked) => {
            const who = booked.company ? `${booked.name}, ${booked.company}` : booked.name;
            return (
              <li key={booked.id} className="flex flex-wrap items-baseline gap-x-2">
                <time dateTime={booked.start} className="font-semibold text-ink-900 tabular-nums">
                  {formatTime(booked.start)}
                </time>
                {booked.leadId === null ? (
                  <span className="font-semibold [overflow-wrap:anywhere]">{who}</span>
                ) : (
                  <Link
                    to={`/admin/leads/${booked.leadId}`}
                    className="inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere] text-accent-700 hover:underline"
                  >
                    {who}
                  </Link>
                )}
                <span className="text-slate-700">
                  {todaysCallsWords.call(booked.title, booked.consultant, booked.status)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Follow-ups due today or overdue (the site's time zone), most overdue first. */
function FollowUpsDue({ items }: { items: AdminOverview["followUps"] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="follow-ups-title"
      className="mb-6 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="follow-ups-title" className="text-lg font-semibold text-ink-900">
        Follow-ups due ({formatNumber(items.length)})
      </h2>
      <ul className="mt-2 space-y-1.5">
        {items.map((lead) => (
          <li key={lead.id}>
            <Link
              to={`/admin/leads/${lead.id}`}
              className="inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere] text-accent-700 hover:underline"
            >
              {lead.company ? `${lead.name}, ${lead.company}` : lead.name}
            </Link>{" "}
            <span className="text-slate-700">
              {lead.overdue ? `overdue since ${lead.nextFollowUpOn}` : "due today"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
