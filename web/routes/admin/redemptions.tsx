import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import type { AdminRedemption } from "#contract/admin.ts";
import {
  type RedemptionFilter,
  redemptionFilterLabels,
  redemptionFilters,
  redemptionStatusLabels,
  referralFilterLabels,
  riskLevelLabels,
} from "#contract/admin-fields.ts";
import { payoutMethodLabels } from "#contract/payout.ts";
import { referralFlagReasonLabels } from "#contract/rules.ts";
import { AdminListPage, useRowAction } from "#web/components/admin/admin-list-page.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { Person } from "#web/components/admin/data-table.tsx";
import { formatDateTime, formatNumber } from "#web/components/admin/format.ts";
import { filterControls } from "#web/components/admin/list-controls.tsx";
import { loadFilteredList } from "#web/components/admin/list-query.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import type { AskedDecision } from "#web/components/admin/redemption-dialogs.tsx";
import {
  redemptionTones,
  referralTones,
  riskTones,
  StatusBadge,
} from "#web/components/admin/status-badge.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { addressWords, redemptionReferrals } from "#web/content/admin.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/redemptions";

export const meta = () =>
  pageMeta({
    title: "Payouts",
    description:
      "Points redeemed for PKR, each with its evidence: approve, reject or pay the open ones.",
    path: "/admin/redemptions",
    index: false,
  });

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFilteredList<AdminRedemption, RedemptionFilter>(
    "/admin/redemptions",
    request,
    redemptionFilters,
    "all",
  );

const decisionDialog = lazyPart(() =>
  import("#web/components/admin/redemption-dialogs.tsx").then((module) => module.RedemptionDialog),
);

/**
 * The evidence in words: the level, then each reason in plain words, its technical detail one
 * click away, and a link to what it names (another member, a lead).
 */
function Evidence({ risk }: { risk: AdminRedemption["risk"] }) {
  return (
    <div>
      <StatusBadge tone={riskTones[risk.level]}>{riskLevelLabels[risk.level]}</StatusBadge>
      {risk.reasons.length > 0 && (
        <ul className="mt-1.5 grid list-disc gap-1 pl-4 text-sm text-slate-700">
          {risk.reasons.map((reason) => (
            <li key={reason.text} className="[overflow-wrap:anywhere]">
              {reason.text}
              {reason.link && (
                <>
                  {" "}
                  <Link to={reason.link.href} className="font-semibold text-accent-700 underline">
                    {reason.link.label}
                  </Link>
                </>
              )}
              {reason.detail && (
                <details className="mt-0.5">
                  <summary className="cursor-pointer text-slate-600 underline">
                    Technical detail
                  </summary>
                  <p className="mt-0.5 text-slate-600">{reason.detail}</p>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The won leads behind a payout's client-referral points. */
function ClientRewards({ rewards }: { rewards: AdminRedemption["clientRewards"] }) {
  if (rewards.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {rewards.map((reward) => (
        <li key={reward.leadId} className="border-l-2 border-slate-200 pl-3 text-sm text-slate-700">
          <Link to={reward.href} className="font-semibold text-accent-700 underline">
            {reward.company} (lead #{reward.leadId})
          </Link>
          <span className="block">
            {formatNumber(reward.points)} points
            {reward.valuePkr !== null && ` for a deal of PKR ${formatNumber(reward.valuePkr)}`}
            {reward.via === "link" ? ", through the member's link" : ", as the member's referrer"}
          </span>
          <span className="block text-slate-600">
            Won
            {reward.wonBy && ` by ${reward.wonBy}`}
            {reward.wonAt && (
              <>
                {" "}
                <time dateTime={reward.wonAt}>{formatDateTime(reward.wonAt)}</time>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a payout's points came from: every referral of the account, folded away, with what the
 * evidence reads (its domain, a network shared with other friends, why it was held).
 */
function ReferralList({ referrals }: { referrals: AdminRedemption["referrals"] }) {
  const credited = referrals.filter((referral) => referral.status === "credited").length;
  const summary = redemptionReferrals.summary(referrals.length, credited);
  if (referrals.length === 0) return <span className="text-slate-600">{summary}</span>;
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg font-semibold text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500">
        <Icon
          name="chevron-right"
          aria-hidden="true"
          className="size-4 transition-transform duration-150 group-open:rotate-90"
        />
        {summary}
      </summary>
      <ul className="mt-1 grid gap-2.5">
        {referrals.map((referral) => (
          <li
            key={`${referral.referredEmail}-${referral.createdAt}`}
            className="border-l-2 border-slate-200 pl-3"
          >
            <span className="block text-sm font-medium [overflow-wrap:anywhere] text-ink-900">
              {referral.referredEmail}
            </span>
            {referral.flagReason && (
              <span className="mt-0.5 block text-sm text-slate-600">
                {referralFlagReasonLabels[referral.flagReason]}
              </span>
            )}
            <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <StatusBadge tone={referralTones[referral.status]}>
                {referralFilterLabels[referral.status]}
              </StatusBadge>
              <span>{redemptionReferrals.points(referral.points)}</span>
              {referral.network && <span>{referral.network}</span>}
              {referral.verifiedAt && !referral.signedInAgain && (
                <span>{redemptionReferrals.neverBack}</span>
              )}
              <time dateTime={referral.createdAt} className="whitespace-nowrap">
                {formatDateTime(referral.createdAt)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A decision's button (`useRowAction`'s): what it asks, its label and its name for a screen reader. */
type AskButton = (asked: AskedDecision, label: string, ariaLabel: string) => ReactNode;

/** What can be decided next, as buttons; a decided payout shows its outcome instead. */
function Decisions({ redemption, button }: { redemption: AdminRedemption; button: AskButton }) {
  const who = `PKR ${formatNumber(redemption.pkr)} to ${redemption.userName}`;
  const open = ["awaiting-details", "requested", "approved"].includes(redemption.status);
  /** A decision's button: its label, and the words a screen reader says before the payout. */
  const decisionButton = (decision: AskedDecision["decision"], label: string, spoken: string) =>
    button({ redemption, decision }, label, `${spoken}: ${who}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {redemption.status === "requested" && decisionButton("approve", "Approve", "Approve")}
      {redemption.status === "approved" && decisionButton("pay", "Mark Paid", "Mark paid")}
      {open && decisionButton("reject", "Reject", "Reject")}
      {redemption.status === "paid" && (
        <span className="text-sm text-slate-700">
          {redemption.paidAt && (
            <time dateTime={redemption.paidAt} className="block whitespace-nowrap">
              {formatDateTime(redemption.paidAt)}
            </time>
          )}
          Ref {redemption.reference}
          {redemption.note && <span className="block text-slate-600">{redemption.note}</span>}
        </span>
      )}
      {redemption.status === "rejected" && (
        <span className="max-w-xs text-sm text-slate-700">
          {redemption.rejectReason}
          <span className="block text-slate-600">
            {redemption.pointsReturned ? "Points returned" : "Points forfeited"}
          </span>
        </span>
      )}
    </div>
  );
}

/** One payout as a card: who, how much, its state, where it goes, then the evidence. */
function PayoutCard({ redemption, button }: { redemption: AdminRedemption; button: AskButton }) {
  const headingId = `payout-${redemption.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-ink-900">
              PKR {formatNumber(redemption.pkr)}{" "}
              <span className="font-normal text-slate-600">
                for {formatNumber(redemption.points)} points
              </span>
            </h2>
            <div className="mt-1 [overflow-wrap:anywhere]">
              <Person name={redemption.userName} email={redemption.userEmail} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={redemptionTones[redemption.status]}>
              {redemptionStatusLabels[redemption.status]}
            </StatusBadge>
            <StatusBadge tone={redemption.emailVerified ? "success" : "danger"}>
              {redemption.emailVerified ? addressWords.confirmedLong : addressWords.unconfirmedLong}
            </StatusBadge>
          </div>
        </div>
        <p className="text-sm text-slate-700">
          Requested{" "}
          <time dateTime={redemption.createdAt}>{formatDateTime(redemption.createdAt)}</time>
          {" · "}
          {redemption.payout
            ? `${payoutMethodLabels[redemption.payout.method]} ${redemption.payout.account}`
            : "No payout details yet"}
        </p>
        <Decisions redemption={redemption} button={button} />
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-label="Evidence" className="min-w-0">
            <h3 className="mb-1 text-sm font-semibold text-ink-900">Evidence</h3>
            <Evidence risk={redemption.risk} />
          </section>
          <section aria-label="Where the points came from" className="grid min-w-0 gap-2">
            <h3 className="text-sm font-semibold text-ink-900">Where the points came from</h3>
            <ClientRewards rewards={redemption.clientRewards} />
            <ReferralList referrals={redemption.referrals} />
          </section>
        </div>
      </article>
    </li>
  );
}

export default function Payouts() {
  const loaded = useLoaderData<typeof clientLoader>();
  const deciding = useRowAction<AskedDecision>(decisionDialog);
  return (
    <AdminListPage
      title="Payouts"
      lead="Every payout is reviewed. Open requests come first, oldest first: weigh the evidence and where the points came from, approve or reject each, pay the approved ones (the CSV lists them for a bulk transfer), then mark each paid with its reference."
      controls={filterControls(loaded, {
        status: { label: "Show", values: redemptionFilters, labels: redemptionFilterLabels },
      })}
      aside={() => (
        <CsvDownload path="/admin/redemptions.csv" label="Export Approved Payouts (CSV)" />
      )}
      action={deciding}
      loaded={loaded}
    >
      {(page) => (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {rangeText(page, "payouts")}
          </p>
          {page.items.length === 0 ? (
            <p className="text-slate-700">No payouts to show.</p>
          ) : (
            <ol className="grid gap-4" aria-label="Payouts">
              {page.items.map((redemption) => (
                <PayoutCard key={redemption.id} redemption={redemption} button={deciding.button} />
              ))}
            </ol>
          )}
          <Pagination page={page} />
        </>
      )}
    </AdminListPage>
  );
}
