import { Suspense, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { AdminRedemption, Page, RedemptionFilter } from "#contract/admin.ts";
import {
  redemptionFilterLabels,
  redemptionFilters,
  referralFilterLabels,
} from "#contract/admin-fields.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { DataTable, EmptyRow, td, th } from "#web/components/admin/data-table.tsx";
import { formatDateTime, formatNumber } from "#web/components/admin/format.ts";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import {
  redemptionTones,
  referralTones,
  StatusBadge,
} from "#web/components/admin/status-badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { addressWords, redemptionReferrals } from "#web/content/admin.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/redemptions";

export const meta = () =>
  pageMeta({
    title: "Redemptions",
    description: "Points redeemed for PKR: pending payouts first, then those already paid.",
    path: "/admin/redemptions",
    index: false,
  });

export async function clientLoader({ request: incoming }: Route.ClientLoaderArgs) {
  const params = new URL(incoming.url).searchParams;
  const status = (redemptionFilters as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as RedemptionFilter)
    : "all";
  const list = await loadAdmin<Page<AdminRedemption>>(withQuery("/admin/redemptions", incoming));
  return { ...list, status };
}

const right = "text-right tabular-nums";

const payDialog = lazyPart(() =>
  import("#web/components/admin/pay-dialog.tsx").then((module) => module.PayDialog),
);

/**
 * Where a payout's points came from: every referral of the account, folded away. Why one was
 * held is on the Referrals page; here the status says enough.
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
            <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <StatusBadge tone={referralTones[referral.status]}>
                {referralFilterLabels[referral.status]}
              </StatusBadge>
              <span>{redemptionReferrals.points(referral.points)}</span>
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

export default function Redemptions() {
  const { data, error, status } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [paying, setPaying] = useState<AdminRedemption | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <>
      <AccountHeading
        eyebrow="Admin"
        title="Redemptions"
        lead="Points turned into PKR. Pending payouts come first, oldest first: check where the points came from, pay them in this order, then mark each one paid."
      />
      <div className="mb-5">
        <ListControls
          status={{
            label: "Show",
            value: status,
            options: redemptionFilters.map((value) => ({
              value,
              label: redemptionFilterLabels[value],
            })),
          }}
        />
      </div>
      <Feedback message={message} className="mb-4" />
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <DataTable caption="Redemptions" summary={rangeText(data, "redemptions")}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Account
                </th>
                <th scope="col" className={`${th} ${right}`}>
                  Points
                </th>
                <th scope="col" className={`${th} ${right}`}>
                  PKR
                </th>
                <th scope="col" className={th}>
                  Requested
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  {redemptionReferrals.column}
                </th>
                <th scope="col" className={th}>
                  Payout
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <EmptyRow columns={7}>No redemptions to show.</EmptyRow>}
              {data.items.map((redemption) => (
                <tr key={redemption.id}>
                  <th scope="row" className={`${td} font-normal`}>
                    <span className="block font-semibold text-ink-900">{redemption.userName}</span>
                    <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">
                      {redemption.userEmail}
                    </span>
                    <span className="mt-1.5 block">
                      <StatusBadge tone={redemption.emailVerified ? "success" : "danger"}>
                        {redemption.emailVerified
                          ? addressWords.confirmedLong
                          : addressWords.unconfirmedLong}
                      </StatusBadge>
                    </span>
                  </th>
                  <td className={`${td} ${right}`}>{formatNumber(redemption.points)}</td>
                  <td className={`${td} ${right}`}>{formatNumber(redemption.pkr)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={redemption.createdAt}>
                      {formatDateTime(redemption.createdAt)}
                    </time>
                  </td>
                  <td className={td}>
                    <StatusBadge tone={redemptionTones[redemption.status]}>
                      {redemption.status === "paid" ? "Paid" : "Pending"}
                    </StatusBadge>
                  </td>
                  <td className={td}>
                    <ReferralList referrals={redemption.referrals} />
                  </td>
                  <td className={td}>
                    {redemption.status === "pending" ? (
                      <Button
                        variant="secondary"
                        onPointerEnter={payDialog.preload}
                        onFocus={payDialog.preload}
                        onClick={() => {
                          setMessage(null);
                          setPaying(redemption);
                        }}
                        aria-label={`Mark paid: PKR ${formatNumber(redemption.pkr)} to ${redemption.userName}`}
                      >
                        Mark Paid
                      </Button>
                    ) : (
                      <>
                        {redemption.paidAt && (
                          <time dateTime={redemption.paidAt} className="block whitespace-nowrap">
                            {formatDateTime(redemption.paidAt)}
                          </time>
                        )}
                        {redemption.note && (
                          <span className="mt-0.5 block max-w-xs text-sm text-slate-600">
                            {redemption.note}
                          </span>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data} />
        </>
      )}
      {paying && (
        <Suspense>
          <payDialog.Part
            redemption={paying}
            onClose={() => setPaying(null)}
            onPaid={(done) => {
              setPaying(null);
              setMessage(done);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
