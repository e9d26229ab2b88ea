import { useLoaderData } from "react-router";
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
import { AdminList, useRowAction } from "#web/components/admin/admin-list-page.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { NumberCell, Person, StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { formatDateTime, formatNumber } from "#web/components/admin/format.ts";
import { loadFilteredList } from "#web/components/admin/list-query.ts";
import type { AskedDecision } from "#web/components/admin/redemption-dialogs.tsx";
import {
  redemptionTones,
  referralTones,
  riskTones,
  StatusBadge,
} from "#web/components/admin/status-badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { addressWords, redemptionReferrals } from "#web/content/admin.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/redemptions";

export const meta = () =>
  pageMeta({
    title: "Redemptions",
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

/** The evidence in words: the level, then each reason. */
function Evidence({ risk }: { risk: AdminRedemption["risk"] }) {
  return (
    <div className="min-w-56">
      <StatusBadge tone={riskTones[risk.level]}>{riskLevelLabels[risk.level]}</StatusBadge>
      {risk.reasons.length > 0 && (
        <ul className="mt-1.5 grid list-disc gap-1 pl-4 text-sm text-slate-700">
          {risk.reasons.map((reason) => (
            <li key={reason.text}>{reason.text}</li>
          ))}
        </ul>
      )}
    </div>
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
    <details className="group min-w-64">
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

/** What can be decided next, as buttons; a decided payout shows its outcome instead. */
function Decisions({
  redemption,
  opener,
}: {
  redemption: AdminRedemption;
  opener: (asked: AskedDecision) => object;
}) {
  const who = `PKR ${formatNumber(redemption.pkr)} to ${redemption.userName}`;
  const open = ["awaiting-details", "requested", "approved"].includes(redemption.status);
  /** A decision's button: its label, and the words a screen reader says before the payout. */
  const decisionButton = (decision: AskedDecision["decision"], label: string, spoken: string) => (
    <Button
      variant="secondary"
      {...opener({ redemption, decision })}
      aria-label={`${spoken}: ${who}`}
    >
      {label}
    </Button>
  );
  return (
    <div className="flex min-w-44 flex-col items-start gap-2">
      {redemption.payout ? (
        <span className="text-sm text-slate-700">
          {payoutMethodLabels[redemption.payout.method]} {redemption.payout.account}
        </span>
      ) : (
        <span className="text-sm text-slate-600">No payout details yet</span>
      )}
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

export default function Redemptions() {
  const loaded = useLoaderData<typeof clientLoader>();
  const deciding = useRowAction<AskedDecision>(decisionDialog);
  return (
    <AdminList
      title="Redemptions"
      lead="Every payout is reviewed. Open requests come first, oldest first: weigh the evidence and the referrals behind each, approve or reject it, pay the approved ones (the CSV lists them for a bulk transfer), then mark each paid with its reference."
      controls={{
        status: {
          label: "Show",
          value: loaded.status,
          values: redemptionFilters,
          labels: redemptionFilterLabels,
        },
      }}
      aside={() => (
        <CsvDownload path="/admin/redemptions.csv" label="Export Approved Payouts (CSV)" />
      )}
      message={deciding.message}
      loaded={loaded}
      dialog={
        deciding.asked && <decisionDialog.Part asked={deciding.asked} {...deciding.dialogProps} />
      }
      table={{
        caption: "Redemptions",
        noun: "redemptions",
        columns: [
          "Account",
          { label: "Points", numeric: true },
          { label: "PKR", numeric: true },
          "Requested",
          "Status",
          "Evidence",
          redemptionReferrals.column,
          "Payout",
        ],
        empty: "No redemptions to show.",
        row: (redemption) => (
          <tr key={redemption.id}>
            <th scope="row" className={`${td} font-normal`}>
              <Person name={redemption.userName} email={redemption.userEmail} />
              <span className="mt-1.5 block">
                <StatusBadge tone={redemption.emailVerified ? "success" : "danger"}>
                  {redemption.emailVerified
                    ? addressWords.confirmedLong
                    : addressWords.unconfirmedLong}
                </StatusBadge>
              </span>
            </th>
            <NumberCell value={redemption.points} />
            <NumberCell value={redemption.pkr} />
            <TimeCell iso={redemption.createdAt} />
            <StatusCell
              tone={redemptionTones[redemption.status]}
              label={redemptionStatusLabels[redemption.status]}
            />
            <td className={td}>
              <Evidence risk={redemption.risk} />
            </td>
            <td className={td}>
              <ReferralList referrals={redemption.referrals} />
            </td>
            <td className={td}>
              <Decisions redemption={redemption} opener={deciding.opener} />
            </td>
          </tr>
        ),
      }}
    />
  );
}
