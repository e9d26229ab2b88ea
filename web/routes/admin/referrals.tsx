import { useLoaderData } from "react-router";
import type { AdminReferral, ReferralDecision } from "#contract/admin.ts";
import { type ReferralFilter, referralFilters } from "#contract/admin-fields.ts";
import { referralFlagReasonLabels, referralStatusLabels } from "#contract/rules.ts";
import { FilteredList, useRowAction } from "#web/components/admin/admin-list-page.tsx";
import {
  ActionsCell,
  NumberCell,
  Person,
  StatusCell,
  td,
} from "#web/components/admin/data-table.tsx";
import type { Pending } from "#web/components/admin/decision-dialog.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { loadFilteredList } from "#web/components/admin/list-query.ts";
import { referralTones } from "#web/components/admin/status-badge.tsx";
import { referralsContent as text } from "#web/content/admin-referrals.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/referrals";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/referrals", index: false });

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFilteredList<AdminReferral, ReferralFilter>(
    "/admin/referrals",
    request,
    referralFilters,
    "flagged",
  );

/** When the friend signed up, confirmed, and when an administrator decided, one per line. */
function Dates({ referral }: { referral: AdminReferral }) {
  const lines = [
    [text.dates.joined, referral.createdAt],
    [text.dates.confirmed, referral.verifiedAt],
    [text.dates.decided, referral.decidedAt],
  ] as const;
  return (
    <dl className="grid gap-0.5 text-sm">
      {lines.map(([label, iso]) =>
        iso || label !== text.dates.decided ? (
          <div key={label} className="whitespace-nowrap">
            <dt className="inline font-semibold text-slate-700">{label}</dt>{" "}
            <dd className="inline">
              {iso ? (
                <time dateTime={iso}>{formatDateTime(iso)}</time>
              ) : (
                <span className="text-slate-600">{text.notYet}</span>
              )}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

const decisionDialog = lazyPart(() =>
  import("#web/components/admin/decision-dialog.tsx").then((module) => module.DecisionDialog),
);

export default function Referrals() {
  const loaded = useLoaderData<typeof clientLoader>();
  const deciding = useRowAction<Pending>(decisionDialog);

  const decide = (referral: AdminReferral, decision: ReferralDecision) =>
    deciding.button(
      { referral, decision },
      text[decision],
      text[`${decision}Label`](referral.referredName, referral.referrerName),
    );

  const row = (referral: AdminReferral) => (
    <tr key={referral.id}>
      <th scope="row" className={`${td} font-normal`}>
        <Person name={referral.referredName} email={referral.referredEmail} />
      </th>
      <td className={`${td} min-w-48`}>
        <Person name={referral.referrerName} email={referral.referrerEmail} />
      </td>
      <StatusCell
        className="min-w-56"
        tone={referralTones[referral.status]}
        label={referralStatusLabels[referral.status]}
        reason={referral.flagReason && referralFlagReasonLabels[referral.flagReason]}
        reasonClassName="max-w-xs"
      />
      <NumberCell value={referral.points} />
      <td className={td}>
        <Dates referral={referral} />
      </td>
      <ActionsCell active={referral.status === "flagged"}>
        {decide(referral, "approve")}
        {decide(referral, "reject")}
      </ActionsCell>
    </tr>
  );

  return <FilteredList words={text} action={deciding} loaded={loaded} row={row} />;
}
