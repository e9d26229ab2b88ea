import type { AccountHours, HourReferral } from "#contract/consultancy-hours.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { FigureTiles } from "#web/components/account/figure-tiles.tsx";
import { useRowAction } from "#web/components/admin/admin-list-page.tsx";
import { BackLink, DetailPanel } from "#web/components/admin/detail-page.tsx";
import { formatDate, formatDateTime } from "#web/components/admin/format.ts";
import type { Loaded } from "#web/components/admin/load.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { addressWords } from "#web/content/admin.ts";
import { accountHoursWords as text } from "#web/content/admin-account.ts";
import { adminName } from "#web/content/admin-nav.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";

const revokeHourDialog = lazyPart(() =>
  import("./revoke-hour-dialog.tsx").then((module) => module.RevokeHourDialog),
);

/**
 * One account, as an administrator reviews a member (/admin/users/<id>, the Accounts route's
 * page for one account): its consultancy hours, each with the credited referrals that unlocked
 * it, and the revocation of an hour whose referrals turned out to be a farm (with a reason,
 * written to the security log), then what was revoked before.
 */
export function AccountHoursPage({ loaded }: { loaded: Loaded<AccountHours> }) {
  const { data, error } = loaded;
  const revoking = useRowAction(revokeHourDialog);

  if (error !== null)
    return (
      <>
        <BackLink to="/admin/users" label={`All ${adminName("/admin/users").toLowerCase()}`} />
        <AccountHeading eyebrow={text.eyebrow} title={text.notFound} />
        <Feedback message={error} />
      </>
    );

  const { account, hours } = data;
  const figures = [
    { label: text.figures.credited, value: hours.credited },
    { label: text.figures.unlocked, value: hours.unlocked },
    { label: text.figures.booked, value: hours.booked },
    { label: text.figures.used, value: hours.used },
    { label: text.figures.available, value: hours.available },
    { label: text.figures.revoked, value: hours.revoked },
  ];
  return (
    <>
      <BackLink to="/admin/users" label={`All ${adminName("/admin/users").toLowerCase()}`} />
      <AccountHeading
        eyebrow={text.eyebrow}
        title={account.name}
        lead={`${account.email || text.noAddress} · ${
          account.emailVerified ? addressWords.confirmedLong : addressWords.unconfirmedLong
        } · ${text.joined(formatDate(account.createdAt))}`}
      />
      <Feedback message={revoking.message} className="mb-4" />
      <div className="grid gap-6">
        <DetailPanel id="hours-title" title={text.title}>
          <p className="mt-2 text-slate-700">{text.lead(hours.every)}</p>
          <FigureTiles
            figures={figures}
            className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6"
          />
          {hours.calls.length > 0 && (
            <>
              <h3 className="mt-5 font-semibold text-ink-900">{text.callsTitle}</h3>
              <ul className="mt-2 space-y-1 text-slate-700">
                {hours.calls.map((call) => (
                  <li key={call.id}>
                    <time dateTime={call.start} className="font-medium text-ink-900">
                      {formatDateTime(call.start)}
                    </time>{" "}
                    {text.call(call.consultant, call.state)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </DetailPanel>
        <DetailPanel id="unlocked-title" title={text.unlockedTitle}>
          {data.unlocked.length === 0 ? (
            <p className="mt-2 text-slate-700">{text.noneUnlocked}</p>
          ) : (
            <ol className="mt-3 grid gap-4">
              {data.unlocked.map((hour) => (
                <li key={hour.number} className="rounded-xl border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h3 className="font-semibold text-ink-900">{text.hour(hour.number)}</h3>
                    <Button variant="danger" size="compact" {...revoking.opener({ account, hour })}>
                      {text.revoke.button(hour.number)}
                    </Button>
                  </div>
                  <Referrals referrals={hour.referrals} />
                </li>
              ))}
            </ol>
          )}
          {data.toward.length > 0 && (
            <>
              <h3 className="mt-5 font-semibold text-ink-900">{text.towardTitle}</h3>
              <Referrals referrals={data.toward} />
            </>
          )}
        </DetailPanel>
        {data.revocations.length > 0 && (
          <DetailPanel id="revoked-title" title={text.revokedTitle}>
            <ul className="mt-3 grid gap-4">
              {data.revocations.map((revocation) => (
                <li key={revocation.id} className="rounded-xl border border-slate-200 p-4">
                  <p className="text-ink-900">
                    {text.revokedBy(revocation.by)},{" "}
                    <time dateTime={revocation.at}>{formatDateTime(revocation.at)}</time>:{" "}
                    <span className="[overflow-wrap:anywhere]">{revocation.reason}</span>
                  </p>
                  <Referrals referrals={revocation.referrals} />
                </li>
              ))}
            </ul>
          </DetailPanel>
        )}
      </div>
      {revoking.dialog}
    </>
  );
}

/** The referrals of an hour: the friend, their address and when the referral was credited. */
function Referrals({ referrals }: { referrals: readonly HourReferral[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {referrals.map((referral) => (
        <li key={referral.id} className="flex flex-wrap gap-x-2 py-1.5">
          <span className="font-medium text-ink-900">{text.referral(referral.id)}</span>
          <span className="text-ink-900">{referral.name}</span>
          {referral.email && (
            <span className="[overflow-wrap:anywhere] text-slate-600">{referral.email}</span>
          )}
          {referral.creditedAt && (
            <span className="text-slate-600">{text.credited(formatDate(referral.creditedAt))}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
