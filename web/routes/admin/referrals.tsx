import { Suspense, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { AdminReferral, Page, ReferralDecision, ReferralFilter } from "#contract/admin.ts";
import { referralFilterLabels, referralFilters } from "#contract/admin-fields.ts";
import { referralFlagReasonLabels, referralStatusLabels } from "#contract/rules.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { DataTable, EmptyRow, td, th } from "#web/components/admin/data-table.tsx";
import type { Pending } from "#web/components/admin/decision-dialog.tsx";
import { formatDateTime, formatNumber } from "#web/components/admin/format.ts";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import { referralTones, StatusBadge } from "#web/components/admin/status-badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { referralsContent as text } from "#web/content/admin-referrals.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/referrals";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/referrals", index: false });

export async function clientLoader({ request: incoming }: Route.ClientLoaderArgs) {
  const params = new URL(incoming.url).searchParams;
  const status = (referralFilters as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as ReferralFilter)
    : "flagged";
  const q = params.get("q") ?? "";
  const list = await loadAdmin<Page<AdminReferral>>(withQuery("/admin/referrals", incoming));
  return { ...list, q, status };
}

const right = "text-right tabular-nums";

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

function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="block font-semibold text-ink-900">{name}</span>
      <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">{email}</span>
    </>
  );
}

const decisionDialog = lazyPart(() =>
  import("#web/components/admin/decision-dialog.tsx").then((module) => module.DecisionDialog),
);

export default function Referrals() {
  const { data, error, q, status } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function ask(referral: AdminReferral, decision: ReferralDecision) {
    setMessage(null);
    setPending({ referral, decision });
  }

  return (
    <>
      <AccountHeading eyebrow="Admin" title={text.title} lead={text.lead} />
      <div className="mb-5">
        <ListControls
          searchLabel={text.searchLabel}
          placeholder={text.placeholder}
          q={q}
          status={{
            label: text.filterLabel,
            value: status,
            options: referralFilters.map((value) => ({
              value,
              label: referralFilterLabels[value],
            })),
          }}
        />
      </div>
      <Feedback message={message} className="mb-4" />
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <DataTable caption={text.caption} summary={rangeText(data, text.noun)}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {text.columns.referred}
                </th>
                <th scope="col" className={th}>
                  {text.columns.referrer}
                </th>
                <th scope="col" className={th}>
                  {text.columns.status}
                </th>
                <th scope="col" className={`${th} ${right}`}>
                  {text.columns.points}
                </th>
                <th scope="col" className={th}>
                  {text.columns.dates}
                </th>
                <th scope="col" className={th}>
                  {text.columns.decision}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <EmptyRow columns={6}>{text.empty}</EmptyRow>}
              {data.items.map((referral) => (
                <tr key={referral.id}>
                  <th scope="row" className={`${td} font-normal`}>
                    <Person name={referral.referredName} email={referral.referredEmail} />
                  </th>
                  <td className={`${td} min-w-48`}>
                    <Person name={referral.referrerName} email={referral.referrerEmail} />
                  </td>
                  <td className={`${td} min-w-56`}>
                    <StatusBadge tone={referralTones[referral.status]}>
                      {referralStatusLabels[referral.status]}
                    </StatusBadge>
                    {referral.flagReason && (
                      <span className="mt-1 block max-w-xs text-sm text-slate-600">
                        {referralFlagReasonLabels[referral.flagReason]}
                      </span>
                    )}
                  </td>
                  <td className={`${td} ${right}`}>{formatNumber(referral.points)}</td>
                  <td className={td}>
                    <Dates referral={referral} />
                  </td>
                  <td className={td}>
                    {referral.status === "flagged" ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          onPointerEnter={decisionDialog.preload}
                          onFocus={decisionDialog.preload}
                          onClick={() => ask(referral, "approve")}
                          aria-label={text.approveLabel(
                            referral.referredName,
                            referral.referrerName,
                          )}
                        >
                          {text.approve}
                        </Button>
                        <Button
                          variant="secondary"
                          onPointerEnter={decisionDialog.preload}
                          onFocus={decisionDialog.preload}
                          onClick={() => ask(referral, "reject")}
                          aria-label={text.rejectLabel(
                            referral.referredName,
                            referral.referrerName,
                          )}
                        >
                          {text.reject}
                        </Button>
                      </div>
                    ) : (
                      <span className="text-slate-600">–</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data} />
        </>
      )}
      {pending && (
        <Suspense>
          <decisionDialog.Part
            pending={pending}
            onClose={() => setPending(null)}
            onDecided={(done) => {
              setPending(null);
              setMessage(done);
              void revalidator.revalidate();
            }}
            onStale={() => void revalidator.revalidate()}
          />
        </Suspense>
      )}
    </>
  );
}
