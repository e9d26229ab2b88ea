import { useLoaderData } from "react-router";
import type { AdminRedemption } from "#contract/admin.ts";
import {
  redemptionFilterLabels,
  redemptionFilters,
  referralFilterLabels,
} from "#contract/admin-fields.ts";
import { AdminListPage, ListTable, useRowAction } from "#web/components/admin/admin-list-page.tsx";
import { NumberCell, Person, StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { formatDateTime, formatNumber } from "#web/components/admin/format.ts";
import { listQuery, loadList } from "#web/components/admin/list-query.ts";
import {
  redemptionTones,
  referralTones,
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
    description: "Points redeemed for PKR: pending payouts first, then those already paid.",
    path: "/admin/redemptions",
    index: false,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = listQuery(request).pick(redemptionFilters, "all");
  return { ...(await loadList<AdminRedemption>("/admin/redemptions", request)), status };
}

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
  const loaded = useLoaderData<typeof clientLoader>();
  const paying = useRowAction<AdminRedemption>(payDialog);
  return (
    <AdminListPage
      title="Redemptions"
      lead="Points turned into PKR. Pending payouts come first, oldest first: check where the points came from, pay them in this order, then mark each one paid."
      controls={{
        status: {
          label: "Show",
          value: loaded.status,
          values: redemptionFilters,
          labels: redemptionFilterLabels,
        },
      }}
      message={paying.message}
      loaded={loaded}
      dialog={paying.asked && <payDialog.Part redemption={paying.asked} {...paying.dialogProps} />}
    >
      {(data) => (
        <ListTable
          page={data}
          caption="Redemptions"
          noun="redemptions"
          columns={[
            "Account",
            { label: "Points", numeric: true },
            { label: "PKR", numeric: true },
            "Requested",
            "Status",
            redemptionReferrals.column,
            "Payout",
          ]}
          empty="No redemptions to show."
          row={(redemption) => (
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
                label={redemptionFilterLabels[redemption.status]}
              />
              <td className={td}>
                <ReferralList referrals={redemption.referrals} />
              </td>
              <td className={td}>
                {redemption.status === "pending" ? (
                  <Button
                    variant="secondary"
                    {...paying.opener(redemption)}
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
          )}
        />
      )}
    </AdminListPage>
  );
}
