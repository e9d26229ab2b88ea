import { Suspense, useState } from "react";
import { replace, useLoaderData, useRevalidator } from "react-router";
import type { ConsultancyHours } from "#contract/consultancy-hours.ts";
import type {
  PointsHistory as History,
  PayoutMethod,
  ReferralLink as Referral,
} from "#contract/user.ts";
import { useAccount } from "#web/components/account/account-context.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { ClientReferralNote } from "#web/components/account/client-referral-note.tsx";
import { ConsultancyHoursCard } from "#web/components/account/consultancy-hours-card.tsx";
import { DashboardCard } from "#web/components/account/dashboard-card.tsx";
import { PayoutDetails } from "#web/components/account/payout-details.tsx";
import { PointsCard } from "#web/components/account/points-card.tsx";
import { PointsHistory } from "#web/components/account/points-history.tsx";
import { ReferralLink } from "#web/components/account/referral-link.tsx";
import { VerifyBanner } from "#web/components/account/verify-banner.tsx";
import { accountContent } from "#web/content/account.ts";
import { getJson } from "#web/lib/api.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { endSessionAfter, isLoggedIn } from "#web/lib/session.ts";

const text = accountContent.dashboard;

// The administrator's work panel: a member never sees it, so its code (and the admin area's
// words and loader it brings) is a file of its own that only an administrator's dashboard loads.
const adminWork = lazyPart(() =>
  import("#web/components/account/admin-work.tsx").then((module) => module.AdminWork),
);

export const meta = () => pageMeta({ ...text.meta, path: "/dashboard", index: false });

/**
 * The referral code, the points history, what became of the referrals and the consultancy hours
 * they unlock; failing to load the code ends the session (SPEC §8).
 */
export async function clientLoader() {
  if (!isLoggedIn()) throw replace("/login");
  const [referral, history, payout, hours] = await Promise.all([
    getJson<Referral>("/user/my-referral-link"),
    getJson<History>("/user/points"),
    getJson<PayoutMethod>("/user/payout-method"),
    getJson<ConsultancyHours>("/consultancy-hours"),
  ]);
  if (!referral.ok) {
    endSessionAfter(referral.status);
    throw replace("/login");
  }
  return {
    code: referral.data.code,
    history: history.ok ? history.data.entries : null,
    referrals: history.ok ? history.data.referrals : null,
    payout: payout.ok ? payout.data : undefined,
    hours: hours.ok ? hours.data : null,
  };
}

export function HydrateFallback() {
  return <AccountLoading />;
}

/** Points of redemptions not yet paid or rejected: spent from the balance, not yet paid out. */
function inReviewPoints(entries: History["entries"] | null): number {
  return (entries ?? [])
    .filter(
      (entry) =>
        entry.reason === "redemption" &&
        (entry.status === "awaiting-details" ||
          entry.status === "requested" ||
          entry.status === "approved"),
    )
    .reduce((total, entry) => total - entry.amount, 0);
}

export default function Dashboard() {
  const { user } = useAccount();
  const { code, history, referrals, payout, hours } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  // Kept for this visit once shown, so its answer stays readable after a refresh of the user.
  const [askToConfirm] = useState(() => !user.emailVerified);
  const link = `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
  const waitingForDetails = (history ?? []).some(
    (entry) => entry.reason === "redemption" && entry.status === "awaiting-details",
  );

  // The balance and the redeem action lead; sharing, payouts and the account follow.
  return (
    <>
      <AccountHeading eyebrow={text.eyebrow} title={text.welcome(user.name)} lead={text.lead} />
      {/* An administrator's login lands here too (SPEC): the admin work comes first. */}
      {user.admin && (
        <Suspense fallback={null}>
          <adminWork.Part />
        </Suspense>
      )}
      {askToConfirm && (
        <VerifyBanner email={user.email} onConfirmed={() => void revalidator.revalidate()} />
      )}
      <PointsCard
        points={user.points}
        inReview={inReviewPoints(history)}
        verified={user.emailVerified}
        onRedeemed={() => void revalidator.revalidate()}
      />
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <ReferralLink link={link} summary={referrals} />
          <ConsultancyHoursCard hours={hours} />
          <ClientReferralNote entries={history} />
        </div>
        <div className="grid content-start gap-6">
          <PayoutDetails
            current={payout}
            waiting={waitingForDetails}
            onSaved={() => void revalidator.revalidate()}
          />
          <DashboardCard icon="at-sign" title={text.account.title}>
            <dl className="mt-3">
              <div>
                <dt className="text-sm font-semibold text-slate-600">{text.account.email}</dt>
                <dd className="mt-1 font-semibold [overflow-wrap:break-word] text-ink-900">
                  <EmailAddress email={user.email} />
                </dd>
              </div>
            </dl>
          </DashboardCard>
        </div>
      </div>
      <div className="mt-6">
        <PointsHistory entries={history} />
      </div>
    </>
  );
}

/**
 * An address that may wrap after "@" and before each dot of the domain, never in the middle of
 * a word (a single part too long for the card still breaks, as a last resort).
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  const [first, ...rest] = email.slice(at + 1).split(".");
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move.
        <span key={index}>
          <wbr />.{part}
        </span>
      ))}
    </>
  );
}
